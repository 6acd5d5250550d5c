/**
 * GET /api/health for load balancers and operators, answered by the custom server before Next.js. Everyone gets
 * the status and each check's state (200, or 503 when leads cannot be stored or the process is draining); the
 * counts (outbox backlog, dead letters, sockets, latencies) go only to a caller sending `Authorization: Bearer
 * <HEALTH_TOKEN>`, since they tell an outsider how busy the business is.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/json-response';
import { requestPath } from '../http/request-path';
import { buildHealthReport, publicView, type HealthSources } from './health-report';

export const HEALTH_PATH = '/api/health';
const HEALTH_METHODS = 'GET, HEAD';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries the token (compared in constant time; no token configured: never). */
export function holdsHealthToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match ? timingSafeEqual(digest(match[1]!), digest(token)) : false;
}

export function createHealthEndpoint(options: { token?: string; sources: () => HealthSources }): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (requestPath(req) !== HEALTH_PATH) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'method_not_allowed', message: 'Ask for health with GET.' }, { allow: HEALTH_METHODS });
      return true;
    }
    const full = holdsHealthToken(req.headers.authorization, options.token);
    void buildHealthReport(options.sources()).then(({ httpStatus, report }) => {
      if (req.method === 'HEAD') {
        res.writeHead(httpStatus, { 'cache-control': 'no-store' });
        res.end();
        return;
      }
      sendJson(res, httpStatus, full ? report : publicView(report));
    });
    return true;
  };
}
