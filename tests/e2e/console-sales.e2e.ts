/**
 * Monday morning for the sales lead (issue 26), in Chromium against the production server: a visitor books an advice
 * session on /conversemos, another writes twice with the same phone; the sales lead (an operator made with
 * `npm run admin`) finds the booking by an accent-less name and by e-mail, sees the call link and the slot in Lima
 * time, assigns it to herself with a call-back day, finds it in "Míos" and "Por llamar", marks it with a note and
 * exports it; the same at 375 px (cards, no sideways scroll, call at hand). axe on what changes; screenshots.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, viewports } from './support/browser';
import { signInThroughForm } from './support/console-operator';

const run = promisify(execFile);
const HUMAN_PAUSE_MS = 2_700;
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const SALES = { email: `ventas-${RUN}@example.com`, password: 'ventas passphrase 2026', name: 'Sofía Ventas' };
const BOOKER = { first: `Ramón${RUN}`, last: 'Pérez Huamán', email: `ramon-${RUN}@empresa.pe`, phone: '987 123 456' };
const TWICE = { first: `Nahui${RUN}`, phone: '986 555 444' };

function admin(...args: string[]) {
  return run('npx', ['tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: process.env.DATABASE_URL ?? '' },
  });
}

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A contact form posted without JavaScript, like the console's other browser test. */
async function sendContact(browser: Browser, person: { first: string; last: string; phone: string; message: string }): Promise<void> {
  const visitor = await newPage(browser, { javaScriptEnabled: false });
  try {
    await visitor.page.goto('/nuevo-contacto?utm_source=e2e-sales');
    await visitor.page.waitForTimeout(HUMAN_PAUSE_MS);
    await visitor.page.locator('input[name="firstName"]').fill(person.first);
    await visitor.page.locator('input[name="lastName"]').fill(person.last);
    await visitor.page.locator('input[name="phone"]').fill(person.phone);
    await visitor.page.locator('select[name="service"]').selectOption('webs-y-apps');
    await visitor.page.locator('select[name="source"]').selectOption('social');
    await visitor.page.locator('textarea[name="message"]').fill(person.message);
    await visitor.page.getByTestId('lead-form').getByRole('button', { name: 'Enviar mis datos' }).click();
    await visitor.page.waitForURL(/gracias/);
  } finally {
    await visitor.context.close();
  }
}

let browser: Browser;
/** The booked slot: its value (UTC ISO) and its time in Lima as the console writes it ("11:30"). */
let slot: { value: string; limaTime: string };

beforeAll(async () => {
  if (!process.env.E2E_DATA_DIR) throw new Error('run through scripts/run-e2e.mjs (E2E_DATA_DIR)');
  browser = await launchBrowser();
  await admin('create-user', '--email', SALES.email, '--password', SALES.password, '--role', 'member', '--name', SALES.name);

  // A visitor books an advice session (no JavaScript: the form posts).
  const booker = await newPage(browser, { javaScriptEnabled: false });
  await booker.page.goto('/conversemos', { waitUntil: 'load' });
  const option = booker.page.locator('select[name="slot"] option:not([value=""])').first();
  const value = (await option.getAttribute('value'))!;
  const start = new Date(value);
  const limaHour = (start.getUTCHours() + 24 - 5) % 24;
  slot = { value, limaTime: `${limaHour % 12 || 12}:${String(start.getUTCMinutes()).padStart(2, '0')}` };
  await booker.page.locator('input[name="firstName"]').fill(BOOKER.first);
  await booker.page.locator('input[name="lastName"]').fill(BOOKER.last);
  await booker.page.locator('input[name="phone"]').fill(BOOKER.phone);
  await booker.page.locator('input[name="email"]').fill(BOOKER.email);
  await booker.page.locator('select[name="source"]').selectOption('search');
  await booker.page.locator('select[name="slot"]').selectOption(value);
  await booker.page.locator('select[name="service"]').selectOption('chatbot');
  await booker.page.waitForTimeout(HUMAN_PAUSE_MS);
  await booker.page.getByTestId('lead-form').locator('button[type="submit"]').click();
  await booker.page.waitForURL(/\/conversemos\/gracias\/conversemos\?cita=/);
  await booker.context.close();

  // Another writes twice, the second time with the phone spelled differently: one person, two leads.
  await sendContact(browser, { first: TWICE.first, last: 'Quispe', phone: TWICE.phone, message: 'Quiero una tienda' });
  await sendContact(browser, { first: TWICE.first, last: 'Quispe', phone: `+51 ${TWICE.phone}`, message: 'Les escribí ayer' });
}, 120_000);
afterAll(async () => browser?.close());

const signIn = (page: Page) => signInThroughForm(page, SALES);

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel(/Buscar/).fill(text);
  await page.getByRole('button', { name: 'Filtrar' }).first().click();
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

describe('the sales lead at 1440 px', () => {
  it('finds the booking by an accent-less name and by e-mail, calls, assigns, sets a call-back, marks and exports', async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.desktop });
    try {
      await signIn(page);
      const lowered = BOOKER.first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      await search(page, `${lowered} perez huaman`);
      const rows = page.locator('table tbody tr');
      expect(await rows.count()).toBe(1);
      expect(await rows.first().innerText()).toContain(BOOKER.email);
      expect(await rows.first().innerText()).toContain(slot.limaTime);
      await search(page, BOOKER.email.toUpperCase());
      expect(await rows.count()).toBe(1);
      await screenshot(page, 'console-sales-search-1440-es');

      await page.getByRole('link', { name: `${BOOKER.first} ${BOOKER.last}`, exact: true }).click();
      await page.waitForURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
      const leadPath = new URL(page.url()).pathname;
      // Call, WhatsApp and e-mail at the top, the phone in one format (E.164 behind it).
      expect(await page.locator('a[data-action="call"]').getAttribute('href')).toBe('tel:+51987123456');
      expect(await page.locator('a[data-action="whatsapp"]').getAttribute('href')).toBe('https://wa.me/51987123456');
      expect(await page.locator('a[data-action="mail"]').getAttribute('href')).toBe(`mailto:${BOOKER.email}`);
      expect(await page.locator('[data-slot="lead-phone"]').innerText()).toBe('+51 987 123 456');
      // The booked session in Lima time, with its calendar file.
      const booked = await page.locator('[data-slot="lead-slot"]').innerText();
      expect(booked).toContain(slot.limaTime);
      expect(booked).toContain('hora de Lima');
      const ics = await page.request.get(`/api/appointments/${leadPath.split('/').pop()}`);
      expect(ics.headers()['content-type']).toContain('text/calendar');
      // Words, not codes.
      const main = await page.locator('main').innerText();
      expect(main).toContain('Conversemos (reserva de asesoría)');
      expect(main).toContain('Buscador (Google, Bing…)');
      expect(main).toContain('Chatbot Personalizado');

      // Assign to herself with a call-back day.
      await page.getByLabel('Responsable').selectOption({ label: `Yo (${SALES.name})` });
      await page.getByLabel('Llamar el').fill('2026-11-20');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await page.waitForURL(/done=saved/);
      expect(await page.locator('[data-slot="lead-work"]').innerText()).toContain(SALES.name);
      await page.getByLabel('contactado').check();
      await page.getByLabel('Nota (opcional)').fill('Llamé: confirma la reunión, pide cotización');
      await page.getByRole('button', { name: 'Guardar seguimiento' }).click();
      await page.waitForURL(/done=marked/);
      await expectAxeClean(page);
      await screenshot(page, 'console-sales-lead-1440-es');

      // The saved views: it is hers, due for a call (the day is past), booked.
      await page.goto('/admin/leads?view=mine');
      expect(await page.locator('table tbody tr').count()).toBe(1);
      expect(await page.locator('a[data-view="mine"]').innerText()).toMatch(/1/);
      await page.goto('/admin/leads?view=callback');
      expect(await page.locator('table tbody tr').first().innerText()).toContain(BOOKER.first);
      expect(await page.locator('table tbody tr').first().innerText()).toMatch(/vencido/);
      await page.goto('/admin/leads?view=booked');
      expect(await page.locator('table tbody tr').filter({ hasText: BOOKER.first }).count()).toBe(1);
      await screenshot(page, 'console-sales-booked-1440-es');

      // The export keeps the work, in Lima time, named by the Lima day, with a BOM.
      const response = await page.request.get(`/admin/leads/export?q=${encodeURIComponent(BOOKER.email)}`);
      const body = await response.body();
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
      expect(response.headers()['content-disposition']).toContain(`leads-${today}.csv`);
      const [header, line] = body.subarray(3).toString('utf8').split('\r\n');
      expect(header).toContain('status,owner,call_back_on,status_changed_at,notes');
      expect(line).toContain(`,contacted,${SALES.name},2026-11-20,`);
      expect(line).toContain('Llamé: confirma la reunión, pide cotización');
      const limaSlot = new Date(new Date(slot.value).getTime() - 5 * 3_600_000).toISOString().slice(0, 19);
      expect(line).toContain(`${limaSlot}-05:00`);
    } finally {
      await context.close();
    }
  });

  it('flags the two leads with one phone as duplicates and merges them', async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.desktop });
    try {
      await signIn(page);
      await search(page, TWICE.first);
      const rows = page.locator('table tbody tr');
      expect(await rows.count()).toBe(2);
      for (const row of await rows.all()) expect(await row.innerText()).toContain('posible duplicado');
      await rows
        .first()
        .getByRole('link', { name: `${TWICE.first} Quispe`, exact: true })
        .click();
      await page.waitForURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: 'Unir con este lead' }).click();
      await page.waitForURL(/done=merged/);
      await page.goto('/admin/leads');
      await search(page, TWICE.first);
      expect(await rows.count()).toBe(1);
      expect(await rows.first().innerText()).not.toContain('posible duplicado');
    } finally {
      await context.close();
    }
  });
});

describe('the sales lead at 375 px', () => {
  for (const locale of ['es', 'en'] as const) {
    it(`works the inbox from a phone in ${locale}: cards with call at hand, filters folded, nothing scrolls sideways`, async () => {
      const { context, page } = await newPage(browser, { viewport: viewports.mobile });
      try {
        await signIn(page);
        if (locale === 'en') {
          await page.getByRole('button', { name: 'Cambiar la consola a inglés' }).click();
          await page.waitForFunction(() => document.documentElement?.lang === 'en');
        }
        // The first screen: views and the search; the other filters are behind one button.
        expect(await page.locator('#lead-form').isVisible()).toBe(false);
        await noSidewaysScroll(page);
        await screenshot(page, `console-sales-inbox-375-${locale}`);
        await page.getByLabel(/Buscar|Search/).fill(BOOKER.email);
        await page
          .getByRole('button', { name: locale === 'es' ? 'Filtrar' : 'Filter' })
          .first()
          .click();
        await page.waitForURL(/q=/);
        const card = page.locator('[data-slot="lead-cards"] > li');
        expect(await card.count()).toBe(1);
        const call = card.locator('a[data-action="call"]');
        expect(await call.isVisible()).toBe(true);
        expect(await call.getAttribute('href')).toBe('tel:+51987123456');
        const box = (await call.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        await expectAxeClean(page);
        await noSidewaysScroll(page);
        await screenshot(page, `console-sales-card-375-${locale}`);
        await card.getByRole('link', { name: `${BOOKER.first} ${BOOKER.last}`, exact: true }).click();
        await page.waitForURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
        // The follow-up is near the top, not 1,800 px down.
        const followUp = (await page.locator('#lead-follow-up').boundingBox())!;
        expect(followUp.y).toBeLessThan(1_400);
        await expectAxeClean(page);
        await noSidewaysScroll(page);
        await screenshot(page, `console-sales-lead-375-${locale}`);
        for (const path of ['/admin/leads?view=booked', '/admin/sessions', '/admin/deliveries', '/admin/conversations', '/admin/questions']) {
          await page.goto(path);
          await noSidewaysScroll(page);
        }
      } finally {
        await context.close();
      }
    });
  }
});
