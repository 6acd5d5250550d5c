// The custom server's security step against a real node:http server: headers, nonce hand-off to Next, cookies.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSecurity, type HttpSecurityOptions } from '@/features/security/server/http-security';
import { loadPrerenderedScripts, prerenderedRouteFor } from '@/features/security/server/prerendered-pages';
import { scriptHashSource } from '@/features/security/server/inline-script-hashes';

describe('prerenderedRouteFor', () => {
  it('maps request paths to the routes the proxy serves them from', () => {
    expect(prerenderedRouteFor('/')).toBe('/es');
    expect(prerenderedRouteFor('/servicios/')).toBe('/es/servicios');
    expect(prerenderedRouteFor('/en')).toBe('/en');
    expect(prerenderedRouteFor('/en/probadores')).toBe('/en/probadores');
    expect(prerenderedRouteFor('/english')).toBe('/es/english');
  });
});

describe('loadPrerenderedScripts', () => {
  it('hashes the inline scripts of every prerendered HTML file and notes revalidating routes', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'sec-dist-'));
    try {
      mkdirSync(path.join(dist, 'server', 'app', 'en'), { recursive: true });
      writeFileSync(path.join(dist, 'server', 'app', 'es.html'), '<script>a()</script><script type="application/ld+json">{}</script>');
      writeFileSync(path.join(dist, 'server', 'app', 'en', 'blog.html'), '<script>b()</script>');
      writeFileSync(
        path.join(dist, 'prerender-manifest.json'),
        JSON.stringify({ routes: { '/es': { initialRevalidateSeconds: false }, '/en/blog': { initialRevalidateSeconds: 60 }, '/sitemap.xml': {} } }),
      );
      const loaded = loadPrerenderedScripts(dist);
      expect(loaded.hashesByRoute.get('/es')).toEqual([scriptHashSource('a()')]);
      expect(loaded.hashesByRoute.get('/en/blog')).toEqual([scriptHashSource('b()')]);
      expect(loaded.hashesByRoute.has('/sitemap.xml')).toBe(false);
      expect(loaded.revalidatingRoutes).toEqual(['/en/blog']);
      // No build (development): nothing prerendered, every page gets a nonce instead.
      expect(loadPrerenderedScripts(path.join(dist, 'missing')).hashesByRoute.size).toBe(0);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('createHttpSecurity', () => {
  let server: Server;
  let origin: string;
  let seen: IncomingHttpHeaders = {};
  const hash = scriptHashSource('boot()');
  const options: HttpSecurityOptions = {
    production: true,
    siteUrl: 'https://darko.example',
    tags: {},
    hashesByRoute: new Map([['/es/servicios', [hash]]]),
  };

  beforeAll(async () => {
    const applySecurity = createHttpSecurity(options);
    server = createServer((req, res) => {
      applySecurity(req, res);
      seen = { ...req.headers };
      // Stand-ins for what Next does: cookies through setHeader and through writeHead's header object.
      if (req.url === '/cookies/set-header') res.setHeader('Set-Cookie', ['NEXT_LOCALE=en; Path=/; SameSite=lax', 'tracker=1; Path=/']);
      if (req.url === '/cookies/write-head') res.writeHead(200, { 'set-cookie': 'other=2; Path=/' });
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gives a prerendered page its build hashes plus a fresh nonce that Next is told about', async () => {
    const first = await fetch(`${origin}/servicios?x=1`, { headers: { 'content-security-policy': "script-src 'nonce-attacker'" } });
    const csp = first.headers.get('content-security-policy')!;
    expect(csp).toContain(`'${hash}'`);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(nonce).not.toBe('attacker');
    expect(seen['content-security-policy']).toBe(`script-src 'nonce-${nonce}'`);
    const second = await fetch(`${origin}/servicios`);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(first.headers.get('strict-transport-security')).toMatch(/max-age=\d+; includeSubDomains/);
    expect(first.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives a page rendered on demand only the nonce, and assets no script source', async () => {
    const dynamic = (await fetch(`${origin}/nope`)).headers.get('content-security-policy')!;
    expect(dynamic).toMatch(/script-src 'self' 'nonce-[^']+'; /);
    expect(dynamic).not.toContain('sha256-');
    const asset = await fetch(`${origin}/_next/static/chunks/a.js`, { headers: { 'content-security-policy-report-only': "script-src 'nonce-x'" } });
    expect(asset.headers.get('content-security-policy')).toMatch(/script-src 'self'; /);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(seen['content-security-policy']).toBeUndefined();
    expect(seen['content-security-policy-report-only']).toBeUndefined();
  });

  it("gives a dotted path that is no file the 404 page's nonce, and the site's files none", async () => {
    // "/ads.txt" is rendered as the site's 404 page: without the nonce its scripts were refused and it showed blank.
    expect((await fetch(`${origin}/ads.txt`)).headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'; /);
    for (const file of ['/favicon.ico', '/images/brand/icon.svg', '/try-on/x.png', '/robots.txt'])
      expect((await fetch(`${origin}${file}`)).headers.get('content-security-policy')).toMatch(/script-src 'self'; /);
  });

  it('completes every cookie the server sets, however it was set', async () => {
    expect((await fetch(`${origin}/cookies/set-header`)).headers.getSetCookie()).toEqual([
      'NEXT_LOCALE=en; Path=/; SameSite=lax; Secure',
      'tracker=1; Path=/; SameSite=Lax; Secure; HttpOnly',
    ]);
    expect((await fetch(`${origin}/cookies/write-head`)).headers.getSetCookie()).toEqual(['other=2; Path=/; SameSite=Lax; Secure; HttpOnly']);
  });

  it('survives request targets that are not paths', async () => {
    const { request } = await import('node:net').then(({ connect }) => ({
      request: (line: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(Number(new URL(origin).port), '127.0.0.1', () => socket.write(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`));
          let answer = '';
          socket.on('data', (chunk) => (answer += chunk.toString()));
          socket.on('end', () => resolve(answer));
          socket.on('error', reject);
        }),
    }));
    for (const line of ['GET http://[bad/x HTTP/1.1', 'OPTIONS * HTTP/1.1', 'GET http://example.com/en/probadores HTTP/1.1']) {
      const answer = await request(line);
      expect(answer, line).toMatch(/^HTTP\/1\.1 (200|400)/);
    }
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('asks for the camera only on the try-on pages', async () => {
    expect((await fetch(`${origin}/en/probadores`)).headers.get('permissions-policy')).toContain('camera=(self)');
    expect((await fetch(`${origin}/`)).headers.get('permissions-policy')).toContain('camera=()');
  });
});
