/**
 * Mounts a table of endpoints on the custom server: the first whose path matches answers the request (through
 * ./endpoint.ts's fixed order of checks) and writes the answer on Node's response; other paths pass on to Next.
 */
import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { clientIpFrom } from '../client-ip';
import { readNodeBody } from './capped-body';
import { answerEndpoint, type Endpoint, type EndpointAnswer } from './endpoint';
import { nodeHeaders, type HeaderReader } from './header-reader';
import { JSON_CONTENT_TYPE } from './json-response';
import { requestTarget } from './request-path';

export interface EndpointLogger {
  error(data: object, message: string): void;
}

/** Answers and returns true when the request is one of the endpoints'; false passes it on. */
export type EndpointResponder = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The client's address: the custom server has appended the peer to X-Forwarded-For (server/pipeline.ts); a bare
 * http.Server (tests) has not, and the peer is the client.
 */
function clientIp(req: IncomingMessage, headers: HeaderReader): string | undefined {
  if (req.headers['x-forwarded-for']) return clientIpFrom(headers);
  const peer = req.socket.remoteAddress;
  return peer ? clientIpFrom({ get: (name) => (name === 'x-forwarded-for' ? peer : null) }) : undefined;
}

function isStream(body: unknown): body is AsyncIterable<Uint8Array | string> {
  return typeof body === 'object' && body !== null && Symbol.asyncIterator in body;
}

/** Writes an answer once (nothing when an answer has started: a client that left, a second call). */
export function writeAnswer(req: IncomingMessage, res: ServerResponse, { status, body, headers = {} }: EndpointAnswer): void {
  if (res.headersSent || res.writableEnded) return;
  const head = req.method === 'HEAD';
  if (body === undefined) {
    res.writeHead(status, { 'cache-control': 'no-store', ...headers });
    res.end();
    return;
  }
  if (isStream(body)) {
    res.writeHead(status, { 'cache-control': 'no-store', ...headers });
    if (head) return void res.end();
    // A client that leaves mid-download ends the stream's source too (its `return`).
    pipeline(Readable.from(body), res).catch(() => res.destroy());
    return;
  }
  const bytes = typeof body === 'string' || body instanceof Uint8Array ? Buffer.from(body) : Buffer.from(JSON.stringify(body));
  const type = typeof body === 'string' || body instanceof Uint8Array ? {} : { 'content-type': JSON_CONTENT_TYPE };
  res.writeHead(status, { ...type, 'cache-control': 'no-store', 'content-length': String(bytes.length), ...headers });
  res.end(head ? undefined : bytes);
}

/** Answers one request with `endpoint` (its path already matched, `params` from it). */
export function serveEndpoint(endpoint: Endpoint, params: Record<string, string>, req: IncomingMessage, res: ServerResponse, logger?: EndpointLogger): void {
  const headers = nodeHeaders(req);
  answerEndpoint(
    endpoint,
    {
      method: req.method ?? 'GET',
      params,
      query: () => new URLSearchParams(requestTarget(req).search),
      headers,
      ip: clientIp(req, headers),
      readBody: (limit) => readNodeBody(req, limit),
    },
    (error) => logger?.error({ err: error, path: endpoint.path }, 'endpoint failed'),
  ).then(
    (answer) => writeAnswer(req, res, answer),
    (error: unknown) => {
      // Only a client that left mid-body gets here (answerEndpoint answers every failure of its own).
      if (!req.destroyed) logger?.error({ err: error, path: endpoint.path }, 'request could not be read');
      writeAnswer(req, res, { status: 400, body: { error: 'bad_request', message: 'The request could not be read.' } });
    },
  );
}

/** One responder for a table of endpoints: exact paths through a map, paths with parameters in order after them. */
export function endpointResponder(endpoints: readonly Endpoint[], logger?: EndpointLogger): EndpointResponder {
  const exact = new Map(endpoints.filter((endpoint) => !endpoint.path.includes(':')).map((endpoint) => [endpoint.path, endpoint]));
  const patterned = endpoints.filter((endpoint) => endpoint.path.includes(':'));
  const seen = new Set<string>();
  for (const endpoint of endpoints) {
    if (seen.has(endpoint.path)) throw new Error(`two endpoints declare ${endpoint.path}`);
    seen.add(endpoint.path);
  }
  return (req, res) => {
    const pathname = requestTarget(req).pathname;
    const found = exact.get(pathname);
    if (found) {
      serveEndpoint(found, {}, req, res, logger);
      return true;
    }
    for (const endpoint of patterned) {
      const params = endpoint.match(pathname);
      if (params) {
        serveEndpoint(endpoint, params, req, res, logger);
        return true;
      }
    }
    return false;
  };
}
