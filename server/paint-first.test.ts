// The paint-first rewrite: the pure head transform, and the response wrapper on a real server behind the real compressor.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/features/security/server/inline-script-hashes';
import { afterPaintScripts, deferBootstrapScripts, PAINT_FIRST_LOADER, PAINT_FIRST_LOADER_HASH, paintFirst } from './paint-first';

const HEAD =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async="" nonce="abc"></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/signed.js" async="" integrity="sha384-x"></script>' +
  '<script>self.__inline=1</script><title>Darko</title>';
const BODY = '</head><body><main><h1>Hola</h1><script src="/_next/static/chunks/late.js" async=""></script></main></body></html>';

describe('deferBootstrapScripts', () => {
  const rewritten = deferBootstrapScripts(HEAD);

  it('lists the async bootstrap scripts for after the paint instead of fetching them, and adds the loader at the end', () => {
    expect(afterPaintScripts(rewritten)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
    expect(rewritten).not.toContain('<script src="/_next/static/chunks/main.js"');
    expect(rewritten).not.toContain('src="/_next/static/chunks/page.js"');
    expect(rewritten).not.toMatch(/rel="preload"/);
    expect(rewritten.endsWith(`<script>${PAINT_FIRST_LOADER}</script>`)).toBe(true);
  });

  it('leaves a script whose address is not a plain path as it is (nothing the JSON block could mis-read)', () => {
    const odd = '<head><script src="/_next/static/chunks/a.js?x=1&amp;y=2" async=""></script><script src="https://cdn.example/x.js" async=""></script>';
    expect(deferBootstrapScripts(odd)).toBe(odd);
  });

  it('leaves legacy, integrity-checked and inline scripts as they are', () => {
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(rewritten).toContain('<script src="/_next/static/chunks/signed.js" async="" integrity="sha384-x"></script>');
    expect(rewritten).toContain('<script>self.__inline=1</script>');
  });

  it("leaves Next's error shell alone: it paints nothing until its scripts run", () => {
    const shell = HEAD.replace('<html lang="es">', '<html id="__next_error__">');
    expect(deferBootstrapScripts(shell)).toBe(shell);
  });

  it('returns a head without bootstrap scripts unchanged', () => {
    const plain = '<html><head><title>x</title><script>1</script>';
    expect(deferBootstrapScripts(plain)).toBe(plain);
  });

  it('publishes the CSP hash of exactly the loader it writes', () => {
    expect(inlineScriptHashes(rewritten)).toContain(PAINT_FIRST_LOADER_HASH);
  });
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

describe('paintFirst on a real server behind compression', () => {
  const routes = new Map<string, Handler>();
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    server = createServer((req, res) => {
      compress(req, res, () => undefined);
      paintFirst(req, res);
      routes.get(req.url ?? '')?.(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(path: string, { method = 'GET', encoding = 'br' } = {}) {
    return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
      const req = request({ port, path, method, headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('rewrites a streamed page whose </head> falls across chunks, then compresses it', async () => {
    routes.set('/streamed', (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      const page = HEAD + BODY;
      const split = HEAD.length + 3; // inside "</head>"
      res.write(page.slice(0, 40));
      res.write(Buffer.from(page.slice(40, split)));
      setTimeout(() => res.end(page.slice(split)), 5);
    });
    const { headers, body } = await get('/streamed');
    expect(headers['content-encoding']).toBe('br');
    expect(body).toBe(deferBootstrapScripts(HEAD) + BODY);
    // Only the head changes: a script later in the body is the page's own business.
    expect(body).toContain('<script src="/_next/static/chunks/late.js" async=""></script>');
  });

  it('drops a Content-Length the rewrite makes wrong, set by header or by writeHead', async () => {
    routes.set('/sized', (_req, res) => {
      const page = Buffer.from(HEAD + BODY);
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-length', page.length);
      res.end(page);
    });
    routes.set('/explicit', (_req, res) => {
      const page = Buffer.from(HEAD + BODY);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(page.length) });
      res.end(page);
    });
    for (const path of ['/sized', '/explicit']) {
      for (const encoding of ['br', 'identity']) {
        const { status, body } = await get(path, { encoding });
        expect(status).toBe(200);
        expect(body, `${path} ${encoding}`).toBe(deferBootstrapScripts(HEAD) + BODY);
      }
    }
  });

  it('passes other responses and other methods through untouched', async () => {
    const json = JSON.stringify({ html: HEAD });
    routes.set('/data', (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', Buffer.byteLength(json));
      res.end(json);
    });
    expect((await get('/data', { encoding: 'identity' })).body).toBe(json);
    expect((await get('/data', { encoding: 'identity' })).headers['content-length']).toBe(String(Buffer.byteLength(json)));

    routes.set('/head', (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-length', 1234);
      res.end();
    });
    const head = await get('/head', { method: 'HEAD', encoding: 'identity' });
    expect(head.headers['content-length']).toBe('1234');
  });

  it('sends a page without a head as it is', async () => {
    const fragment = '<p>no head here</p>'.repeat(10);
    routes.set('/fragment', (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.write(fragment.slice(0, 7));
      res.end(fragment.slice(7));
    });
    expect((await get('/fragment')).body).toBe(fragment);
  });
});
