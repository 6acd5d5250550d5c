/**
 * Lets the browser keep dynamically rendered pages in its back/forward cache. Next.js answers every dynamic page with
 * `Cache-Control: private, no-cache, no-store, max-age=0, must-revalidate`, and `no-store` keeps a page out of that
 * cache: Back from a service tab or a filtered portfolio reloaded the whole page. The site's dynamic pages are
 * public (dynamic only for their query: tab, filter; nothing in them belongs to one visitor), so a successful HTML
 * page drops `no-store` and keeps the rest: no shared cache may store it (`private`), and the browser revalidates it
 * on every normal visit (`no-cache`, `max-age=0`). Errors, 404s, RSC payloads and API answers keep what they had, and
 * so does the operator console (/admin): its pages show one operator's data, so they stay `no-store`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isConsoleRequest } from './console-requests';
import { isHtml } from './html-response';

/** What Next sends for a page rendered per request (next/dist/server/lib/cache-control.js). */
export const NEXT_DYNAMIC_PAGE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';
/** The same without `no-store`. */
export const PUBLIC_DYNAMIC_PAGE_CACHE_CONTROL = 'private, no-cache, max-age=0, must-revalidate';

/** Call before handing the request to Next: rewrites the header as the response's head is written. */
export function allowBackForwardCache(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  if (isConsoleRequest(req)) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadForBackForwardCache(this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (status === 200 && isHtml(res.getHeader('content-type')) && res.getHeader('cache-control') === NEXT_DYNAMIC_PAGE_CACHE_CONTROL) {
      res.setHeader('cache-control', PUBLIC_DYNAMIC_PAGE_CACHE_CONTROL);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
