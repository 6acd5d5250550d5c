/**
 * Security headers in Chromium against the production server: the CSP (no 'unsafe-inline' scripts) lets every
 * page hydrate with no violation, while an injected script or handler is refused; the other headers and the
 * cookie attributes have the right values per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { PAINT_FIRST_LOADER_HASH } from '../../server/paint-first';
import { EARLY_TAP_LISTENER } from '../../src/components/ui/early-tap-listener';
import { scriptHashSource } from '../../src/features/security/server/inline-script-hashes';
import { launchBrowser, newPage } from './support/browser';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

const EARLY_TAP_LISTENER_HASH = scriptHashSource(EARLY_TAP_LISTENER);

type WatchedWindow = Window & { __cspViolations?: Violation[]; __pageMarker?: string; __injected?: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page that records CSP violations (from before the first script runs), console errors and uncaught errors. */
async function watchedPage(options: { locale?: string } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[]; setCookies: string[] }> {
  const { context, page } = await newPage(browser, options);
  // Init scripts are injected by the browser itself, so the page's CSP does not apply to them.
  await context.addInitScript(() => {
    const w = window as WatchedWindow;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations!.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const setCookies: string[] = [];
  page.on('response', (response) => {
    void response
      .headerValues('set-cookie')
      .then((values) => setCookies.push(...values))
      .catch(() => {});
  });
  return { context, page, errors, setCookies };
}

const violations = (page: Page) => page.evaluate(() => (window as WatchedWindow).__cspViolations ?? []);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** Errors that are not the page's fault: none expected today; 404 pages log their own status. */
const isExpectedError = (text: string, status: number) => status === 404 && /status of 404/.test(text);

function expectCommonHeaders(response: Response, path: string): Map<string, string[]> {
  const headers = response.headers();
  const csp = directives(headers['content-security-policy'] ?? '');
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc, `${path} script-src`).toContain("'self'");
  expect(scriptSrc, `${path} script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${path} script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc.join(' '), `${path} has no wildcard script source`).not.toMatch(/(^|\s)(\*|https?:|data:|blob:)(\s|$)/);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src')).toContain("'self'");

  const hsts = headers['strict-transport-security'] ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${path} HSTS`).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toContain('includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  const permissions = headers['permissions-policy'] ?? '';
  expect(permissions).toContain('microphone=(self)');
  expect(permissions).toContain('geolocation=()');
  expect(permissions).toContain('payment=()');
  return csp;
}

const pages = [
  { path: '/', status: 200, prerendered: true, camera: false, lang: 'es', counterpart: '/en' },
  { path: '/en', status: 200, prerendered: true, camera: false, lang: 'en', counterpart: '/' },
  {
    // A query variant: prerendered per tab (server/query-variants.ts).
    path: '/servicios/webs-y-apps-a-medida?tab=web-ux',
    status: 200,
    prerendered: true,
    camera: false,
    lang: 'es',
    counterpart: '/en/servicios/webs-y-apps-a-medida',
  },
  { path: '/innovaciones/probador', status: 200, prerendered: true, camera: true, lang: 'es', counterpart: '/en/innovaciones/probador' },
  { path: '/en/probadores', status: 200, prerendered: true, camera: true, lang: 'en', counterpart: '/probadores' },
  { path: '/blog', status: 200, prerendered: true, camera: false, lang: 'es', counterpart: '/en/blog' },
  // A filter no link reaches: rendered per request, with a nonce.
  { path: '/portafolio?categoria=99', status: 200, prerendered: false, camera: false, lang: 'es', counterpart: '/en/portafolio' },
  { path: '/esta-pagina-no-existe', status: 404, prerendered: false, camera: false, lang: 'es', counterpart: '/en/esta-pagina-no-existe' },
] as const;

describe('every page runs under the CSP without a violation', () => {
  for (const entry of pages) {
    it(`${entry.path}: headers, hydration, Darky and the language switcher`, async () => {
      const { context, page, errors } = await watchedPage();
      const response = await page.goto(entry.path, { waitUntil: 'load' });
      expect(response?.status()).toBe(entry.status);
      const csp = expectCommonHeaders(response!, entry.path);
      const scriptSrc = csp.get('script-src')!;
      // Prerendered pages (Next's page cache) get exactly the hashes of their own inline scripts and no nonce: one
      // render may go to many visitors, and after a publish it is rendered anew (docs/content-model.md). Pages
      // rendered for this request get a per-request nonce. Both get the hashes of the two inline scripts every page
      // carries: the early-tap listener and the paint-first loader.
      const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
      const everyPage = [EARLY_TAP_LISTENER_HASH, PAINT_FIRST_LOADER_HASH].map((hash) => `'${hash}'`);
      expect(hashes).toEqual(expect.arrayContaining(everyPage));
      if (entry.prerendered) expect(hashes.length).toBeGreaterThan(everyPage.length);
      else expect(hashes.toSorted()).toEqual(everyPage.toSorted());
      expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(!entry.prerendered);
      expect(response!.headers()['permissions-policy']).toContain(entry.camera ? 'camera=(self)' : 'camera=()');

      // Darky's widget is client code loaded on the visitor's first move (or when the page is idle): it only appears if
      // scripts ran.
      await page.mouse.move(4, 4);
      await page.getByTestId('darky-launcher').waitFor({ timeout: 20_000 });
      // A client-side navigation keeps window state: proof that React hydrated and the router took the click.
      await page.evaluate(() => ((window as WatchedWindow).__pageMarker = 'kept'));
      await page.locator('header [data-testid="language-switcher"]').first().click();
      await page.waitForURL((url) => url.pathname === entry.counterpart.split('?')[0], { timeout: 15_000 });
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(entry.lang === 'es' ? 'en' : 'es');
      expect(await page.evaluate(() => (window as WatchedWindow).__pageMarker)).toBe('kept');

      expect(await violations(page)).toEqual([]);
      expect(errors.filter((text) => !isExpectedError(text, entry.status))).toEqual([]);
      await context.close();
    });
  }
});

describe('what the CSP refuses', () => {
  it('blocks a script or an event handler injected into the page, and the browser reports it to the site', async () => {
    const { context, page } = await watchedPage();
    const reported = new Promise<{ status: number; body: string }>((resolve) => {
      context.on('requestfinished', async (request) => {
        if (new URL(request.url()).pathname !== '/api/csp-reports') return;
        // A later report can finish after the test closed its context: its response is then gone, and unneeded.
        const response = await request.response().catch(() => null);
        resolve({ status: response?.status() ?? 0, body: request.postData() ?? '' });
      });
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = 1';
      document.body.appendChild(script);
      document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__injected = 2" alt="">');
    });
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as WatchedWindow).__injected)).toBeUndefined();
    expect((await violations(page)).map((v) => v.directive)).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
    const report = await reported;
    expect(report.status).toBe(204);
    expect(report.body).toContain('script-src');
    await context.close();
  });

  it('cannot be framed', async () => {
    const { context, page } = await watchedPage();
    const refusal = page.waitForEvent('console', { predicate: (message) => message.text().includes("frame-ancestors 'none'"), timeout: 15_000 });
    // about:blank has no CSP of its own: only the framed page's frame-ancestors 'none' can stop it.
    await page.setContent(`<iframe src="${new URL('/nosotros', process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').href}"></iframe>`);
    await refusal;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
    await context.close();
  });
});

describe('forms under the CSP', () => {
  it('a lead form sent with JavaScript (server action) reaches its thank-you page without a violation', async () => {
    const { context, page, errors } = await watchedPage();
    await page.goto('/nuevo-contacto', { waitUntil: 'networkidle' });
    await page.locator('input[name="firstName"]').fill('Csp');
    await page.locator('input[name="lastName"]').fill('Prueba');
    await page.locator('input[name="phone"]').fill('987 654 321');
    await page.locator('select[name="service"]').selectOption('webs-y-apps');
    await page.locator('select[name="source"]').selectOption('recommendation');
    await page.locator('textarea[name="message"]').fill('Quiero una web');
    // The abuse check refuses forms sent faster than a person types.
    await page.waitForTimeout(3_000);
    await page.getByTestId('lead-form').getByRole('button', { name: 'Enviar mis datos' }).click();
    await page.waitForURL(/\/nuevo-contacto\/gracias\/nuevo-contacto$/, { timeout: 15_000 });
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('cookies', () => {
  it('the switcher sets the locale cookie SameSite=Lax, never HttpOnly (browser code rewrites it)', async () => {
    const { context, page, setCookies } = await watchedPage();
    // Tapped as soon as it is visible, hydrated or not: before hydration the tap is a plain link and the server writes
    // the cookie (server/language-choice.ts); after it, next-intl's Link writes it in the browser.
    await page.goto('/en/nosotros', { waitUntil: 'commit' });
    await page.locator('header [data-testid="language-switcher"]').first().click();
    await page.waitForURL((url) => url.pathname === '/nosotros');
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('es');
    // And back, once the page has hydrated: the browser's code path.
    await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === 'object');
    await page.locator('header [data-testid="language-switcher"]').first().click();
    await page.waitForURL((url) => url.pathname === '/en/nosotros');
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('en');
    for (const cookie of await context.cookies()) {
      expect(cookie.sameSite, cookie.name).toMatch(/Lax|Strict/);
      // The suite serves plain http on 127.0.0.1, where Secure would make the browser drop the cookie.
      expect(cookie.secure, cookie.name).toBe(false);
    }
    for (const header of setCookies) expect(header, header).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    await context.close();
  });
});
