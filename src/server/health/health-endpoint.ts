/**
 * GET /api/health for load balancers and operators, answered by the custom server before Next.js. Everyone gets
 * the status and each check's state (200, or 503 when leads cannot be stored or the process is draining); the
 * counts (outbox backlog, dead letters, sockets, latencies) go only to a caller sending `Authorization: Bearer
 * <HEALTH_TOKEN>`, since they tell an outsider how busy the business is.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineEndpoint, type Endpoint } from '../http/endpoint';
import { serveEndpoint } from '../http/endpoint-responder';
import { requestPath } from '../http/request-path';
import { buildHealthReport, publicView, type HealthSources } from './health-report';

export const HEALTH_PATH = '/api/health';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries the token (compared in constant time; no token configured: never). */
export function holdsHealthToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match ? timingSafeEqual(digest(match[1]!), digest(token)) : false;
}

/** The endpoint: everyone gets the status, the counts only with the token. */
export function healthEndpoint(options: { token?: string; sources: () => HealthSources }): Endpoint {
  return defineEndpoint({
    path: HEALTH_PATH,
    methods: ['GET', 'HEAD'],
    summary: 'Status for load balancers (200, or 503 when leads cannot be stored or the process drains); counts with a token.',
    sameOrigin: false,
    async handle({ headers }) {
      const full = holdsHealthToken(headers.get('authorization') ?? undefined, options.token);
      const { httpStatus, report } = await buildHealthReport(options.sources());
      return { status: httpStatus, body: full ? report : publicView(report) };
    },
  });
}

/** The endpoint mounted alone on a Node server (tests): true when the request was its own. */
export function createHealthEndpoint(options: { token?: string; sources: () => HealthSources }): (req: IncomingMessage, res: ServerResponse) => boolean {
  const endpoint = healthEndpoint(options);
  return (req, res) => {
    if (requestPath(req) !== HEALTH_PATH) return false;
    serveEndpoint(endpoint, {}, req, res);
    return true;
  };
}
