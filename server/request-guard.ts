/**
 * Requests Next.js cannot take, answered here with a clear 4xx instead of the 500 Next would give:
 * a method the Fetch API forbids (Next builds a Request from every request and throws on TRACE) and a
 * path whose percent-encoding does not decode (`/%FF`, `/en/%`; Next's decodeURIComponent throws).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Methods `new Request()` refuses; Node's parser lets TRACE through (CONNECT and TRACK never reach a handler). */
const FORBIDDEN_FETCH_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
export const SERVED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** True when the path (without its query) is valid percent-encoding. */
export function hasDecodablePath(url: string | undefined): boolean {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  try {
    decodeURIComponent(end === -1 ? raw : raw.slice(0, end));
    return true;
  } catch {
    return false;
  }
}

function answer(res: ServerResponse, status: number, body: { error: string; message: string }, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** Answers the request and returns true when Next could not serve it; false lets it through. */
export function refuseUnservableRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method && FORBIDDEN_FETCH_METHODS.has(req.method.toUpperCase())) {
    answer(res, 405, { error: 'method_not_allowed', message: `${req.method} is not served here.` }, { allow: SERVED_METHODS });
    return true;
  }
  if (!hasDecodablePath(req.url)) {
    answer(res, 400, { error: 'malformed_url', message: 'The path is not valid percent-encoding.' });
    return true;
  }
  return false;
}
