/**
 * Whole-content validation, run by `npm run content:check`, the build and the tests:
 * every catalogue parses, both languages carry the same slugs (so the language switcher maps
 * every page), every form identifier exists, every link to a client resolves, every image exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/i18n/routing';
import { catalogueReader, ContentError, liveCatalogue, type CatalogueReader } from './catalogue.server';

/** A problem of the content: the file (as `content/…`) and the dotted path inside it when known. */
export interface ContentProblem {
  file?: string;
  path?: string;
  code?: string;
  message: string;
}
import type { ContentSource } from './content-source.server';

type SlugSets = Record<string, string[]>;

function slugSets({ getCatalogue, listBlogPosts }: CatalogueReader, locale: Locale): SlugSets {
  const services = getCatalogue(locale, 'services').services;
  const portfolio = getCatalogue(locale, 'portfolio');
  const lessons = getCatalogue(locale, 'lessons');
  const academy = getCatalogue(locale, 'academy');
  return {
    services: services.map((s) => s.slug),
    tabs: services.flatMap((s) => s.tabs.map((t) => `${s.slug}/${t.slug}`)),
    subtabs: services.flatMap((s) => s.tabs.flatMap((t) => (t.subtitle ?? []).map((st) => `${s.slug}/${t.slug}/${st.slug}`))),
    clients: portfolio.clients.map((c) => c.slug),
    lessons: lessons.lessons.map((l) => l.id),
    events: academy.events.items.map((e) => e.slug),
    workshops: academy.workshops.items.map((w) => w.slug),
    courses: academy.courses.items.map((c) => c.slug),
    // A post marked as one language's only is compared apart (below).
    blog: listBlogPosts(locale)
      .filter((p) => !p.onlyIn)
      .map((p) => p.slug),
    tryOnFrames: getCatalogue(locale, 'try-on').frames.map((f) => `${f.slug}:${f.shape}:${f.colours.map((c) => c.id).join('+')}`),
    savedReplies: getCatalogue(locale, 'saved-replies').replies.map((r) => r.id),
  };
}

function formIdsUsed({ getCatalogue }: CatalogueReader, locale: Locale): string[] {
  const services = getCatalogue(locale, 'services').services;
  const lessons = getCatalogue(locale, 'lessons');
  const academy = getCatalogue(locale, 'academy');
  return [
    ...services.flatMap((s) => [s.formId, ...s.tabs.flatMap((t) => [t.formId, ...(t.subtitle ?? []).map((st) => st.formId)])]),
    ...lessons.categories.map((c) => c.formId),
    ...academy.events.items.map((e) => e.formId),
    ...academy.workshops.items.map((w) => w.formId),
    ...academy.courses.items.map((c) => c.formId),
  ];
}

function imagesUsed(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/images/')) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => imagesUsed(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imagesUsed(v, found));
  return found;
}

/**
 * Every problem of a source's content, each naming its file and field (empty when all is valid). Without a source:
 * the live one, read afresh. A candidate source (an import, an editor's change) is validated before it is stored.
 */
export function validateAllContent(source?: ContentSource): string[] {
  const problems = contentProblemsOf(source);
  const files = new Map<string, ContentProblem[]>();
  const lines: string[] = [];
  for (const problem of problems) {
    if (problem.file && problem.path !== undefined) {
      if (!files.has(problem.file)) files.set(problem.file, []);
      files.get(problem.file)!.push(problem);
    } else lines.push(problem.file && !problem.message.includes(problem.file) ? `${problem.file}: ${problem.message}` : problem.message);
  }
  for (const [file, issues] of files) lines.unshift(new ContentError(file, issues).message);
  return lines;
}

/** Every problem of a source's content as data (the studio shows each at its field). */
export function contentProblemsOf(source?: ContentSource): ContentProblem[] {
  const reader = catalogueReader(source ?? liveCatalogue().source);
  const { getCatalogue, getSharedCatalogue, listBlogPosts, getLegalDocument } = reader;
  const problems: ContentProblem[] = [];
  const attempt = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      if (error instanceof ContentError) for (const issue of error.issues) problems.push({ file: error.file, ...issue });
      else problems.push({ message: String(error) });
    }
  };

  attempt(() => getSharedCatalogue('contact'));
  attempt(() => getSharedCatalogue('forms'));
  attempt(() => getSharedCatalogue('scheduling'));
  attempt(() => getSharedCatalogue('money'));
  const names = ['services', 'portfolio', 'home', 'about', 'lessons', 'academy', 'menus', 'try-on', 'saved-replies'] as const;
  for (const locale of locales) {
    for (const name of names) attempt(() => getCatalogue(locale, name));
    attempt(() => listBlogPosts(locale));
    attempt(() => getLegalDocument(locale, 'privacidad'));
    attempt(() => getLegalDocument(locale, 'soporte'));
  }
  if (problems.length > 0) return problems;

  const [es, en] = [slugSets(reader, 'es'), slugSets(reader, 'en')];
  for (const key of Object.keys(es)) {
    const a = [...es[key]!].sort().join(',');
    const b = [...en[key]!].sort().join(',');
    if (a !== b) problems.push({ code: 'languages_differ', message: `content/{es,en}: ${key} differ between languages\n  es: ${a}\n  en: ${b}` });
  }

  // One-language posts: marked with the language they are in, and absent from the other.
  for (const locale of locales) {
    const other = locale === 'es' ? 'en' : 'es';
    const theirs = new Set(reader.listBlogPosts(other).map((post) => post.slug));
    for (const post of reader.listBlogPosts(locale)) {
      if (post.onlyIn && post.onlyIn !== locale)
        problems.push({ code: 'only_in_mismatch', file: `content/${locale}/blog/${post.slug}.md`, path: 'onlyIn', message: `content/${locale}/blog/${post.slug}.md: onlyIn says ${post.onlyIn} but the post is in ${locale}` });
      else if (post.onlyIn && theirs.has(post.slug))
        problems.push({ code: 'only_in_translated', file: `content/${other}/blog/${post.slug}.md`, path: 'onlyIn', message: `content/${other}/blog/${post.slug}.md: the post is marked as ${locale} only but exists in ${other}` });
    }
  }

  const forms = getSharedCatalogue('forms').forms;
  for (const locale of locales) {
    for (const id of formIdsUsed(reader, locale)) {
      if (!(id in forms)) problems.push({ message: `content/${locale}: formId "${id}" is not declared in content/forms.json` });
    }
    const portfolio = getCatalogue(locale, 'portfolio');
    const active = new Set(portfolio.clients.filter((c) => c.active).map((c) => c.slug));
    for (const project of portfolio.projects) {
      if (!active.has(project.clientSlug)) problems.push({ message: `content/${locale}/portfolio.json: project "${project.title}" links to missing or inactive client "${project.clientSlug}"` });
    }
    // Every case page is reachable from the portfolio: its nine projects or the list of the other cases beneath them.
    const results = (slug: string) => portfolio.clients.find((c) => c.slug === slug)?.results.length ?? 0;
    for (const slug of active) {
      if (results(slug) < 2) problems.push({ message: `content/${locale}/portfolio.json: client "${slug}" has a case page but fewer than 2 results` });
    }
    const home = getCatalogue(locale, 'home');
    for (const testimonial of home.testimonials.items) {
      if (!active.has(testimonial.slug)) problems.push({ message: `content/${locale}/home.json: testimonial "${testimonial.slug}" has no active client of that slug` });
    }
    const everything = names.map((n) => getCatalogue(locale, n));
    for (const image of imagesUsed([everything, listBlogPosts(locale).map((p) => p.image)])) {
      if (!fs.existsSync(path.join(process.cwd(), 'public', image))) problems.push({ code: 'image_missing', message: `content/${locale}: image ${image} does not exist under public/` });
    }
  }
  return problems;
}
