/**
 * Previews on the HTTP edge. `GET /vista-previa/<token>` checks the signed link, sets the preview cookie and sends the
 * visitor to the entry's page; `GET /vista-previa/salir` ends it. Every request that carries a valid preview cookie is
 * rendered by Next.js in its draft mode (never from a cache, never into one: Next neither reads nor writes its page
 * cache nor shares one render between requests then) with the draft's content for that request only, marked
 * noindex. The custom server asks `carriesPreview` before serving a page from memory.
 */
import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { runWithContentPreview } from '@/content/content-source.server';
import type { Locale } from '@/i18n/routing';
import { messagesOf } from '@/i18n/server-messages';
import { getDb, type Database } from '@/server/db';
import { defineEndpoint, type EndpointAnswer } from '@/server/http/endpoint';
import { contentPreviewOf, PREVIEW_COOKIE, PREVIEW_EXIT_PATH, PREVIEW_PATH, previewTarget, readPreviewToken } from './preview';

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([^;]+)`);

/** Next's draft-mode cookie: its value is the build's preview id (prerender-manifest.json). */
const NEXT_DRAFT_COOKIE = '__prerender_bypass';

function previewCookieOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  return header ? COOKIE_PATTERN.exec(header)?.[1] : undefined;
}

const clearedCookie = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export interface ContentPreviewServing {
  /** True when the request may be a preview: it must not be answered from (or stored in) the page memory. */
  carriesPreview(req: IncomingMessage): boolean;
  /** Next's handler, rendering preview requests with their draft. */
  wrap(next: (req: IncomingMessage, res: ServerResponse) => unknown): (req: IncomingMessage, res: ServerResponse) => unknown;
}

export function createContentPreviewServing(options: {
  /** The build's preview id; without it (development) previews render like any page. */
  previewModeId: string | undefined;
  db: () => Promise<Database>;
  logger: Logger;
}): ContentPreviewServing {
  return {
    carriesPreview: (req) => previewCookieOf(req) !== undefined,
    wrap(next) {
      return (req, res) => {
        const token = previewCookieOf(req);
        if (token === undefined) return next(req, res);
        return (async () => {
          const claims = readPreviewToken(decodeURIComponent(token));
          const preview = claims && (await options.db().then((db) => contentPreviewOf(db, claims)));
          if (!preview) {
            // Expired, forged, or the draft went live or was dropped: the visitor sees the site as it is, once more
            // served from memory.
            res.appendHeader('set-cookie', clearedCookie);
            return next(req, res);
          }
          if (options.previewModeId) req.headers.cookie = `${req.headers.cookie}; ${NEXT_DRAFT_COOKIE}=${options.previewModeId}`;
          res.setHeader('x-robots-tag', 'noindex, nofollow');
          return runWithContentPreview(preview, () => next(req, res));
        })().catch((error: unknown) => {
          options.logger.error({ err: error }, 'preview not rendered');
          if (!res.headersSent) {
            res.statusCode = 500;
            res.end();
          }
        });
      };
    },
  };
}

function notice(locale: Locale, status: number): EndpointAnswer {
  const t = messagesOf(locale).Preview;
  const home = locale === 'es' ? '/' : '/en';
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.invalidTitle}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${t.invalidTitle}</h1><p>${t.invalidText}</p><p><a href="${home}">${t.home}</a></p></body></html>`;
  return { status, body, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': clearedCookie } };
}

/** A same-site path to go back to (never another origin: `//host` and `/\host` are refused). */
function safeReturnPath(value: string | null): string {
  return value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/';
}

export function previewEndpoints(db: () => Promise<Database>) {
  const exit = defineEndpoint({
    path: PREVIEW_EXIT_PATH,
    methods: ['GET'],
    summary: 'Ends a draft preview: clears its cookie and goes back to the page as published.',
    sameOrigin: false,
    handle: async ({ query }) => ({
      status: 303,
      headers: { location: safeReturnPath(query.get('to')), 'set-cookie': clearedCookie, 'cache-control': 'no-store' },
    }),
  });
  const open = defineEndpoint({
    path: `${PREVIEW_PATH}/:token`,
    methods: ['GET'],
    summary: "A draft's signed preview link: sets the preview cookie and opens the entry's page with the draft in it.",
    sameOrigin: false,
    async handle({ params, locale }): Promise<EndpointAnswer> {
      const token = decodeURIComponent(params.token ?? '');
      const claims = readPreviewToken(token);
      if (!claims || !(await contentPreviewOf(await db(), claims))) return notice(locale, 404);
      const maxAge = Math.max(0, claims.expiresAt - Math.floor(Date.now() / 1000));
      return {
        status: 303,
        headers: {
          location: previewTarget(claims),
          'set-cookie': `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        },
      };
    },
  });
  // The exit first: both match /vista-previa/<something>.
  return [exit, open];
}

export const previewEndpointsOfProcess = previewEndpoints(getDb);
