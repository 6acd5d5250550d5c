/** JSON on Node's response for what answers before the endpoint table (the request guard): never cached, with its length, once. */
import 'server-only';
import type { ServerResponse } from 'node:http';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Writes `body` as the whole answer; does nothing when an answer has already started (a client that left, a second call). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.writableEnded) return;
  const text = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': JSON_CONTENT_TYPE, 'cache-control': 'no-store', 'content-length': String(text.length), ...headers });
  res.end(text);
}
