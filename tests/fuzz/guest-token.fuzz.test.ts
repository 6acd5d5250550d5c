/**
 * POST /api/guest/generate-token under odd methods, bodies, headers and paths: never a 5xx, never a crash;
 * a POST always gets a fresh, well-formed, uncacheable token whatever it carries.
 */
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { expectServerHealthy, fuzzServer } from './support/server-info';
import { HOSTILE_STRINGS, Random } from './support/random';

const ROUTE = '/api/guest/generate-token';
const RANDOM_CASES = 60;

afterAll(async () => {
  await expectServerHealthy();
});

function expectToken(status: number, text: string, cacheControl: string | null, label: string): string {
  expect(status, `${label}: ${text.slice(0, 200)}`).toBe(200);
  expect(cacheControl, label).toMatch(/no-store/);
  const body = JSON.parse(text) as { token: unknown; expiresAt: unknown };
  expect(body.token, label).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(body.expiresAt, label).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
  return body.token as string;
}

/** A raw request, for methods and headers fetch refuses to send. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<number> {
  const url = new URL(fuzzServer().baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, method, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(0) : reject(error)));
    if (body) request.write(body);
    request.end();
  });
}

describe('POST /api/guest/generate-token', () => {
  it('issues a token whatever the body, content type or accept header says', async () => {
    const bodies: Array<[string | Uint8Array<ArrayBuffer> | undefined, Record<string, string>]> = [
      [undefined, {}],
      ['', { 'content-type': 'application/json' }],
      ['{', { 'content-type': 'application/json' }],
      ['{"sub":"admin","aud":"darky-guest","exp":99999999999}', { 'content-type': 'application/json' }],
      ['{"__proto__":{"admin":true}}', { 'content-type': 'application/json' }],
      ['token=x&guestId=y', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['x'.repeat(1024 * 1024), { 'content-type': 'text/plain' }],
      [new Random(fuzzServer().seed, 'token-bytes').bytes(4096), { 'content-type': 'application/octet-stream' }],
      [undefined, { accept: 'text/html' }],
      [undefined, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
      [undefined, { authorization: 'Bearer x.y.z', cookie: 'a=b; NEXT_LOCALE=<script>' }],
      [undefined, { 'x-forwarded-for': '<script>, 999.999.999.999, ::1, , garbage', 'x-forwarded-host': 'evil.example' }],
    ];
    const tokens = new Set<string>();
    for (const [body, headers] of bodies) {
      const response = await fetch(`${fuzzServer().baseUrl}${ROUTE}`, { method: 'POST', headers, body });
      tokens.add(expectToken(response.status, await response.text(), response.headers.get('cache-control'), JSON.stringify(headers)));
    }
    expect(tokens.size).toBe(bodies.length);
  });

  it('is answered before Next with the security headers, a request id and a log line', async () => {
    const response = await fetch(`${fuzzServer().baseUrl}${ROUTE}`, { method: 'POST' });
    expectToken(response.status, await response.text(), response.headers.get('cache-control'), 'plain POST');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[\w.:-]{1,64}$/);
    await expect
      .poll(() =>
        fs
          .readFileSync(fuzzServer().logFile, 'utf8')
          .split('\n')
          .some((line) => line.includes(requestId!) && line.includes(ROUTE)),
      )
      .toBe(true);
  });

  it('answers odd methods with a 4xx or an empty 2xx, never a token and never a 5xx', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await fetch(`${fuzzServer().baseUrl}${ROUTE}`, { method, ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }) });
      expect(response.status, method).toBeLessThan(500);
      expect(await response.text(), method).not.toMatch(/"token"/);
    }
    // Methods fetch will not send, and ones Node's parser refuses outright.
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'LINK', 'UNLINK', 'REPORT']) {
      const status = await raw(method, ROUTE);
      expect(status, method).toBeLessThan(500);
    }
  });

  it('answers odd paths and oversized headers without a 5xx', async () => {
    const paths = [
      `${ROUTE}/`,
      `${ROUTE}/x`,
      `${ROUTE}%00`,
      `${ROUTE}?${'a='.repeat(500)}`,
      '/api/guest/GENERATE-TOKEN',
      '/api/guest/generate-token;jsessionid=1',
      '/api/guest/..%2fleads',
      '/api/guest/%E0%A4%A',
      `${ROUTE}?token=<script>`,
    ];
    for (const path of paths) expect(await raw('POST', path), path).toBeLessThan(500);
    expect(await raw('POST', ROUTE, { 'x-big': 'x'.repeat(20_000) }), 'header over 16 KiB').toBe(431);
    expect(await raw('POST', ROUTE, { 'content-length': 'abc' }), 'bad content-length').toBe(400);
    expect(await raw('POST', ROUTE, { 'content-type': 'application/json', 'content-length': '100' }, '{}'), 'short body').toBeLessThan(500);
  });

  it(`${RANDOM_CASES} seeded random header and body combinations each get a token or a 4xx`, async () => {
    const random = new Random(fuzzServer().seed, 'guest-token');
    const headerNames = [
      'content-type',
      'accept',
      'accept-language',
      'user-agent',
      'referer',
      'x-forwarded-for',
      'x-forwarded-proto',
      'cookie',
      'x-requested-with',
      'range',
      'if-none-match',
      'expect',
    ];
    for (let i = 0; i < RANDOM_CASES; i++) {
      const headers: Record<string, string> = {};
      for (let n = random.int(0, 4); n > 0; n--) {
        // Header values must be Latin-1 without controls: hostile strings are percent-escaped, as a browser would.
        headers[random.pick(headerNames)] = random.bool()
          ? random.ascii(random.int(0, 200))
          : encodeURI(random.pick(HOSTILE_STRINGS).replace(/[\ud800-\udfff]/g, ''));
      }
      delete headers.expect; // "Expect: 100-continue" semantics belong to Node, not to the route
      const body = random.bool() ? random.ascii(random.int(0, 2000)) : undefined;
      const response = await fetch(`${fuzzServer().baseUrl}${ROUTE}`, { method: 'POST', headers, body });
      const text = await response.text();
      if (response.status === 200) expectToken(response.status, text, response.headers.get('cache-control'), JSON.stringify(headers));
      else expect(response.status, `${JSON.stringify(headers)}: ${text.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('50 concurrent requests get 50 distinct tokens', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${fuzzServer().baseUrl}${ROUTE}`, { method: 'POST' })));
    const tokens = await Promise.all(answers.map(async (r) => expectToken(r.status, await r.text(), r.headers.get('cache-control'), 'concurrent')));
    expect(new Set(tokens).size).toBe(50);
  });
});
