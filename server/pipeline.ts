/**
 * The serving pipeline, declared in one place and in order: the steps every request takes, the handlers that answer
 * before Next.js (the first that takes a request answers it), and the transforms wrapped around what Next writes.
 * Handlers read the request's path through one parser (src/server/http/request-path.ts) and answer JSON through one
 * responder (src/server/http/json-response.ts).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { allowBackForwardCache } from './back-forward-cache';
import { markConsoleRequest } from './console-requests';
import { paintFirst } from './paint-first';
import type { PrerenderedPageCache } from './prerendered-pages';
import { refuseUnservableRequest } from './request-guard';
import { logRequest } from './request-log';

/** Runs on every request before anything answers it (tracking, ids, headers). */
export type RequestStep = (req: IncomingMessage, res: ServerResponse) => void;
/** Answers and returns true when the request is its own; false passes it on. */
export type Responder = (req: IncomingMessage, res: ServerResponse) => boolean;
/** Wraps the response before Next writes it; each wraps what the earlier ones wrapped (the last sees Next's bytes first). */
export type ResponseTransform = (req: IncomingMessage, res: ServerResponse) => void;

export interface Pipeline {
  steps: readonly RequestStep[];
  responders: readonly Responder[];
  transforms: readonly ResponseTransform[];
  next: (req: IncomingMessage, res: ServerResponse) => unknown;
}

export function servePipeline({ steps, responders, transforms, next }: Pipeline): RequestListener {
  return (req, res) => {
    for (const step of steps) step(req, res);
    for (const responder of responders) if (responder(req, res)) return;
    for (const transform of transforms) transform(req, res);
    void next(req, res);
  };
}

/**
 * Act as the first proxy: append the peer's address, so the rightmost X-Forwarded-For entry is never the client's
 * claim (src/server/client-ip.ts counts from the right).
 */
export const appendPeerToForwardedFor: RequestStep = (req) => {
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = forwarded ? `${Array.isArray(forwarded) ? forwarded.join(', ') : forwarded}, ${peer}` : peer;
};

/** The parts server/main.ts builds at start (each needs configuration or state), placed in order below. */
export interface SiteParts {
  production: boolean;
  httpLogger: Logger;
  /** Counts the request in flight for the graceful shutdown (server/shutdown.ts). */
  trackInFlight: RequestStep;
  /** Security headers and the page's script sources (src/features/security). */
  applySecurity: RequestStep;
  /** Hashed build assets from their precompressed copies (server/static-assets.ts). */
  serveStaticAsset: Responder;
  /** The language cookie for a switch made before the page hydrated (server/language-choice.ts). */
  rememberLanguageChoice: RequestStep;
  /** Points a query-variant request at its prerendered page (server/query-variants.ts). */
  mapQueryVariant: RequestStep;
  /** Prerendered pages from memory, rewritten and compressed once (server/prerendered-pages.ts). */
  prerenderedPages: PrerenderedPageCache;
  /** Every endpoint of ./endpoints.ts (leads, guest token, CSP reports, health, games, payments, appointments, export). */
  serveEndpoints: Responder;
  /** Brotli/gzip of what Next answers. */
  compress: ResponseTransform;
  /** Next.js: pages, RSC payloads, server actions, images. */
  next: (req: IncomingMessage, res: ServerResponse) => unknown;
}

/** The site's request listener: the whole order of serving, in one list. */
export function sitePipeline(parts: SiteParts): RequestListener {
  return servePipeline({
    steps: [
      parts.trackInFlight,
      (req, res) => void logRequest(req, res, parts.httpLogger),
      appendPeerToForwardedFor,
      markConsoleRequest,
      parts.mapQueryVariant,
      parts.applySecurity,
      parts.rememberLanguageChoice,
    ],
    responders: [refuseUnservableRequest, parts.serveStaticAsset, parts.prerenderedPages.serve, parts.serveEndpoints],
    // The compressor goes first so the paint-first rewrite (wrapped around it) sees the page before it is encoded;
    // the page cache goes last so it keeps Next's own bytes and headers.
    transforms: parts.production ? [parts.compress, paintFirst, allowBackForwardCache, parts.prerenderedPages.capture] : [parts.compress],
    next: parts.next,
  });
}
