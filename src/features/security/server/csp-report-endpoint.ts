/**
 * POST /api/csp-reports: browsers send here what the Content-Security-Policy refused (a third-party tag added in the
 * tag manager from an origin the policy does not list, an injected script), and each violation becomes one warning in
 * the logs. Bounded on every side: body size, reports per request, and reports per client per minute, so a broken page
 * seen by many visitors, or someone posting junk, cannot flood the logs.
 */
import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { defineEndpoint, type Endpoint } from '@/server/http/endpoint';
import { serveEndpoint } from '@/server/http/endpoint-responder';
import { rateLimitedAnswer } from '@/server/http/rate-limit-answer';
import { requestPath } from '@/server/http/request-path';
import { CSP_REPORT_CONTENT_TYPES, CSP_REPORT_PATH, parseCspReport, type CspViolation } from '../csp-violation-report';

/** Browsers send a few kB; a batch of the Reporting API stays well below this. */
export const MAX_REPORT_BODY_BYTES = 64 * 1024;
/** Violations logged per client and minute (a page with a broken tag sends a few per view). */
export const REPORTS_PER_CLIENT_PER_MINUTE = 120;

export interface CspReportLogger {
  warn(data: object, message: string): void;
}

/** The endpoint, writing to `logger`. */
export function cspReportEndpoint(logger: CspReportLogger): Endpoint {
  // Per process and counted per violation, after parsing: this guards the logs of this process (a business limit
  // such as the leads' is shared through Redis), so it is the handler's, not the edge's request limit.
  const limiter = new RateLimiterMemory({ keyPrefix: 'csp-reports', points: REPORTS_PER_CLIENT_PER_MINUTE, duration: 60 });
  return defineEndpoint({
    path: CSP_REPORT_PATH,
    methods: ['POST'],
    summary: 'Content-Security-Policy violation reports (both report formats), one warning in the logs each.',
    // Reports come from any page that has the policy, with whatever Origin the browser gives them.
    sameOrigin: false,
    body: { maxBytes: MAX_REPORT_BODY_BYTES, mediaTypes: CSP_REPORT_CONTENT_TYPES },
    async handle({ input, ip, headers }) {
      const parsed = parseCspReport(input);
      if (!parsed.ok) return { status: 400, body: { error: 'invalid_report', message: 'Not a CSP violation report.', issues: parsed.issues } };
      if (parsed.violations.length === 0) return { status: 204 };
      try {
        await limiter.consume(ip ?? 'unknown', parsed.violations.length);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return rateLimitedAnswer(rejection.msBeforeNext / 1000, 'Too many reports; try again later.');
      }
      const userAgent = (headers.get('user-agent') ?? '').slice(0, 200);
      for (const violation of parsed.violations) logger.warn({ ...violation, userAgent } satisfies CspViolation & { userAgent: string }, 'csp violation');
      return { status: 204 };
    },
  });
}

export interface CspReportEndpoint {
  /** Answers the request and returns true when it targets the report path; false lets it through. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}

/** The endpoint mounted alone on a Node server (tests). */
export function createCspReportEndpoint(logger: CspReportLogger): CspReportEndpoint {
  const endpoint = cspReportEndpoint(logger);
  return {
    serve(req, res) {
      if (requestPath(req) !== CSP_REPORT_PATH) return false;
      serveEndpoint(endpoint, {}, req, res);
      return true;
    },
  };
}
