// The prerendered-page cache between a fake Next and real HTTP clients: the first visit goes to Next and is kept,
// later ones come from memory with Next's headers and the rewritten bytes (identity, Brotli, gzip, 304, HEAD);
// the query and the language cookie do not change a prerendered page; requests whose answer may differ (RSC, the front
// door with English remembered) and answers with cookies or errors always go to Next.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { servePipeline } from './pipeline';
import { createPrerenderedPageCache, publicPathOf } from './prerendered-pages';

const PAGE = '<!DOCTYPE html><html lang="es"><head><title>Nosotros</title></head><body>Nosotros</body></html>';
const REWRITTEN = PAGE.replace('</head>', '<meta name="rewritten"></head>');

let server: Server | undefined;
afterEach(async () => {
  const current = server;
  server = undefined;
  if (current) await new Promise((resolve) => current.close(resolve));
});

async function start(
  answer: (url: string) => { status: number; headers: Record<string, string | string[]>; body: string } = () => ({ status: 200, headers: {}, body: PAGE }),
) {
  const cached: string[] = [];
  let waiting: (() => void) | undefined;
  const cache = createPrerenderedPageCache({
    routes: ['/es/nosotros', '/en/about', '/es'],
    defaultLocale: 'es',
    rewrite: (html) => Buffer.from(html.toString().replace('</head>', '<meta name="rewritten"></head>')),
    dependsOnVisitor: (req, path) => path === '/' && (req.headers.cookie ?? '').includes('NEXT_LOCALE=en'),
    onCached: (path) => {
      cached.push(path);
      waiting?.();
    },
  });
  const calls: string[] = [];
  server = createServer(
    servePipeline({
      steps: [(_req, res) => res.setHeader('x-request-id', 'ours')],
      responders: [cache.serve],
      transforms: [cache.capture],
      next: (req, res) => {
        calls.push(req.url ?? '');
        const { status, headers, body } = answer(req.url ?? '');
        res.setHeader('x-nextjs-cache', 'HIT');
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', etag: '"abc"', vary: 'rsc', ...headers });
        res.write(body.slice(0, 20));
        res.end(body.slice(20));
      },
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server!.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  const untilCached = (count: number) =>
    new Promise<void>((resolve) => {
      if (cached.length >= count) return resolve();
      waiting = () => cached.length >= count && resolve();
    });
  return { get, calls, cached, untilCached, cache };
}

const es = { cookie: 'consent=1; NEXT_LOCALE=es' };

describe('publicPathOf', () => {
  it('puts the default locale at bare paths', () => {
    expect(publicPathOf('/es', 'es')).toBe('/');
    expect(publicPathOf('/es/servicios/web', 'es')).toBe('/servicios/web');
    expect(publicPathOf('/en/about', 'es')).toBe('/en/about');
    expect(publicPathOf('/estudio', 'es')).toBe('/estudio');
  });
});

describe('prerendered page cache', () => {
  it('asks Next once, then answers from memory with its headers and the rewritten page', async () => {
    const { get, calls, untilCached } = await start();
    const first = await get('/nosotros', es);
    expect(first.body.toString()).toBe(PAGE); // Next's own answer (no rewrite in this pipeline)
    await untilCached(1);

    const second = await get('/nosotros', es);
    expect(calls).toEqual(['/nosotros']);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(REWRITTEN);
    expect(second.headers).toMatchObject({
      'x-nextjs-cache': 'HIT',
      etag: '"abc"',
      vary: 'rsc, Accept-Encoding',
      'x-request-id': 'ours',
      'content-length': String(REWRITTEN.length),
    });

    const br = await get('/nosotros', { ...es, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(REWRITTEN);
    const gz = await get('/nosotros', { ...es, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(REWRITTEN);

    expect((await get('/nosotros', { ...es, 'if-none-match': '"abc"' })).status).toBe(304);
    const head = await get('/nosotros', es, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(calls).toEqual(['/nosotros']);
  });

  it('answers first visits, any language cookie and any query from memory', async () => {
    const { get, calls, untilCached } = await start();
    await get('/nosotros');
    await untilCached(1);
    for (const headers of [{}, es, { cookie: 'NEXT_LOCALE=en' }]) expect((await get('/nosotros', headers)).body.toString()).toBe(REWRITTEN);
    expect((await get('/nosotros?utm_source=google&gclid=1')).body.toString()).toBe(REWRITTEN);
    expect(calls).toEqual(['/nosotros']);
  });

  it('sends to Next what may be answered differently', async () => {
    const { get, calls, untilCached } = await start();
    await get('/nosotros', es);
    await get('/', es);
    await untilCached(2);
    await get('/nosotros', { ...es, rsc: '1' });
    await get('/nosotros/', es);
    await get('/es/nosotros', es);
    await get('/nosotros', es, 'POST');
    await get('/', { cookie: 'NEXT_LOCALE=en' }); // the front door may redirect to the remembered language
    expect((await get('/', es)).body.toString()).toBe(REWRITTEN);
    expect(calls).toEqual(['/nosotros', '/', '/nosotros', '/nosotros/', '/es/nosotros', '/nosotros', '/']);
  });

  it('keeps no answer with a cookie or an error status', async () => {
    const { get, calls, cache } = await start((url) => {
      const headers: Record<string, string> = url === '/en/about' ? { 'set-cookie': 'a=b' } : {};
      return { status: url === '/en/about' ? 200 : 500, headers, body: PAGE };
    });
    await get('/en/about', { cookie: 'NEXT_LOCALE=en' });
    await get('/', es);
    await get('/en/about', { cookie: 'NEXT_LOCALE=en' });
    await get('/', es);
    expect(calls).toEqual(['/en/about', '/', '/en/about', '/']);
    expect(cache.size).toBe(0);
  });
});
