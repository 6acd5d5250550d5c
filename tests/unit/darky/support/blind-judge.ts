/**
 * Judges Darky's replies against a blind set's expectations (tests/darky-blind/*): written by someone who saw only the
 * public site, so a right answer is judged on what the visitor gets (the page Darky sends them to, the facts it
 * states, a lead or a booking started), never on Darky's internal intent names.
 */
import { z } from 'zod';
import { parseMessage, plainMessage } from '@/features/darky/message-links';
import type { ChatAction } from '@/features/darky/protocol';

export const blindItemSchema = z.object({
  id: z.string().min(1),
  category: z.string().min(1),
  followUp: z.boolean(),
  turns: z.array(z.string().min(1)),
  text: z.string().min(1),
  expect: z.object({
    kind: z.enum(['page', 'fact', 'lead', 'booking', 'smalltalk', 'person']),
    pages: z.array(z.string().startsWith('/')),
    mentionsAny: z.array(z.string().min(1)),
  }),
  note: z.string(),
});
export const blindSetSchema = z.array(blindItemSchema).min(120);
export type BlindItem = z.infer<typeof blindItemSchema>;

/**
 * A set's judging corrections: per question, pages that state its answer besides those its author listed, or words of
 * the answer the site states that the author's did not include (a tab's own price where the author took its service's),
 * and why.
 */
export const judgingCorrectionsSchema = z.record(
  z.string().regex(/^(es|en)-\d+$/),
  z
    .object({
      alsoPages: z.array(z.string().startsWith('/')).default([]),
      alsoMentions: z.array(z.string().min(1)).default([]),
      why: z.string().min(20),
    })
    .strict()
    .refine((c) => c.alsoPages.length + c.alsoMentions.length > 0, 'a correction adds a page or a mention'),
);

/** What the visitor got from one message: Darky's replies and what happened around them. */
export interface Outcome {
  replies: { message: string; action?: ChatAction }[];
  /** Darky started collecting the visitor's details for a lead. */
  leadStarted: boolean;
  /** Darky said it did not understand (its fallback) or asked back. */
  unsure: boolean;
}

/** Lower case, no accents, no punctuation: how mentions are compared. */
export const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9$/+:.,\s-]/g, ' ')
    .replace(/\s+/g, ' ');

/**
 * Paths that are one page of the site under two addresses: /talleres is the workshops' campaign entry, whose canonical
 * address is /academia/talleres (src/app/[locale]/talleres/page.tsx). An author who names either means the same page.
 */
const SAME_PAGE: Record<string, string> = { '/talleres': '/academia/talleres' };

/** A site path without the English prefix; the query kept (a tab is part of the answer). */
function sitePath(href: string): string {
  const stripped = href.replace(/^\/en(?=\/|\?|$)/, '');
  return stripped === '' ? '/' : stripped.startsWith('?') ? `/${stripped}` : stripped;
}

/** A page's canonical path (an alias of SAME_PAGE read as its page). */
const canonicalPath = (pathname: string) => SAME_PAGE[pathname.replace(/\/$/, '')] ?? pathname.replace(/\/$/, '');

/** Every page the visitor is sent or linked to. */
export function pagesOf(outcome: Outcome): string[] {
  const pages: string[] = [];
  for (const reply of outcome.replies) {
    if (reply.action?.name === 'navigate' && typeof reply.action.params.path === 'string') pages.push(sitePath(reply.action.params.path));
    for (const part of parseMessage(reply.message)) if (part.kind === 'link' && part.href.startsWith('/')) pages.push(sitePath(part.href));
  }
  return pages;
}

/**
 * A page matches when it is the expected path carrying every expected query value: a sub-tab inside the expected tab
 * counts, another tab does not, and an expected page without a query takes any of its tabs.
 */
function samePage(got: string, wanted: string): boolean {
  const a = new URL(got, 'http://site');
  const b = new URL(wanted, 'http://site');
  return canonicalPath(a.pathname) === canonicalPath(b.pathname) && [...b.searchParams].every(([key, value]) => a.searchParams.get(key) === value);
}

/**
 * A page inside an expected one (a course's own page under the courses' list, /academia/cursos/…): it states what its
 * entry in the list states, in more detail.
 */
function pageInside(got: string, wanted: string): boolean {
  const inner = canonicalPath(new URL(got, 'http://site').pathname);
  const outer = canonicalPath(new URL(wanted, 'http://site').pathname);
  return outer !== '' && inner.startsWith(`${outer}/`);
}

export function judge(item: BlindItem, outcome: Outcome): { right: boolean; why: string } {
  const { kind, pages, mentionsAny } = item.expect;
  const text = plain(outcome.replies.map((r) => plainMessage(r.message)).join(' \n '));
  const got = pagesOf(outcome);
  const mentionOk = mentionsAny.length === 0 || mentionsAny.some((m) => text.includes(plain(m).trim()));
  // (A fact's words said with a page inside the one its author listed count: the visitor got the fact and its page. Not
  // for a page asked for, where the list itself may be what the visitor wanted, nor without words to check.)
  const insideOk = kind === 'fact' && mentionsAny.length > 0 && got.some((page) => pages.some((wanted) => pageInside(page, wanted)));
  const pageOk = pages.length === 0 || got.some((page) => pages.some((wanted) => samePage(page, wanted))) || insideOk;
  const links = outcome.replies.flatMap((r) => parseMessage(r.message)).filter((p) => p.kind === 'link');
  const why = () => `pages ${JSON.stringify(got)}${outcome.leadStarted ? ', lead started' : ''}${outcome.unsure ? ', unsure' : ''}: "${text.slice(0, 140)}"`;
  switch (kind) {
    case 'page':
      return { right: pageOk && mentionOk, why: why() };
    case 'fact':
      return { right: pageOk && mentionOk && !outcome.unsure, why: why() };
    case 'lead':
      return { right: outcome.leadStarted, why: why() };
    case 'booking':
      // Times offered in the chat (the real free slots), not only a link to the booking page.
      return { right: /\b([01]?\d|2[0-3]):[0-5]\d\b/.test(text) && mentionOk, why: why() };
    case 'smalltalk':
      return { right: !outcome.leadStarted && !outcome.unsure && !outcome.replies.some((r) => r.action?.name === 'navigate') && mentionOk, why: why() };
    case 'person': {
      const contact = links.some((l) => l.kind === 'link' && /^(tel:|mailto:|https:\/\/wa\.me\/)/.test(l.href));
      return { right: (pages.length || mentionsAny.length ? pageOk && mentionOk : contact) && !outcome.unsure, why: why() };
    }
  }
}
