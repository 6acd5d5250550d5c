/** The one parser of a request's target, for every step that answers or routes before Next.js does. */
import 'server-only';
import type { IncomingMessage } from 'node:http';

export interface RequestTarget {
  /** The path as sent (still percent-encoded), without query or fragment; '/' for an empty or unparsable target. */
  pathname: string;
  /** The query with its '?', or ''. */
  search: string;
}

/** Parsed once per request: the logger, the security headers and each handler read the same result. */
const parsed = new WeakMap<IncomingMessage, RequestTarget>();

/** Splits a request target; absolute-form targets (from proxies) are reduced to their path, a malformed one to '/'. */
export function parseRequestTarget(target: string | undefined): RequestTarget {
  const raw = target ?? '/';
  const end = raw.search(/[?#]/);
  const path = end === -1 ? raw : raw.slice(0, end);
  const search = end !== -1 && raw[end] === '?' ? raw.slice(end).split('#')[0]! : '';
  if (path.startsWith('/')) return { pathname: path, search };
  try {
    const url = new URL(raw, 'http://localhost');
    return { pathname: url.pathname, search: url.search };
  } catch {
    return { pathname: '/', search: '' };
  }
}

/** The request's target, parsed on first use. */
export function requestTarget(req: IncomingMessage): RequestTarget {
  let target = parsed.get(req);
  if (!target) {
    target = parseRequestTarget(req.url);
    parsed.set(req, target);
  }
  return target;
}

/** The request's path alone (query strings may carry tokens or personal data). */
export function requestPath(req: IncomingMessage): string {
  return requestTarget(req).pathname;
}

/** Points the request at another target (a prerendered query variant): every later step and Next see the new one. */
export function retarget(req: IncomingMessage, target: string): void {
  req.url = target;
  parsed.set(req, parseRequestTarget(target));
}
