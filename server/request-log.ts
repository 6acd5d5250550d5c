/**
 * Request ids and one log line per HTTP request. An incoming `x-request-id` (from a proxy) is kept
 * when it is a short token, else a new one is made; it is echoed in the response and passed on to
 * Next in the request headers. Lines carry the path without its query (tokens travel there).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestPath } from '../src/server/http/request-path';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The status logged for a request the client abandoned before any answer was sent. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Letters, digits, `.`, `_`, `-`, `:`; up to 64: enough for UUIDs and proxy ids, nothing to inject into logs. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate && REQUEST_ID_PATTERN.test(candidate) ? candidate : randomUUID();
}

/** Static files and health probes would drown the useful lines; they log at debug (a failing probe still warns). */
function isRoutine(path: string): boolean {
  return path.startsWith('/_next/static/') || path.startsWith('/images/') || path === '/api/health';
}

export type RequestLevel = 'debug' | 'info' | 'warn' | 'error';

export function levelFor(path: string, status: number): RequestLevel {
  if (status >= 500) return path === '/api/health' ? 'warn' : 'error';
  return isRoutine(path) ? 'debug' : 'info';
}

/** Gives the request its id (header in and out) and logs one line when the response ends or the client leaves. */
export function logRequest(req: IncomingMessage, res: ServerResponse, logger: Logger): string {
  const started = process.hrtime.bigint();
  const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  // The path alone (query strings may carry tokens or personal data), bounded for the log line.
  const path = requestPath(req).slice(0, 512);
  let logged = false;
  const done = () => {
    if (logged) return;
    logged = true;
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    const aborted = !res.writableFinished;
    // Nothing answered (the client left first, e.g. after a Content-Length it never sent): res.statusCode is only
    // Node's default 200, so the line says 499 (client closed request), as nginx does.
    const status = aborted && !res.headersSent ? CLIENT_CLOSED_REQUEST : res.statusCode;
    const line = { reqId: id, method: req.method, path, status, durationMs, ...(aborted ? { aborted } : {}) };
    logger[levelFor(path, status)](line, aborted ? 'request aborted' : 'request');
  };
  res.once('finish', done);
  res.once('close', done);
  return id;
}
