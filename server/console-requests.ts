/**
 * Console requests (/admin): the server tells the console's pages the path that was asked for (so a signed-out
 * visitor comes back to it after signing in), and no client may set that header itself. Console pages are private:
 * they keep Next's `no-store` (server/back-forward-cache.ts leaves them alone) and are never prerendered.
 */
import type { IncomingMessage } from 'node:http';
import { CONSOLE_PATH_HEADER, isConsolePath } from '../src/features/console/console-paths';
import { requestTarget } from '../src/server/http/request-path';

export function isConsoleRequest(req: IncomingMessage): boolean {
  return isConsolePath(requestTarget(req).pathname);
}

export function markConsoleRequest(req: IncomingMessage): void {
  delete req.headers[CONSOLE_PATH_HEADER];
  const { pathname, search } = requestTarget(req);
  if (isConsolePath(pathname)) req.headers[CONSOLE_PATH_HEADER] = pathname + search;
}
