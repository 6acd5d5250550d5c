// The precompressed static assets, served by a real HTTP server from a build-like folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, createStaticAssetHandler } from './static-assets';

describe('acceptedEncodings', () => {
  it('reads the Accept-Encoding list and drops what has q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.8')]).toEqual(['gzip']);
    expect([...acceptedEncodings(['gzip', 'BR;q=1.0'])]).toEqual(['gzip', 'br']);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});

describe('createStaticAssetHandler on a real server', () => {
  const chunk = `console.log(${JSON.stringify('darko '.repeat(500))});`;
  let dir: string;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'app.js'), chunk);
    writeFileSync(path.join(dir, 'chunks', 'app.js.br'), brotliCompressSync(chunk));
    writeFileSync(path.join(dir, 'chunks', 'app.js.gz'), gzipSync(chunk));
    writeFileSync(path.join(dir, 'chunks', 'plain.css'), 'body{}'); // no compressed copy: left to Next
    const serve = createStaticAssetHandler(dir);
    server = createServer((req, res) => {
      if (serve(req, res)) return;
      res.setHeader('x-served-by', 'next');
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('sends the Brotli copy to a browser that accepts it, cacheable for a year', async () => {
    const answer = await send('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(chunk);
  });

  it('sends gzip when Brotli is refused, also with a query string', async () => {
    const answer = await send('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'gzip, br;q=0' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(chunk);
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await send('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('leaves to Next what it has no copy for, what the client cannot decode, other paths and methods', async () => {
    const cases = [
      send('/_next/static/chunks/app.js'),
      send('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }),
      send('/_next/static/chunks/plain.css', { 'accept-encoding': 'br' }),
      send('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }),
      send('/_next/static/chunks/../chunks/app.js', { 'accept-encoding': 'br' }),
      send('/_next/static/chunks/app.js.br', { 'accept-encoding': 'br' }),
      send('/chunks/app.js', { 'accept-encoding': 'br' }),
      send('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST'),
    ];
    for (const answer of await Promise.all(cases)) {
      expect(answer.headers['x-served-by']).toBe('next');
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
  });
});
