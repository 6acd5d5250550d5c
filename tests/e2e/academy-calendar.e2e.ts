/**
 * The academy against the clock, in Chromium, on production servers whose clocks start after Darky Day 2026 (3 Dec
 * 2026, 18:30 Lima) and after every scheduled date (March 2027): what has started leaves "next" and the registration
 * list, moves to the held list, and a registration for it is refused at its field in the page's language, with what
 * was typed kept. Nothing is redeployed: the same build, a later clock (libfaketime, tests/integration/support).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { messagesOf } from '@/i18n/server-messages';
import { missingBuild, missingFaketime, movedClockEnv, startProductionServer, type ProductionServer } from '../integration/support/production-server';
import { launchBrowser, screenshot, viewports } from './support/browser';

const skipReason = missingBuild() ?? missingFaketime();

async function serverAt(clock: string): Promise<{ server: ProductionServer; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-clock-'));
  const server = await startProductionServer({ ...movedClockEnv(clock), DATA_DIR: dataDir, LEADS_MIN_FILL_MS: '0', LOG_LEVEL: 'warn' });
  return { server, dataDir };
}

describe.skipIf(skipReason)('the academy a week after Darky Day (clock at 2026-12-10)', () => {
  let browser: Browser;
  let running: { server: ProductionServer; dataDir: string };
  beforeAll(async () => {
    [browser, running] = await Promise.all([launchBrowser(), serverAt('2026-12-10 12:00:00')]);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.server.stop();
    if (running) rmSync(running.dataDir, { recursive: true, force: true });
  });

  for (const [locale, prefix] of [
    ['es', ''],
    ['en', '/en'],
  ] as const) {
    it(`${locale}: the next event is the meetup, Darky Day is listed as held and cannot be chosen`, async () => {
      const context = await browser.newContext({ baseURL: running.server.url, viewport: viewports.desktop });
      const page = await context.newPage();
      await page.goto(`${prefix}/academia`);
      const next = page.locator('#proximo-evento');
      await expect.poll(() => next.textContent()).toMatch(/Meetup/);
      expect(await next.textContent()).not.toMatch(/Darky Day/);

      await page.goto(`${prefix}/eventos`);
      expect(await page.getByTestId('past-items').textContent()).toMatch(/Darky Day 2026/);
      const offered = await page
        .getByTestId('registration-select')
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(offered).toEqual(['', 'meetup-comercio-conversacional']);
      // The workshop of 12 December is still ahead; none of the earlier ones was.
      await page.goto(`${prefix}/academia/talleres`);
      expect(await page.getByTestId('past-items').count()).toBe(0);
      await context.close();
    });

    it(`${locale}: a registration for Darky Day sent from a page opened before it started is refused at its field, keeping what was typed`, async () => {
      const context = await browser.newContext({ baseURL: running.server.url, viewport: viewports.mobile });
      const page = await context.newPage();
      await page.goto(`${prefix}/eventos`);
      // The stale option is added once React owns the form: added before the form hydrates, React renders it anew and
      // the option is gone. The form's own key field is written by an effect after hydration: its presence proves it
      // (the router being up, window.next, comes sooner on a busy machine).
      await page.locator('form[data-testid="lead-form"] input[name="_key"]').waitFor({ state: 'attached', timeout: 30_000 });
      const select = page.getByTestId('registration-select');
      // The page as it was before 3 December: Darky Day still among the options, and chosen.
      await select.evaluate((element) => {
        const option = document.createElement('option');
        option.value = 'darky-day-2026';
        option.textContent = 'Darky Day 2026';
        element.append(option);
        (element as HTMLSelectElement).value = 'darky-day-2026';
      });
      await page.locator('input[name="firstName"]').fill('Rosa');
      await page.locator('input[name="lastName"]').fill('Quispe');
      await page.locator('input[name="phone"]').fill('987 654 321');
      await page.locator('input[name="email"]').fill('rosa@empresa.pe');
      await page.locator('select[name="source"]').selectOption('event');
      await page.locator('form[data-testid="lead-form"] button[type="submit"]').click();
      // The message stands beneath the date list, which now offers the dates still ahead.
      await expect
        .poll(() => page.locator('[id$="-registrationFor-error"]').textContent(), { timeout: 15_000 })
        .toBe(messagesOf(locale).LeadValidation.registrationClosed);
      expect(await page.locator('input[name="firstName"]').inputValue()).toBe('Rosa');
      expect(await page.locator('input[name="email"]').inputValue()).toBe('rosa@empresa.pe');
      expect(page.url()).not.toMatch(/gracias/);
      await screenshot(page, `academy-clock-refused-${locale}-375`);
      await context.close();
    });
  }

  it('the API refuses it too, with the field named, in the lead language', async () => {
    for (const locale of ['es', 'en'] as const) {
      const response = await fetch(`${running.server.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: running.server.url },
        body: JSON.stringify({
          formId: 'eventos',
          locale,
          fields: { registrationFor: 'darky-day-2026', firstName: 'Rosa', lastName: 'Quispe', phone: '987654321', email: 'rosa@empresa.pe', source: 'event' },
        }),
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ errors: { registrationFor: messagesOf(locale).LeadValidation.registrationClosed } });
    }
  });
});

describe.skipIf(skipReason)('the academy with nothing scheduled (clock at 2027-03-01)', () => {
  let browser: Browser;
  let running: { server: ProductionServer; dataDir: string };
  beforeAll(async () => {
    [browser, running] = await Promise.all([launchBrowser(), serverAt('2027-03-01 12:00:00')]);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.server.stop();
    if (running) rmSync(running.dataDir, { recursive: true, force: true });
  });

  it('says no date is scheduled and takes a request to hear of the next one, in both languages', async () => {
    for (const [locale, prefix] of [
      ['es', ''],
      ['en', '/en'],
    ] as const) {
      for (const [width, viewport] of [
        [1440, viewports.desktop],
        [375, viewports.mobile],
      ] as const) {
        const context = await browser.newContext({ baseURL: running.server.url, viewport });
        const page = await context.newPage();
        await page.goto(`${prefix}/academia`);
        expect(await page.locator('#proximo-evento [data-testid="nothing-scheduled"]').count()).toBe(1);
        await page.goto(`${prefix}/eventos`);
        expect(await page.getByTestId('past-items').locator('li').count()).toBe(2);
        expect(await page.getByTestId('registration-select').count()).toBe(0);
        expect(await page.getByTestId('no-dates-ahead').count()).toBe(1);
        await screenshot(page, `academy-clock-nothing-${locale}-${width}`);
        if (width === 375) {
          await page.locator('input[name="firstName"]').fill('Luis');
          await page.locator('input[name="lastName"]').fill('Huamán');
          await page.locator('input[name="phone"]').fill('987 654 322');
          await page.locator('input[name="email"]').fill(`luis.${locale}@empresa.pe`);
          await page.locator('select[name="source"]').selectOption('search');
          await page.locator('form[data-testid="lead-form"] button[type="submit"]').click();
          await page.waitForURL(/\/eventos\/gracias\/eventos$/, { timeout: 15_000 });
        }
        await context.close();
      }
    }
  });
});
