/**
 * POST /api/csp-reports, answered by the custom server before Next.js: browsers send here what the
 * Content-Security-Policy refused (a third-party tag added in the tag manager from an origin the policy does not
 * list, an injected script), and each violation becomes one warning in the logs. Bounded on every side: body size,
 * reports per request, and reports per client per minute, so a broken page seen by many visitors, or someone
 * posting junk, cannot flood the logs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientIpFrom } from '@/server/client-ip';
import { nodeHeaders } from '@/server/http/header-reader';
import { sendEmpty, sendJson } from '@/server/http/json-response';
import { requestPath } from '@/server/http/request-path';
import { CSP_REPORT_CONTENT_TYPES, CSP_REPORT_PATH, parseCspReport, type CspViolation } from '../csp-violation-report';

/** Browsers send a few kB; a batch of the Reporting API stays well below this. */
export const MAX_REPORT_BODY_BYTES = 64 * 1024;
/** Violations logged per client and minute (a page with a broken tag sends a few per view). */
export const REPORTS_PER_CLIENT_PER_MINUTE = 120;
export const CSP_REPORT_METHODS = 'OPTIONS, POST';

export interface CspReportLogger {
  warn(data: object, message: string): void;
}

type Answer = {
  status: number;
  body?: { error: string; message: string; issues?: Array<{ path: string; message: string }> };
  headers?: Record<string, string>;
};

function send(res: ServerResponse, answer: Answer): void {
  if (answer.body) sendJson(res, answer.status, answer.body, answer.headers);
  else sendEmpty(res, answer.status, answer.headers);
}

/** The body, or undefined once it passed the limit (the 413 is sent and the connection closed by the caller). */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_REPORT_BODY_BYTES) return resolve(undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REPORT_BODY_BYTES) {
        req.removeAllListeners('data');
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface CspReportEndpoint {
  /** Answers the request and returns true when it targets the report path; false lets it through. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}

export function createCspReportEndpoint(logger: CspReportLogger): CspReportEndpoint {
  // Per process: this guards the logs of this process, unlike the leads limit, which is a business rule shared
  // through Redis.
  const limiter = new RateLimiterMemory({ keyPrefix: 'csp-reports', points: REPORTS_PER_CLIENT_PER_MINUTE, duration: 60 });

  async function receive(req: IncomingMessage): Promise<Answer> {
    if (!(CSP_REPORT_CONTENT_TYPES as readonly string[]).includes(mediaType(req))) {
      req.resume();
      return { status: 415, body: { error: 'unsupported_media_type', message: `Send a report as ${CSP_REPORT_CONTENT_TYPES.join(' or ')}.` } };
    }
    const body = await readBody(req);
    if (body === undefined) {
      return {
        status: 413,
        body: { error: 'payload_too_large', message: `A report is at most ${MAX_REPORT_BODY_BYTES} bytes.` },
        headers: { connection: 'close' },
      };
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return { status: 400, body: { error: 'invalid_json', message: 'The body is not JSON.' } };
    }
    const parsed = parseCspReport(json);
    if (!parsed.ok) return { status: 400, body: { error: 'invalid_report', message: 'Not a CSP violation report.', issues: parsed.issues } };
    if (parsed.violations.length === 0) return { status: 204 };

    const client = clientIpFrom(nodeHeaders(req)) ?? 'unknown';
    try {
      await limiter.consume(client, parsed.violations.length);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      return { status: 429, body: { error: 'rate_limited', message: 'Too many reports; try again later.' }, headers: { 'retry-after': retryAfter } };
    }
    const userAgent = String(req.headers['user-agent'] ?? '').slice(0, 200);
    for (const violation of parsed.violations) logger.warn({ ...violation, userAgent } satisfies CspViolation & { userAgent: string }, 'csp violation');
    return { status: 204 };
  }

  return {
    serve(req, res) {
      if (requestPath(req) !== CSP_REPORT_PATH) return false;
      if (req.method === 'POST') {
        receive(req)
          .then((answer) => send(res, answer))
          .catch(() => send(res, { status: 400, body: { error: 'bad_request', message: 'The report could not be read.' } }));
      } else if (req.method === 'OPTIONS') {
        send(res, { status: 204, headers: { allow: CSP_REPORT_METHODS } });
      } else {
        req.resume();
        send(res, { status: 405, body: { error: 'method_not_allowed', message: 'Send reports with POST.' }, headers: { allow: CSP_REPORT_METHODS } });
      }
      return true;
    },
  };
}
