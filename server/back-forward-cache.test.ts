// Dynamic pages may enter the back/forward cache: Next's `no-store` is dropped from successful HTML pages only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowBackForwardCache, NEXT_DYNAMIC_PAGE_CACHE_CONTROL, PUBLIC_DYNAMIC_PAGE_CACHE_CONTROL } from './back-forward-cache';

/** Answers like Next: headers set one by one, then the body; the query picks status and type. */
function nextLikeAnswer(req: IncomingMessage, res: ServerResponse): void {
  const query = new URL(req.url ?? '/', 'http://x').searchParams;
  res.statusCode = Number(query.get('status') ?? 200);
  res.setHeader('content-type', query.get('type') ?? 'text/html; charset=utf-8');
  res.setHeader('cache-control', query.get('cache') ?? NEXT_DYNAMIC_PAGE_CACHE_CONTROL);
  if (query.has('explicit')) res.writeHead(res.statusCode);
  res.end('<!DOCTYPE html><p>hola</p>');
}

describe('allowBackForwardCache', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      allowBackForwardCache(req, res);
      nextLikeAnswer(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const cacheControl = async (query: string, method = 'GET') => (await fetch(`${base}/?${query}`, { method })).headers.get('cache-control');

  it('drops no-store from a dynamic page, keeping it private and revalidated on every visit', async () => {
    expect(await cacheControl('')).toBe(PUBLIC_DYNAMIC_PAGE_CACHE_CONTROL);
    expect(await cacheControl('explicit=1')).toBe(PUBLIC_DYNAMIC_PAGE_CACHE_CONTROL);
    expect(await cacheControl('', 'HEAD')).toBe(PUBLIC_DYNAMIC_PAGE_CACHE_CONTROL);
  });

  it("keeps no-store on the operator console's pages (/admin and below), which show private data", async () => {
    for (const path of ['/admin', '/admin/leads', '/admin/leads?q=ana']) {
      expect((await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}x=1`)).headers.get('cache-control')).toBe(NEXT_DYNAMIC_PAGE_CACHE_CONTROL);
    }
    expect((await fetch(`${base}/administracion?x=1`)).headers.get('cache-control')).toBe(PUBLIC_DYNAMIC_PAGE_CACHE_CONTROL);
  });

  it('leaves errors, not-found pages, non-HTML answers and POST results as Next sent them', async () => {
    expect(await cacheControl('status=404')).toBe(NEXT_DYNAMIC_PAGE_CACHE_CONTROL);
    expect(await cacheControl('status=500')).toBe(NEXT_DYNAMIC_PAGE_CACHE_CONTROL);
    expect(await cacheControl('type=text/x-component')).toBe(NEXT_DYNAMIC_PAGE_CACHE_CONTROL);
    expect(await cacheControl('type=application/json')).toBe(NEXT_DYNAMIC_PAGE_CACHE_CONTROL);
    expect(await cacheControl('', 'POST')).toBe(NEXT_DYNAMIC_PAGE_CACHE_CONTROL);
  });

  it('leaves any other policy alone (prerendered pages, a deliberate no-store)', async () => {
    expect(await cacheControl('cache=s-maxage%3D31536000')).toBe('s-maxage=31536000');
    expect(await cacheControl('cache=no-store')).toBe('no-store');
  });
});
