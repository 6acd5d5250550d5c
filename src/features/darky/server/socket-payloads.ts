/**
 * What Darky's socket accepts, read into one shape: the spec's plain payloads (SPEC §7: 'talk message' with the text,
 * 'user action' with value page-load) and the site widget's objects. What a payload leaves out comes from the
 * handshake: the `locale` query, else the Referer's path (/en… is English), else Spanish; the path likewise.
 */
import 'server-only';
import { z } from 'zod';
import { clientIpOfRaw } from '@/server/client-ip';
import type { ChatLocale } from '../protocol';

/** The parts of socket.io's handshake read here. */
export interface HandshakeLike {
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  address: string;
}

export interface PageDefaults {
  locale: ChatLocale;
  path: string;
}

const localeSchema = z.enum(['es', 'en']);
const pathSchema = z.string().max(2000).regex(/^\//);

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function localeOfPath(path: string): ChatLocale {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'es';
}

function refererPath(headers: HandshakeLike['headers']): string | undefined {
  const referer = first(headers.referer);
  if (typeof referer !== 'string') return undefined;
  try {
    return new URL(referer).pathname;
  } catch {
    return undefined;
  }
}

export function handshakeDefaults(handshake: HandshakeLike): PageDefaults {
  const queryLocale = localeSchema.safeParse(first(handshake.query.locale));
  const queryPath = pathSchema.safeParse(first(handshake.query.path));
  const fromReferer = refererPath(handshake.headers);
  const seenPath = queryPath.success ? queryPath.data : fromReferer && pathSchema.safeParse(fromReferer).success ? fromReferer : undefined;
  const locale = queryLocale.success ? queryLocale.data : seenPath ? localeOfPath(seenPath) : 'es';
  return { locale, path: seenPath ?? (locale === 'en' ? '/en' : '/') };
}

/** The visitor's IP: the peer, or with TRUSTED_PROXY_HOPS the address the proxies saw (as for HTTP requests). */
export function handshakeIp(handshake: HandshakeLike): string {
  return clientIpOfRaw(handshake.headers['x-forwarded-for'], handshake.address) ?? 'unknown';
}

const pageLoad = z.object({ value: z.literal('page-load'), locale: localeSchema.optional(), path: pathSchema.optional() });
const talkObject = z.object({ message: z.string(), locale: localeSchema.optional(), path: pathSchema.optional() });

/** 'page-load', { value: 'page-load' } or { value: 'page-load', locale, path }; undefined for anything else. */
export function parseUserAction(raw: unknown, defaults: PageDefaults): PageDefaults | undefined {
  if (raw === 'page-load') return defaults;
  const parsed = pageLoad.safeParse(raw);
  if (!parsed.success) return undefined;
  return { locale: parsed.data.locale ?? defaults.locale, path: parsed.data.path ?? defaults.path };
}

/** The text itself or { message, locale?, path? }; undefined for anything else. */
export function parseTalkMessage(raw: unknown, defaults: PageDefaults): (PageDefaults & { message: string }) | undefined {
  if (typeof raw === 'string') return { message: raw, ...defaults };
  const parsed = talkObject.safeParse(raw);
  if (!parsed.success) return undefined;
  return { message: parsed.data.message, locale: parsed.data.locale ?? defaults.locale, path: parsed.data.path ?? defaults.path };
}
