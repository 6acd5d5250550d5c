// Request ids and request lines: kept or made ids, echoed header, path without query, levels by path and status.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { levelFor, logRequest, requestIdFrom } from './request-log';

describe('requestIdFrom', () => {
  it('keeps a short token id from the proxy', () => {
    expect(requestIdFrom('3f1c9a7e-5b7d-4c1e-9a40-0f7c1b2a9d10')).toBe('3f1c9a7e-5b7d-4c1e-9a40-0f7c1b2a9d10');
    expect(requestIdFrom(['abc.DEF_1:2-3', 'second'])).toBe('abc.DEF_1:2-3');
  });

  it('replaces missing, long or unsafe ids with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'a'.repeat(65), 'id with spaces', 'x\nfake log line', '<script>', 'id;drop']) {
      expect(requestIdFrom(bad)).toMatch(uuid);
    }
  });
});

describe('levelFor', () => {
  it('logs pages at info, static files and passing probes at debug, failures louder', () => {
    expect(levelFor('/en/servicios', 200)).toBe('info');
    expect(levelFor('/nope', 404)).toBe('info');
    expect(levelFor('/_next/static/chunks/app.js', 200)).toBe('debug');
    expect(levelFor('/images/logo.svg', 200)).toBe('debug');
    expect(levelFor('/api/health', 200)).toBe('debug');
    expect(levelFor('/api/health', 503)).toBe('warn');
    expect(levelFor('/api/leads', 500)).toBe('error');
  });
});

describe('logRequest on a real server', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('echoes the id, hands it to the handler and writes one line with method, path, status and duration', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = pino({ level: 'debug' }, sink);
    const seenByHandler: string[] = [];
    server = createServer((req, res) => {
      logRequest(req, res, logger);
      seenByHandler.push(String(req.headers['x-request-id']));
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      setTimeout(() => res.end('ok'), 20);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const kept = await fetch(`${base}/missing?email=rosa@example.com`, { headers: { 'x-request-id': 'proxy-42' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-42');
    const made = await fetch(`${base}/_next/static/app.js`, { headers: { 'x-request-id': 'bad id; x' } });
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(seenByHandler).toEqual(['proxy-42', madeId]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, reqId: 'proxy-42', method: 'GET', path: '/missing', status: 404, msg: 'request' });
    expect(lines[0]!.durationMs).toBeGreaterThanOrEqual(15);
    expect(JSON.stringify(lines)).not.toContain('rosa@example.com');
    expect(lines[1]).toMatchObject({ level: 20, reqId: madeId, path: '/_next/static/app.js', status: 200 });
  });
});
