// Regression of the fuzz suite's findings: TRACE and undecodable paths made Next answer 500; the guard answers 405 / 400.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRequestTarget } from '../src/server/http/request-path';
import { hasDecodablePath, refuseUnservableRequest, SERVED_METHODS } from './request-guard';

describe('hasDecodablePath', () => {
  it('accepts valid encodings and any query, refuses broken escapes in the path', () => {
    for (const url of ['/', '/servicios/web', '/%C3%B1', '/%00', '/a?x=%', '/a?tab=%E0%A4%A', undefined])
      expect(hasDecodablePath(parseRequestTarget(url).pathname), String(url)).toBe(true);
    for (const url of ['/%', '/en/%', '/%FF', '/%E0%A4%A', '/api/guest/%E0%A4%A', '/blog/%C0%AF', '/%G1?x=1'])
      expect(hasDecodablePath(parseRequestTarget(url).pathname), url).toBe(false);
  });
});

describe('refuseUnservableRequest on a real server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (refuseUnservableRequest(req, res)) return;
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers TRACE with 405 and the served methods', async () => {
    const answer = await send('TRACE', '/api/guest/generate-token');
    expect(answer).toMatchObject({ status: 405, allow: SERVED_METHODS });
    expect(JSON.parse(answer.body).error).toBe('method_not_allowed');
  });

  it('answers an undecodable path with 400 and lets everything else through', async () => {
    expect((await send('GET', '/en/%')).status).toBe(400);
    expect(JSON.parse((await send('POST', '/api/leads%E0')).body).error).toBe('malformed_url');
    for (const [method, path] of [
      ['GET', '/'],
      ['POST', '/api/leads'],
      ['PROPFIND', '/'],
      ['GET', '/?q=%'],
    ] as const) {
      expect(await send(method, path), `${method} ${path}`).toMatchObject({ status: 200, body: 'next' });
    }
  });
});
