/**
 * POST /api/guest/generate-token, answered by the custom server before Next.js sees the request.
 * A token is a few microseconds of signing; through Next's router it cost milliseconds of the one event
 * loop that also carries every chat socket, and a crowd arriving at once asks for thousands of them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestPathname } from '@/server/request-path';
import { GUEST_TOKEN_PATH, type GuestTokenResponse } from '../protocol';
import { issueGuestToken } from './guest-token';

/** OPTIONS keeps the answer Next gave this POST-only route (204), so it is listed as allowed too. */
export const GUEST_TOKEN_METHODS = 'OPTIONS, POST';

export interface GuestTokenEndpointLogger {
  error(data: object, message: string): void;
}

function answerJson(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

async function issue(res: ServerResponse, logger: GuestTokenEndpointLogger | undefined): Promise<void> {
  try {
    const { token, expiresAt } = await issueGuestToken();
    answerJson(res, 200, { token, expiresAt } satisfies GuestTokenResponse);
  } catch (error) {
    logger?.error({ err: error }, 'guest token not issued');
    if (!res.headersSent) answerJson(res, 500, { error: 'server_error', message: 'The guest token could not be issued.' });
  }
}

/**
 * Answers the request and returns true when it targets the guest-token path; false lets it through to Next.
 * The request body means nothing here and is not read (Node discards what is left once the answer is sent).
 */
export function serveGuestToken(req: IncomingMessage, res: ServerResponse, logger?: GuestTokenEndpointLogger): boolean {
  if (requestPathname(req.url) !== GUEST_TOKEN_PATH) return false;
  if (req.method === 'POST') {
    void issue(res, logger);
  } else if (req.method === 'OPTIONS') {
    res.writeHead(204, { allow: GUEST_TOKEN_METHODS });
    res.end();
  } else {
    answerJson(res, 405, { error: 'method_not_allowed', message: 'Ask for a guest token with POST.' }, { allow: GUEST_TOKEN_METHODS });
  }
  return true;
}
