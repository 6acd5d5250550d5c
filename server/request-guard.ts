/**
 * Requests Next.js cannot take, answered here with a clear 4xx instead of the 500 Next would give:
 * a method the Fetch API forbids (Next builds a Request from every request and throws on TRACE) and a
 * path whose percent-encoding does not decode (`/%FF`, `/en/%`; Next's decodeURIComponent throws).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../src/server/http/json-response';
import { requestPath } from '../src/server/http/request-path';

/** Methods `new Request()` refuses; Node's parser lets TRACE through (CONNECT and TRACK never reach a handler). */
const FORBIDDEN_FETCH_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
export const SERVED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** True when the path is valid percent-encoding. */
export function hasDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Answers the request and returns true when Next could not serve it; false lets it through. */
export function refuseUnservableRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method && FORBIDDEN_FETCH_METHODS.has(req.method.toUpperCase())) {
    sendJson(res, 405, { error: 'method_not_allowed', message: `${req.method} is not served here.` }, { allow: SERVED_METHODS });
    return true;
  }
  if (!hasDecodablePath(requestPath(req))) {
    sendJson(res, 400, { error: 'malformed_url', message: 'The path is not valid percent-encoding.' });
    return true;
  }
  return false;
}
