/**
 * Payment links as the agency and its clients use them, in Chromium against the production server with
 * the sandbox provider: a link made with the CLI paid with the success card (receipt page, link paid and
 * its receipt in the outbox), a declined card then a good one, a paid link refusing a second payment,
 * two concurrent payments making one charge, an expired link refused, /pagos opening a link by code.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage as openPage, screenshot, viewports } from './support/browser';

const run = promisify(execFile);
const GOOD_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const CHALLENGE_CARD = '4000 0000 0000 3220';

/** Each journey runs the CLI (a TypeScript process) several times: generous, so a loaded machine passes too. */
const JOURNEY = { timeout: 300_000 };

let browser: Browser;

/** A page whose waits allow for a loaded machine (every wait is still for a visible state). */
async function newPage(...args: Parameters<typeof openPage>) {
  const opened = await openPage(...args);
  // A returning visitor who closed Darky's chat: its panel would otherwise open over the card form on a phone.
  await opened.context.addInitScript(() => {
    window.localStorage.setItem('darky:preferences', JSON.stringify({ showFullChat: false, showFloatingMessages: false, speakReplies: false }));
  });
  opened.page.setDefaultTimeout(90_000);
  opened.page.setDefaultNavigationTimeout(90_000);
  return opened;
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Runs the payments CLI against the server's database, as the agency would. */
async function paymentsCli(args: string[]): Promise<string> {
  const { stdout } = await run('npx', ['tsx', 'scripts/payments.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, SITE_URL: BASE_URL },
  });
  return stdout;
}

async function createLink(options: { amount?: string; currency?: string; concept: string; locale?: 'es' | 'en'; expires?: string; email?: string }) {
  const stdout = await paymentsCli([
    'create-link',
    '--amount',
    options.amount ?? '150.00',
    '--currency',
    options.currency ?? 'PEN',
    '--concept',
    options.concept,
    '--expires',
    options.expires ?? '7d',
    '--locale',
    options.locale ?? 'es',
    ...(options.email === '' ? [] : ['--email', options.email ?? 'cliente@example.com']),
  ]);
  const url = new URL(stdout.trim().split('\n').at(-1)!);
  expect(url.origin).toBe(new URL(BASE_URL).origin);
  const code = url.pathname.split('/').at(-1)!;
  expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return { path: url.pathname, code };
}

async function linkRow(code: string): Promise<Record<string, string>> {
  const line = (await paymentsCli(['list', `--code=${code}`])).trim();
  const [, status, , , receipt, attempts, succeeded, notices] = line.split('\t');
  return {
    status: status!,
    receipt: receipt!.replace('receipt=', ''),
    attempts: attempts!.replace('attempts=', ''),
    succeeded: succeeded!.replace('succeeded=', ''),
    notices: notices!.replace('notices=', ''),
  };
}

/** axe-core finds no violations (WCAG 2.2 A/AA and best practice, as tests/e2e/accessibility.e2e.ts) on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function fillCard(page: Page, number: string) {
  await page.locator('#pay-card-number').fill(number);
  await page.locator('#pay-card-expiry').fill('12/34');
  await page.locator('#pay-card-cvv').fill('123');
}

describe('paying a link in Spanish', JOURNEY, () => {
  it('CLI link paid with the success card: receipt, link paid, receipt and notice in the outbox', async () => {
    const { path, code } = await createLink({ concept: 'Landing page' });
    expect(path).toBe(`/pagos/${code}`);
    const { context, page } = await newPage(browser, { viewport: viewports.mobile });
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.title()).toContain('Pago de Landing page');
      expect((await page.getByTestId('pay-amount').textContent())!.replace(/\s/g, ' ')).toBe('S/ 150.00');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await screenshot(page, 'payments-link-es-375');
      await expectAccessible(page);
      await page.getByRole('button', { name: /^Pagar S\/\s150\.00$/ }).click();
      await page.getByText('Revisa el número de tarjeta.').waitFor();
      await fillCard(page, GOOD_CARD);
      // A double click is one attempt.
      await page.getByRole('button', { name: /^Pagar S\/\s150\.00$/ }).dblclick();
      await page.waitForURL(new RegExp(`/pagos/gracias/${code}$`));
      await page.getByTestId('payment-receipt').waitFor();
      const receipt = (await page.getByTestId('receipt-number').textContent())!;
      expect(receipt).toMatch(/^DD-\d{8}-[A-Z2-9]{6}$/);
      expect(await page.getByText('•••• 1111').count()).toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await screenshot(page, 'payments-receipt-es-375');
      await expectAccessible(page);
      await page.setViewportSize(viewports.desktop);
      await screenshot(page, 'payments-receipt-es-1440');

      const row = await linkRow(code);
      expect(row).toEqual({ status: 'paid', receipt, attempts: '1', succeeded: '1', notices: 'agency_notice:pending,client_receipt:pending' });

      // The paid link says so and takes no payment.
      await page.goto(path);
      expect(await page.getByTestId('pay-closed').getAttribute('data-status')).toBe('paid');
      expect(await page.getByText('Este enlace ya fue pagado. No se aceptan más pagos.').count()).toBe(1);
      expect(await page.locator('#pay-card-number').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('refuses a second payment from a page opened before the link was paid', async () => {
    const { path, code } = await createLink({ concept: 'Segundo pago' });
    const first = await newPage(browser);
    const stale = await newPage(browser);
    try {
      await stale.page.goto(path, { waitUntil: 'networkidle' });
      await first.page.goto(path, { waitUntil: 'networkidle' });
      await fillCard(first.page, GOOD_CARD);
      await first.page.getByRole('button', { name: /^Pagar/ }).click();
      await first.page.waitForURL(new RegExp(`/pagos/gracias/${code}$`));

      await fillCard(stale.page, GOOD_CARD);
      await stale.page.getByRole('button', { name: /^Pagar/ }).click();
      await stale.page.getByTestId('pay-refused').waitFor();
      expect(await stale.page.getByTestId('pay-refused').textContent()).toBe('Este enlace ya fue pagado. No se aceptan más pagos.');
      expect(await linkRow(code)).toMatchObject({ status: 'paid', attempts: '1', succeeded: '1' });
    } finally {
      await first.context.close();
      await stale.context.close();
    }
  });

  it('two concurrent payments of one link make one charge', async () => {
    const { path, code } = await createLink({ concept: 'Pago concurrente' });
    const a = await newPage(browser);
    const b = await newPage(browser);
    try {
      await Promise.all([a.page.goto(path, { waitUntil: 'networkidle' }), b.page.goto(path, { waitUntil: 'networkidle' })]);
      await fillCard(a.page, GOOD_CARD);
      await fillCard(b.page, GOOD_CARD);
      await Promise.all([a.page.getByRole('button', { name: /^Pagar/ }).click(), b.page.getByRole('button', { name: /^Pagar/ }).click()]);
      // Each page ends either on the receipt or refused because the link is paid.
      const settle = (page: Page) =>
        Promise.race([
          page.waitForURL(new RegExp(`/pagos/gracias/${code}$`), { timeout: 120_000 }).then(() => 'receipt'),
          page
            .getByTestId('pay-refused')
            .waitFor({ timeout: 120_000 })
            .then(() => 'refused'),
        ]);
      const ends = (await Promise.all([settle(a.page), settle(b.page)])).sort();
      expect(ends).toEqual(['receipt', 'refused']);
      expect(await linkRow(code)).toMatchObject({ status: 'paid', attempts: '1', succeeded: '1' });
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  it('refuses an expired link', async () => {
    const { path, code } = await createLink({ concept: 'Enlace que vence', expires: '1s' });
    const { context, page } = await newPage(browser);
    try {
      // Wait for the state the client would see, not for a clock: reload until the page says it expired.
      await expect
        .poll(
          async () => {
            await page.goto(path);
            return page
              .getByTestId('pay-closed')
              .getAttribute('data-status', { timeout: 1_000 })
              .catch(() => null);
          },
          { timeout: 90_000, interval: 500 },
        )
        .toBe('expired');
      expect(await page.getByText('Este enlace de pago venció.', { exact: false }).count()).toBe(1);
      expect(await page.locator('#pay-card-number').count()).toBe(0);
      const refused = await page.request.post(`/api/payments/links/${code}/charge`, {
        data: { attemptKey: crypto.randomUUID(), token: 'sbx_tok_approve_1111_AAAAAAAAAAAAAAAA', locale: 'es' },
      });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toEqual({ status: 'refused', reason: 'expired' });
      expect(await linkRow(code)).toMatchObject({ status: 'expired', attempts: '0' });
    } finally {
      await context.close();
    }
  });

  it('/pagos opens a link by its code, or explains a wrong one', async () => {
    const { code } = await createLink({ concept: 'Abrir por código' });
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto('/pagos');
      expect(await page.title()).toContain('Plataforma de Pagos');
      await screenshot(page, 'payments-open-es-1440');
      await page.getByLabel('Código o enlace de pago').fill('nada-que-ver');
      await page.getByRole('button', { name: 'Ver mi pago' }).click();
      await page.getByText('Ese código no corresponde a ningún enlace de pago.', { exact: false }).waitFor();
      expect(await page.getByLabel('Código o enlace de pago').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Código o enlace de pago').fill(`${BASE_URL}/pagos/${code}`);
      await page.getByRole('button', { name: 'Ver mi pago' }).click();
      await page.waitForURL(new RegExp(`/pagos/${code}$`));
      // Without JavaScript no card can be tokenised: the page says so instead of showing a form that cannot work.
      expect(await page.getByTestId('pay-needs-js').isVisible()).toBe(true);
      expect(await page.getByTestId('pay-needs-js').textContent()).toContain('Para pagar con tarjeta necesitas activar JavaScript');
      expect(await page.locator('#pay-card-number').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('paying a link in English', JOURNEY, () => {
  it('explains a declined card in English, then takes a good one; no card number reaches the server', async () => {
    const { path, code } = await createLink({ concept: 'Chatbot setup', amount: '99.90', currency: 'USD', locale: 'en', email: '' });
    expect(path).toBe(`/en/pagos/${code}`);
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') bodies.push(request.postData() ?? '');
    });
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.getByTestId('pay-amount').textContent()).toBe('$99.90');
      await screenshot(page, 'payments-link-en-1440');
      await fillCard(page, DECLINED_CARD);
      await page.getByLabel('Email for your receipt').fill('client@example.com');
      await page.getByRole('button', { name: 'Pay $99.90' }).click();
      await page.getByTestId('pay-declined').waitFor();
      expect(await page.getByTestId('pay-declined').textContent()).toContain('Your bank declined the card.');
      expect(await page.getByTestId('pay-declined').textContent()).toContain('You were not charged.');
      await page.setViewportSize(viewports.mobile);
      await screenshot(page, 'payments-declined-en-375');
      await expectAccessible(page);
      await page.setViewportSize(viewports.desktop);

      await fillCard(page, GOOD_CARD);
      await page.getByRole('button', { name: 'Pay $99.90' }).click();
      await page.waitForURL(new RegExp(`/en/pagos/gracias/${code}$`));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you! We received your payment');
      await screenshot(page, 'payments-receipt-en-1440');
      expect(bodies.length).toBeGreaterThanOrEqual(2);
      for (const body of bodies) expect(body.replace(/\D/g, '')).not.toContain('4111111111111111');
      for (const body of bodies) expect(body.replace(/\D/g, '')).not.toContain('4000000000000002');
      expect(await linkRow(code)).toMatchObject({ status: 'paid', attempts: '2', succeeded: '1', notices: 'agency_notice:pending,client_receipt:pending' });
    } finally {
      await context.close();
    }
  });

  it('asks for 3-D Secure with the challenge card and pays once confirmed', async () => {
    const { path, code } = await createLink({ concept: 'Brand kit', locale: 'en' });
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      await fillCard(page, CHALLENGE_CARD);
      await page.getByRole('button', { name: /^Pay/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Your bank asks you to confirm the payment' });
      await dialog.waitFor();
      await screenshot(page, 'payments-3ds-en-1440');
      // Escape cancels the bank's check: declined, nothing charged; the next try confirms.
      await page.keyboard.press('Escape');
      await page.getByTestId('pay-declined').waitFor();
      expect(await page.getByTestId('pay-declined').textContent()).toContain('Your bank could not confirm the payment (3-D Secure).');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm');
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/en/pagos/gracias/${code}$`));
      expect(await linkRow(code)).toMatchObject({ status: 'paid', attempts: '2', succeeded: '1' });
    } finally {
      await context.close();
    }
  });

  it('/en/pagos offers to open a link by code', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US', viewport: viewports.mobile });
    try {
      await page.goto('/en/pagos');
      expect(await page.title()).toContain('Payment Plataform');
      expect(await page.getByRole('heading', { name: 'Open your payment link' }).count()).toBe(1);
      await screenshot(page, 'payments-open-en-375');
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
