/**
 * POST /api/guest/generate-token, answered by the custom server before Next.js sees the request.
 * A token is a few microseconds of signing; through Next's router it cost milliseconds of the one event
 * loop that also carries every chat socket, and a crowd arriving at once asks for thousands of them.
 * Tokens are limited per IP (429 with Retry-After): each is a new guest, stored on its first connection.
 */
import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { allowedMethods, defineEndpoint, type Endpoint } from '@/server/http/endpoint';
import { serveEndpoint, type EndpointLogger } from '@/server/http/endpoint-responder';
import { requestPath } from '@/server/http/request-path';
import { GUEST_TOKEN_PATH, type GuestTokenResponse } from '../protocol';
import { spend } from './darky-limits';
import { issueGuestToken } from './guest-token';

/**
 * The endpoint; `limiter()`: tokens per IP (Darky's runtime gives the site's; without one, tokens are unlimited).
 * The request body means nothing here and is never read (Node discards what is left once the answer is sent).
 */
export function guestTokenEndpoint(limiter: () => RateLimiterAbstract | undefined): Endpoint {
  return defineEndpoint({
    path: GUEST_TOKEN_PATH,
    methods: ['POST'],
    summary: 'A signed guest token for Darky’s socket (limited per IP).',
    // Asked by the site's own chat; a token from elsewhere is only a new guest, bounded by the same per-IP limit.
    sameOrigin: false,
    async limit({ ip }) {
      const tokensPerIp = limiter();
      return tokensPerIp ? spend([tokensPerIp, ip ?? 'unknown']) : { allowed: true };
    },
    async handle() {
      const { token, expiresAt } = await issueGuestToken();
      return { status: 200, body: { token, expiresAt } satisfies GuestTokenResponse };
    },
  });
}

/** OPTIONS keeps the answer Next gave this POST-only route (204), so it is listed as allowed too. */
export const GUEST_TOKEN_METHODS = allowedMethods({ methods: ['POST'] });

/** The endpoint mounted alone on a Node server (tests): true when the request was its own. */
export function serveGuestToken(req: IncomingMessage, res: ServerResponse, logger?: EndpointLogger, limiter?: RateLimiterAbstract): boolean {
  if (requestPath(req) !== GUEST_TOKEN_PATH) return false;
  serveEndpoint(
    guestTokenEndpoint(() => limiter),
    {},
    req,
    res,
    logger,
  );
  return true;
}
