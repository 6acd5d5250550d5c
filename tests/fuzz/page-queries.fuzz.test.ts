/**
 * Every indexable page, in both languages, under hostile query strings: repeated keys, huge values, encoded
 * garbage, %00, invalid percent-encoding, prototype keys, HTML. Each answer is 200, a redirect (to this site
 * only) or a 404, never a 5xx, and no page reflects the query's HTML unescaped.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '@/content/catalogue.server';
import { indexablePaths } from '@/features/routing/site-routes.server';
import { localizedPath } from '@/features/routing/localized-path';
import { expectServerHealthy, fuzzServer } from './support/server-info';
import { HOSTILE_STRINGS, Random } from './support/random';

/** Random queries per route (each in a random language). */
const QUERIES_PER_ROUTE = 2;
const CONCURRENCY = 4;
const PAGE_ANSWERS = [200, 301, 302, 303, 307, 308, 404];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
afterAll(async () => {
  agent.destroy();
  await expectServerHealthy();
});

interface Page {
  status: number;
  location?: string;
  html: string;
}

/** GET with the path sent byte for byte (fetch would re-encode what we want to send broken). */
function get(rawPath: string): Promise<Page> {
  const url = new URL(fuzzServer().baseUrl);
  return new Promise((resolve, reject) => {
    // Spanish pages echo the query in x-middleware-rewrite (next-intl's rewrite to /es): a 15 KB query makes a
    // response header over Node's 16 KiB client default. Browsers take far more, so this client does too.
    const request = http.get(
      { host: url.hostname, port: url.port, path: rawPath, agent, maxHeaderSize: 64 * 1024, headers: { accept: 'text/html' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, html: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** A marker of raw HTML that must never come back unescaped; the counter keeps each one unique. */
let markers = 0;
function htmlMarker(): string {
  return `<fz${++markers}x>`;
}

/** Node refuses a request whose request line and headers pass 16 KiB (431): a random query may grow that long. */
const NODE_HEADER_LIMIT = 16 * 1024 - 512;

function expectSafePage(page: Page, rawPath: string, marker?: string, allowed = PAGE_ANSWERS): void {
  const label = `${rawPath.slice(0, 300)} (${rawPath.length} chars) -> ${page.status}`;
  if (rawPath.length > NODE_HEADER_LIMIT) allowed = [...allowed, 431];
  expect(allowed, label).toContain(page.status);
  if (page.location) {
    // A redirect stays on this site: a path (not "//host") or this very origin.
    const target = new URL(page.location, fuzzServer().baseUrl);
    expect(target.origin, `${label} redirects to ${page.location}`).toBe(fuzzServer().baseUrl);
  }
  if (marker) expect(page.html.includes(marker.slice(0, -1)), `${label} reflects ${marker}`).toBe(false);
}

/** Sends the requests CONCURRENCY at a time and checks every answer. */
async function checkAll(requests: Array<{ path: string; marker?: string }>): Promise<void> {
  for (let i = 0; i < requests.length; i += CONCURRENCY) {
    await Promise.all(requests.slice(i, i + CONCURRENCY).map(async ({ path, marker }) => expectSafePage(await get(path), path, marker)));
  }
}

/** encodeURIComponent that survives lone surrogates (sent as U+FFFD, as a browser would; %ED%A0%80 covers the raw bytes). */
const enc = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** One random query string, already in wire form (possibly broken on purpose), with the HTML marker it carries. */
function hostileQuery(random: Random, keys: readonly string[]): { query: string; marker: string } {
  const marker = htmlMarker();
  const parts: string[] = [];
  for (let n = random.int(1, 5); n > 0; n--) {
    const key = random.bool(0.7)
      ? random.pick(keys)
      : random.pick([
          '__proto__',
          'constructor[prototype][x]',
          'tab[]',
          'tab[0]',
          '',
          '%',
          '%00',
          enc(marker),
          'utm_source',
          '_rsc',
          '__nextDataReq',
          'nxtPslug',
        ]);
    const value = random.pick<() => string>([
      () => enc(random.hostileString()),
      () => enc(marker),
      () => marker, // raw < and > in the request line, as a hand-made request can send them
      () => `'"${marker}`,
      () => `"${enc('><')}${marker.slice(1)}`,
      () => random.pick(['%', '%G1', '%E0%A4%A', '%FF%FE', '%C0%AF', '%ED%A0%80', '%00', '%0D%0ASet-Cookie:%20x=1', '..%2F..%2F', '%25%32%35', '+', '%2B%20']),
      () => 'a'.repeat(random.int(1_000, 6_000)),
      () => enc(random.codeUnits(random.int(1, 30))),
      () => random.ascii(random.int(0, 40)).replace(/[#\s]/g, ''),
      () => enc('//evil.example/') + random.pick(['', '%2F..', '@evil.example']),
    ])();
    parts.push(random.bool(0.1) ? key : `${key}=${value}`);
    if (random.bool(0.2)) parts.push(`${key}=${value}`); // a repeated key
  }
  return { query: parts.join(random.bool(0.9) ? '&' : ';'), marker };
}

const servicesCatalogue = getCatalogue('es', 'services').services;
const serviceTabs = servicesCatalogue.flatMap((service) => service.tabs.map((tab) => ({ service: service.slug, tab: tab.slug })));

describe('page query strings', () => {
  const routes = indexablePaths();

  it(`${routes.length} routes x 2 languages x ${QUERIES_PER_ROUTE} seeded hostile queries answer 200/30x/404 without reflecting HTML`, async () => {
    const random = new Random(fuzzServer().seed, 'page-queries');
    const requests: Array<{ path: string; marker: string }> = [];
    for (const route of routes) {
      for (let i = 0; i < QUERIES_PER_ROUTE; i++) {
        const { query, marker } = hostileQuery(random, ['tab', 'subtab', 'categoria', 'page', 'q', 'utm_source', 'lang', 'locale']);
        requests.push({ path: `${localizedPath(random.pick(['es', 'en'] as const), route)}?${query}`, marker });
      }
    }
    await checkAll(requests);
  });

  it('service pages take any tab and sub-tab, known or not', async () => {
    const random = new Random(fuzzServer().seed, 'service-tabs');
    const requests: Array<{ path: string; marker?: string }> = [];
    for (const { service, tab } of serviceTabs) {
      const marker = htmlMarker();
      const locale = random.pick(['es', 'en'] as const);
      const base = localizedPath(locale, `/servicios/${service}`);
      requests.push(
        { path: `${base}?tab=${tab}&tab=${enc(random.pick(HOSTILE_STRINGS))}&subtab=${enc(marker)}`, marker },
        { path: `${base}?subtab=${tab}&tab=%E0%A4%A&subtab=%00` },
        { path: `${base}?tab=${'x'.repeat(8_000)}` },
        { path: `${base}?tab=${tab}%00&subtab[]=${enc(marker)}`, marker },
        { path: `${base}?tab=${tab}&subtab="'${marker}`, marker },
      );
    }
    // The landing turns ?tab= into the tab's service page: never a redirect off the site.
    for (const tab of ['//evil.example', '%2F%2Fevil.example', 'https://evil.example', '/\\evil.example', '..%2F..%2Fapi%2Fhealth', '%00', '%', htmlMarker()]) {
      requests.push({ path: `/servicios?tab=${tab}` }, { path: `/en/servicios?tab=${tab}&tab=web-corporativa` });
    }
    await checkAll(requests);
  });

  it('the portfolio and lessons filters take any category', async () => {
    const values = [
      '0',
      '4',
      '5',
      '-1',
      '1e9',
      '0x1',
      '%201',
      '+1',
      '1.5',
      'NaN',
      'Infinity',
      '%00',
      '%',
      '%G1',
      '__proto__',
      'constructor',
      'ux',
      'UX',
      'ux%00',
      '',
      'a'.repeat(7_000),
    ];
    const requests: Array<{ path: string; marker?: string }> = [];
    for (const route of ['/portafolio', '/en/portafolio', '/lessons', '/en/lessons']) {
      for (const value of values) requests.push({ path: `${route}?categoria=${value}` });
      const marker = htmlMarker();
      requests.push({ path: `${route}?categoria=1&categoria=${enc(marker)}&categoria=ux`, marker }, { path: `${route}?categoria[]=1&categoria[x]=2` });
    }
    await checkAll(requests);
  });

  it('paths that are not valid percent-encoding answer 400 (Next alone answered 500), TRACE 405', async () => {
    for (const path of ['/%FF', '/en/%', '/servicios/%E0%A4%A', '/blog/%C0%AF', '/portafolio/%ED%A0%80?categoria=1', '/en/lessons/%G1']) {
      expectSafePage(await get(path), path, undefined, [400]);
    }
    const url = new URL(fuzzServer().baseUrl);
    const traced = await new Promise<number>((resolve, reject) => {
      const request = http.request({ host: url.hostname, port: url.port, method: 'TRACE', path: '/servicios', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end();
    });
    expect(traced).toBe(405);
  });

  it('oversized request lines are refused with a 4xx, never a 5xx', async () => {
    for (const path of [`/?q=${'a'.repeat(20_000)}`, `/en/servicios?${'tab=x&'.repeat(4_000)}`]) {
      expectSafePage(await get(path), path, undefined, [...PAGE_ANSWERS, 400, 414, 431]);
    }
  });
});
