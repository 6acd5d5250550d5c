/**
 * POST /api/guest/generate-token, answered by the custom server before Next.js sees the request.
 * A token is a few microseconds of signing; through Next's router it cost milliseconds of the one event
 * loop that also carries every chat socket, and a crowd arriving at once asks for thousands of them.
 * Tokens are limited per IP (429 with Retry-After): each is a new guest, stored on its first connection.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientIpOfRaw } from '@/server/client-ip';
import { sendEmpty, sendJson } from '@/server/http/json-response';
import { requestPath } from '@/server/http/request-path';
import { GUEST_TOKEN_PATH, type GuestTokenResponse } from '../protocol';
import { spend } from './darky-limits';
import { issueGuestToken } from './guest-token';

/** OPTIONS keeps the answer Next gave this POST-only route (204), so it is listed as allowed too. */
export const GUEST_TOKEN_METHODS = 'OPTIONS, POST';

export interface GuestTokenEndpointLogger {
  error(data: object, message: string): void;
}

/**
 * The custom server has already appended the peer to X-Forwarded-For (server/main.ts); a bare http.Server (tests)
 * has not, and the peer is the client.
 */
export function requestIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  return (forwarded ? clientIpOfRaw(forwarded, undefined) : clientIpOfRaw(undefined, req.socket.remoteAddress)) ?? 'unknown';
}

async function issue(
  req: IncomingMessage,
  res: ServerResponse,
  logger: GuestTokenEndpointLogger | undefined,
  limiter: RateLimiterAbstract | undefined,
): Promise<void> {
  try {
    if (limiter) {
      const verdict = await spend([limiter, requestIp(req)]);
      if (!verdict.allowed) {
        sendJson(
          res,
          429,
          { error: 'rate_limited', message: 'Too many guest tokens from this address: keep the one you have, or try again later.' },
          { 'retry-after': String(verdict.retryAfterSeconds) },
        );
        return;
      }
    }
    const { token, expiresAt } = await issueGuestToken();
    sendJson(res, 200, { token, expiresAt } satisfies GuestTokenResponse);
  } catch (error) {
    logger?.error({ err: error }, 'guest token not issued');
    sendJson(res, 500, { error: 'server_error', message: 'The guest token could not be issued.' });
  }
}

/**
 * Answers the request and returns true when it targets the guest-token path; false lets it through to Next.
 * The request body means nothing here and is not read (Node discards what is left once the answer is sent).
 * `limiter`: tokens per IP (Darky's runtime gives the site's; without one, tokens are unlimited).
 */
export function serveGuestToken(req: IncomingMessage, res: ServerResponse, logger?: GuestTokenEndpointLogger, limiter?: RateLimiterAbstract): boolean {
  if (requestPath(req) !== GUEST_TOKEN_PATH) return false;
  if (req.method === 'POST') {
    void issue(req, res, logger, limiter);
  } else if (req.method === 'OPTIONS') {
    sendEmpty(res, 204, { allow: GUEST_TOKEN_METHODS });
  } else {
    sendJson(res, 405, { error: 'method_not_allowed', message: 'Ask for a guest token with POST.' }, { allow: GUEST_TOKEN_METHODS });
  }
  return true;
}
