/**
 * Console requests (/admin): the server tells the console's pages the path that was asked for (so a signed-out
 * visitor comes back to it after signing in), and no client may set that header itself. Console pages are private:
 * they keep Next's `no-store` (server/back-forward-cache.ts leaves them alone) and are never prerendered.
 */
import type { IncomingMessage } from 'node:http';
import { CONSOLE_METHOD_HEADER, CONSOLE_PATH_HEADER, isConsolePath } from '../src/features/console/console-paths';
import { requestTarget } from '../src/server/http/request-path';

export function isConsoleRequest(req: IncomingMessage): boolean {
  return isConsolePath(requestTarget(req).pathname);
}

export function markConsoleRequest(req: IncomingMessage): void {
  delete req.headers[CONSOLE_PATH_HEADER];
  delete req.headers[CONSOLE_METHOD_HEADER];
  const { pathname, search } = requestTarget(req);
  if (!isConsolePath(pathname)) return;
  req.headers[CONSOLE_PATH_HEADER] = pathname + search;
  // A form posted without JavaScript carries its server action in the body, not in a header: the guard learns from
  // the method that this is a state change (401/403 answers, origin check) rather than a page (redirect to sign-in).
  req.headers[CONSOLE_METHOD_HEADER] = req.method ?? 'GET';
}
