/** The one way the server's own handlers answer JSON: never cached, with its length, once (Node response or Fetch Response). */
import type { ServerResponse } from 'node:http';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Writes `body` as the whole answer; does nothing when an answer has already started (a client that left, a second call). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.writableEnded) return;
  const text = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': JSON_CONTENT_TYPE, 'cache-control': 'no-store', 'content-length': String(text.length), ...headers });
  res.end(text);
}

/** An answer without a body (204, OPTIONS). */
export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.writableEnded) return;
  res.writeHead(status, { 'cache-control': 'no-store', ...headers });
  res.end();
}

/** The same answer as a Fetch `Response`, for handlers written against Request/Response (leads, games, payments). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': JSON_CONTENT_TYPE, 'cache-control': 'no-store', ...headers } });
}
