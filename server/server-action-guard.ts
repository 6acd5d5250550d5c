/**
 * Server actions refused as the client's mistake before Next.js sees them. Next answers a cross-origin action with a
 * 500 and a console error, and a body it cannot decode with a 500 and an error-level stack: anyone could raise error
 * alerts. Here a forged Origin gets 403, a malformed or oversized body 400/413 (warn level); a sound body, read once
 * to be checked, reaches Next in a replayed request carrying the same headers and bytes.
 */
import { IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { sendJson } from '../src/server/http/json-response';
import { requestPath } from '../src/server/http/request-path';

/** Next's default `serverActions.bodySizeLimit` (next.config.ts sets none). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

export interface ActionGuardLogger {
  warn(data: object, message: string): void;
}

type Verdict = { ok: true } | { ok: false; status: 400 | 403 | 413; error: string; message: string };

/** What Next would treat as a server action: a POST to a page with the Next-Action header, or a multipart form post. */
export function isServerActionRequest(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const pathname = requestPath(req);
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  return typeof req.headers['next-action'] === 'string' || isMultipart(req);
}

function isMultipart(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** The host the request was sent to, as Next compares it (X-Forwarded-Host first). */
function requestHost(req: IncomingMessage): string | undefined {
  const forwarded = req.headers['x-forwarded-host'];
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || req.headers.host;
  return value || undefined;
}

/**
 * Same check as Next's CSRF guard: an Origin header, when present, must name the host the request was sent to (a
 * browser always sends one on a POST; a hand-made request without it carries no one's cookies but its author's).
 */
export function checkActionOrigin(req: IncomingMessage): Verdict {
  const origin = req.headers.origin;
  if (origin === undefined) return { ok: true };
  let originHost: string | undefined;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (originHost && originHost === requestHost(req)) return { ok: true };
  return { ok: false, status: 403, error: 'forbidden', message: 'A server action is only accepted from this site.' };
}

const requireFromHere = createRequire(import.meta.url);

/** Parses a multipart body with the busboy Next itself uses: a body it cannot parse would fail there too. */
function parsesAsMultipart(headers: IncomingMessage['headers'], body: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    let parser: NodeJS.WritableStream & { on(event: string, listener: (...args: unknown[]) => void): unknown };
    try {
      const busboy = requireFromHere('next/dist/compiled/busboy') as (options: object) => typeof parser;
      parser = busboy({ headers, defParamCharset: 'utf8', limits: { fieldSize: ACTION_BODY_LIMIT } });
    } catch {
      resolve(false);
      return;
    }
    parser.on('file', (...args: unknown[]) => (args[1] as NodeJS.ReadableStream).resume());
    parser.on('error', () => resolve(false));
    parser.on('close', () => resolve(true));
    parser.end(body);
  });
}

/**
 * A fetch action's plain body is React's encodeReply of the arguments: a JSON array. Anything else (bytes, an object,
 * broken JSON) is what Next would fail to decode or to call with.
 */
export async function checkActionBody(req: IncomingMessage, body: Buffer): Promise<Verdict> {
  const malformed = { ok: false, status: 400, error: 'malformed_action', message: 'The server action request is malformed.' } as const;
  if (isMultipart(req)) return (await parsesAsMultipart(req.headers, body)) ? { ok: true } : malformed;
  if (typeof req.headers['next-action'] !== 'string') return { ok: true };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? { ok: true } : malformed;
  } catch {
    return malformed;
  }
}

/** Reads the body up to the limit; undefined when it is larger (or the client went away). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large' | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (value: Buffer | 'too-large' | undefined) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        settle('too-large');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => settle(Buffer.concat(chunks)));
    req.on('error', () => settle(undefined));
    req.on('close', () => settle(req.complete ? Buffer.concat(chunks) : undefined));
  });
}

/**
 * The request again, its body already read: a fresh IncomingMessage on the same socket with the same method, URL and
 * headers (the pipeline's edits included) whose stream yields `body`. (Next's production runtime reads the action
 * body from the request stream only; its `actionBody` meta is for forwarded actions.)
 */
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(req.socket);
  replay.method = req.method;
  replay.url = req.url;
  replay.headers = req.headers;
  replay.rawHeaders = req.rawHeaders;
  replay.httpVersion = req.httpVersion;
  replay.httpVersionMajor = req.httpVersionMajor;
  replay.httpVersionMinor = req.httpVersionMinor;
  replay.complete = true;
  replay.push(body);
  replay.push(null);
  return replay;
}

/** Wraps Next's handler: server action requests pass only with a same-site Origin and a body Next can decode. */
export function guardServerActions(
  next: (req: IncomingMessage, res: ServerResponse) => unknown,
  logger: ActionGuardLogger,
): (req: IncomingMessage, res: ServerResponse) => unknown {
  return (req, res) => {
    if (!isServerActionRequest(req)) return next(req, res);
    const refuse = (verdict: Exclude<Verdict, { ok: true }>) => {
      // A client's mistake or an attack attempt: worth a warning, never an error alert.
      logger.warn({ method: req.method, path: requestPath(req), status: verdict.status, reason: verdict.error }, 'server action refused');
      sendJson(res, verdict.status, { error: verdict.error, message: verdict.message }, verdict.status === 413 ? { connection: 'close' } : {});
    };
    const origin = checkActionOrigin(req);
    if (!origin.ok) {
      refuse(origin);
      req.resume();
      return undefined;
    }
    return readBody(req, ACTION_BODY_LIMIT).then(async (body) => {
      if (body === undefined) return; // the client went away mid-body: nobody to answer
      if (body === 'too-large') return refuse({ ok: false, status: 413, error: 'payload_too_large', message: 'The server action request is too large.' });
      const verdict = await checkActionBody(req, body);
      if (!verdict.ok) return refuse(verdict);
      return next(replayRequest(req, body), res);
    });
  };
}
