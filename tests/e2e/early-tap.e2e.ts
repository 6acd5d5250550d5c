/**
 * Every control that needs the page's JavaScript works on the first tap, even when that tap comes before the
 * JavaScript is ready: Next's chunks are held back (a slow phone on a slow link), the control is pressed as soon as
 * it is visible, the press is acknowledged at once (a busy state on the control) and carried out once the page has
 * hydrated — the game starts, the camera opens, the payment goes through — or it works natively (the booking form).
 * Darky's launcher only appears once its code runs, so it answers its first tap by construction: checked too.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage, SWIFTSHADER_ARGS, viewports } from './support/browser';

const run = promisify(execFile);
/**
 * How long Next's chunks are held at most. The tests that tap release them once the tap is acknowledged: a fixed hold
 * let a slow start of the page (the stylesheet late) leave no time between the control's paint and the chunks, and a
 * tap lost in that gap passed unseen on the next try.
 */
const CHUNK_HOLD_MS = 60_000;
const FIXTURE = path.resolve('tests/e2e/fixtures/try-on/face.mjpeg');

let browser: Browser;
let cameraBrowser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  cameraBrowser = await launchBrowser({
    args: [...SWIFTSHADER_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${FIXTURE}`],
  });
});
afterAll(async () => {
  await browser?.close();
  await cameraBrowser?.close();
});

/**
 * Next's script chunks arrive late (not its stylesheets, which sit beside them: the page itself paints on time): when
 * the returned release is called, or after holdMs.
 */
async function holdChunks(context: BrowserContext, holdMs = CHUNK_HOLD_MS): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, holdMs))]);
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/** Next's bootstrap has run (the app router sets window.next): from then on React owns the page. */
const hydrated = (page: Page) => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next === 'object');

/** The press was taken before hydration and acknowledged at once: the control shows it is busy. */
async function expectAcknowledged(page: Page, control: Locator, spinner: Locator = control): Promise<void> {
  expect(await hydrated(page), 'the tap must come before the page is ready').toBe(false);
  expect(await control.getAttribute('data-early-tapped')).toBe('');
  expect(await control.getAttribute('aria-busy')).toBe('true');
  // The acknowledgement is visible: a spinner beside the label (a form's on its submit button).
  expect(await spinner.evaluate((element) => getComputedStyle(element, '::after').animationName)).toBe('early-tap-spin');
}

/** Darky stays closed (a returning visitor who closed it) so nothing covers the controls under test. */
async function quietDarky(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.localStorage.setItem('darky:preferences', JSON.stringify({ showFullChat: false, showFloatingMessages: false, speakReplies: false }));
  });
}

describe('a tap before the page is ready is kept', { timeout: 180_000 }, () => {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    it(`/games at ${viewport.width}px: "Jugar" starts the game`, async () => {
      const { context, page } = await newPage(browser, { viewport });
      await quietDarky(context);
      const releaseChunks = await holdChunks(context);
      await page.goto('/games', { waitUntil: 'commit' });
      const play = page.getByRole('button', { name: 'Jugar', exact: true });
      await play.click();
      await expectAcknowledged(page, play);
      releaseChunks();
      await page.waitForSelector('[data-testid="game-stage"][data-state="playing"]', { timeout: 60_000 });
      await context.close();
    });
  }

  it('/innovaciones/probador: "Activar cámara" opens the camera', async () => {
    const context = await cameraBrowser.newContext({ baseURL: BASE_URL, viewport: viewports.mobile, locale: 'es-PE', reducedMotion: 'reduce' });
    await context.grantPermissions(['camera'], { origin: BASE_URL });
    await quietDarky(context);
    const releaseChunks = await holdChunks(context);
    const page = await context.newPage();
    await page.goto('/innovaciones/probador', { waitUntil: 'commit' });
    const start = page.getByRole('button', { name: 'Activar cámara', exact: true });
    await start.click();
    await expectAcknowledged(page, start);
    releaseChunks();
    // Loading (models and camera) is shown as soon as the page can, then the camera picture.
    await page.waitForFunction(
      () => ['camera', 'searching', 'detected'].includes(document.querySelector('[data-testid="try-on-stage"]')?.getAttribute('data-status') ?? ''),
      undefined,
      {
        timeout: 120_000,
      },
    );
    await context.close();
  });

  it('/pagos/{code}: "Pagar" with the card typed before the page was ready pays, and the card never reaches the URL', async () => {
    const { stdout } = await run(
      'npx',
      ['tsx', 'scripts/payments.ts', 'create-link', '--amount', '80.00', '--currency', 'PEN', '--concept', 'Toque temprano', '--email', 'cliente@example.com'],
      {
        env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, SITE_URL: BASE_URL },
      },
    );
    const link = new URL(stdout.trim().split('\n').at(-1)!);
    const code = link.pathname.split('/').at(-1)!;
    const { context, page } = await newPage(browser, { viewport: viewports.mobile });
    await quietDarky(context);
    const releaseChunks = await holdChunks(context);
    const urls: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    await page.goto(link.pathname, { waitUntil: 'commit' });
    await page.locator('#pay-card-number').fill('4111 1111 1111 1111');
    await page.locator('#pay-card-expiry').fill('12/34');
    await page.locator('#pay-card-cvv').fill('123');
    const pay = page.getByRole('button', { name: /^Pagar S\/\s80\.00$/ });
    await pay.click();
    await expectAcknowledged(page, page.locator('form[data-early-tap]'), pay);
    releaseChunks();
    await page.waitForURL(new RegExp(`/pagos/gracias/${code}$`), { timeout: 60_000 });
    await page.getByTestId('payment-receipt').waitFor();
    expect(urls.filter((url) => url.includes('4111') || url.includes('?'))).toEqual([]);
    await context.close();
  });

  it('/conversemos: the booking form sent before the page was ready books natively', async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.mobile });
    await quietDarky(context);
    // Held for the whole visit: the form is filled and sent on the server-rendered page alone.
    await holdChunks(context);
    await page.goto('/conversemos', { waitUntil: 'commit' });
    const run = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
    await page.locator('input[name="firstName"]').fill(`Temprano${run}`);
    await page.locator('input[name="lastName"]').fill('Quispe');
    await page.locator('input[name="phone"]').fill('987 654 321');
    await page.locator('select[name="source"]').selectOption('search');
    await page.locator('input[name="email"]').fill(`temprano-${run}@empresa.pe`);
    const slot = await page.locator('select[name="slot"] option:not([value=""])').first().getAttribute('value');
    await page.locator('select[name="slot"]').selectOption(slot!);
    await page.locator('select[name="service"]').selectOption('chatbot');
    // The form refuses what a bot would send at once (docs/leads.md): a person takes a moment.
    await page.waitForTimeout(2_700);
    expect(await hydrated(page)).toBe(false);
    await page.getByTestId('lead-form').locator('button[type="submit"]').click();
    await page.waitForURL(/\/conversemos\/gracias\/conversemos\?cita=[0-9a-f-]{36}$/, { timeout: 60_000, waitUntil: 'commit' });
    expect(await page.locator('time').first().getAttribute('datetime')).toBe(slot);
    await context.close();
  });

  it("Darky's launcher opens the chat on the first tap", async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.mobile });
    // The launcher appears only once its code has run: the chunks come late, on their own.
    await holdChunks(context, 4_000);
    await page.goto('/', { waitUntil: 'commit' });
    const launcher = page.getByTestId('darky-launcher');
    await launcher.click({ timeout: 60_000 });
    await page.getByTestId('darky-panel').waitFor({ timeout: 2000 });
    await context.close();
  });
});
