/**
 * Forms ask for what their pages promise, in Chromium against the production server: the lessons form asks for the
 * e-mail it promises (errors in Spanish and English, what was typed kept), and /conversemos books a 30-minute slot
 * that the thanks page shows (with its .ics) and that is not offered again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, viewports } from './support/browser';

/** The form treats a submission sooner than this after it appeared as a bot's (LEADS_MIN_FILL_MS). */
const HUMAN_PAUSE_MS = 2_700;
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillPerson(page: Page, firstName: string) {
  await page.locator('input[name="firstName"]').fill(firstName);
  await page.locator('input[name="lastName"]').fill('Quispe');
  await page.locator('input[name="phone"]').fill('987 654 321');
  await page.locator('select[name="source"]').selectOption('search');
}

describe('the lessons form asks for the e-mail it promises', () => {
  for (const [path, submit, message, javaScriptEnabled] of [
    ['/lessons', 'Enviar mis datos', 'Escribe un correo válido, por ejemplo nombre@empresa.com.', true],
    ['/en/lessons', 'Send my details', 'Enter a valid e-mail address, for example name@company.com.', false],
  ] as const) {
    it(`${path} (${javaScriptEnabled ? 'with' : 'without'} JavaScript): a bad address is refused beneath the e-mail field in the page's language, and what was typed stays`, async () => {
      const { context, page } = await newPage(browser, { viewport: viewports.mobile, javaScriptEnabled });
      try {
        await page.goto(path, { waitUntil: 'load' });
        const email = page.locator('input[name="email"]');
        expect(await email.getAttribute('type')).toBe('email');
        expect(await email.getAttribute('aria-required')).toBe('true');
        await fillPerson(page, `Leccion${RUN}`);
        await email.fill('ana@empresa');
        await page.waitForTimeout(HUMAN_PAUSE_MS);
        await page.getByTestId('lead-form').getByRole('button', { name: submit }).click();
        await page.locator('input[name="email"][aria-invalid="true"]').waitFor();
        const describedBy = (await page.locator('input[name="email"]').getAttribute('aria-describedby'))!.split(' ');
        const texts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
        expect(texts).toContain(message);
        expect(await page.locator('input[name="email"]').inputValue()).toBe('ana@empresa');
        expect(await page.locator('input[name="firstName"]').inputValue()).toBe(`Leccion${RUN}`);
        await screenshot(page, `forms-promises/lessons-email-error-${javaScriptEnabled ? 'es' : 'en'}-375`);
      } finally {
        await context.close();
      }
    });
  }

  it('the JSON API answers a bad e-mail with 422 and the message in English for an English page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/en/lessons', { waitUntil: 'load' });
      const answer = await page.evaluate(async () => {
        const response = await fetch('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            formId: 'lessons',
            locale: 'en',
            fields: { firstName: 'Api', lastName: 'Test', phone: '987654321', source: 'event', email: 'no-at-sign' },
          }),
        });
        return { status: response.status, body: await response.json() };
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ email: 'Enter a valid e-mail address, for example name@company.com.' });
    } finally {
      await context.close();
    }
  });
});

describe('/conversemos books a 30-minute slot', () => {
  let booked: { value: string; label: string };

  it('without JavaScript: books the first free slot, shows it on the thanks page with an .ics to download', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false, viewport: viewports.desktop });
    try {
      await page.goto('/conversemos', { waitUntil: 'load' });
      const select = page.locator('select[name="slot"]');
      const first = select.locator('option:not([value=""])').first();
      booked = { value: (await first.getAttribute('value'))!, label: (await first.textContent())! };
      expect(booked.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
      await fillPerson(page, `Cita${RUN}`);
      await page.locator('input[name="email"]').fill(`cita-${RUN}@empresa.pe`);
      await select.selectOption(booked.value);
      await page.locator('select[name="service"]').selectOption('chatbot');
      await page.waitForTimeout(HUMAN_PAUSE_MS);
      await page.getByTestId('lead-form').locator('button[type="submit"]').click();
      await page.waitForURL(/\/conversemos\/gracias\/conversemos\?cita=[0-9a-f-]{36}$/);

      const when = (await page.getByTestId('appointment-when').textContent())!;
      // The option reads "lunes, 7 de diciembre · 09:00"; the thanks page names the same day and time, in Lima time.
      const [day, time] = booked.label.split(' · ');
      expect(when).toContain(day!);
      expect(when).toContain(`${time} – `);
      expect(when).toContain('(hora de Lima)');
      expect(await page.locator('time').getAttribute('datetime')).toBe(booked.value);

      const href = (await page.getByTestId('appointment-ics').getAttribute('href'))!;
      const ics = await page.request.get(href);
      expect(ics.status()).toBe(200);
      expect(ics.headers()['content-type']).toContain('text/calendar');
      const text = await ics.text();
      expect(text).toContain('BEGIN:VEVENT');
      expect(text).toMatch(/\r\nUID:[0-9a-f-]{36}@darkodigital\.pe\r\n/);
      const localStart = new Date(new Date(booked.value).getTime() - 5 * 3_600_000).toISOString().replace(/[-:]/g, '').slice(0, 13);
      expect(text).toContain(`DTSTART;TZID=America/Lima:${localStart}00`);
      await screenshot(page, 'forms-promises/conversemos-thanks-es-1440');
    } finally {
      await context.close();
    }
  });

  it('no longer offers the booked slot', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto('/conversemos', { waitUntil: 'load' });
      expect(await page.locator('select[name="slot"] option:not([value=""])').count()).toBeGreaterThan(0);
      expect(await page.locator(`select[name="slot"] option[value="${booked.value}"]`).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript at 375 px, in English: books a slot and sees it in Lima time on the thanks page', async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.mobile, locale: 'en-US' });
    try {
      await page.goto('/en/conversemos', { waitUntil: 'networkidle' });
      await screenshot(page, 'forms-promises/conversemos-form-en-375');
      const option = page.locator('select[name="slot"] option:not([value=""])').nth(1);
      const value = (await option.getAttribute('value'))!;
      await fillPerson(page, `Citajs${RUN}`);
      await page.locator('input[name="email"]').fill(`citajs-${RUN}@empresa.pe`);
      await page.locator('select[name="slot"]').selectOption(value);
      await page.locator('select[name="service"]').selectOption('webs-y-apps');
      await page.waitForTimeout(HUMAN_PAUSE_MS);
      await page.getByTestId('lead-form').getByRole('button', { name: 'Book my free call' }).click();
      await page.waitForURL(/\/en\/conversemos\/gracias\/conversemos\?cita=/);
      expect(await page.getByTestId('appointment-when').textContent()).toContain('(Lima time)');
      expect(await page.locator('time').getAttribute('datetime')).toBe(value);
      await screenshot(page, 'forms-promises/conversemos-thanks-en-375');
    } finally {
      await context.close();
    }
  });
});

describe('two visitors want the same slot', () => {
  it('the second, on a page loaded before the first booked, hears in Spanish that it was just taken, keeps what was typed, and the slot leaves the list', async () => {
    const first = await newPage(browser, { javaScriptEnabled: false });
    const second = await newPage(browser, { viewport: viewports.mobile });
    try {
      await second.page.goto('/conversemos', { waitUntil: 'networkidle' });
      const value = (await second.page.locator('select[name="slot"] option:not([value=""])').nth(2).getAttribute('value'))!;

      await first.page.goto('/conversemos', { waitUntil: 'load' });
      await fillPerson(first.page, `Primera${RUN}`);
      await first.page.locator('input[name="email"]').fill(`primera-${RUN}@empresa.pe`);
      await first.page.locator('select[name="slot"]').selectOption(value);
      await first.page.locator('select[name="service"]').selectOption('other');
      await first.page.getByTestId('lead-form').locator('button[type="submit"]').click();
      await first.page.waitForURL(/\/conversemos\/gracias\/conversemos\?cita=/);

      await fillPerson(second.page, `Segunda${RUN}`);
      await second.page.locator('input[name="email"]').fill(`segunda-${RUN}@empresa.pe`);
      await second.page.locator('select[name="slot"]').selectOption(value);
      await second.page.locator('select[name="service"]').selectOption('other');
      await second.page.waitForTimeout(HUMAN_PAUSE_MS);
      await second.page.getByTestId('lead-form').getByRole('button', { name: 'Reservar mi asesoría gratuita' }).click();
      await second.page.getByText('Ese horario acaba de ser reservado. Elige otro de la lista.').waitFor();
      expect(await second.page.locator('input[name="firstName"]').inputValue()).toBe(`Segunda${RUN}`);
      // The list is fetched again: the taken slot is gone, the others remain.
      await second.page.waitForFunction((taken) => !document.querySelector(`select[name="slot"] option[value="${taken}"]`), value);
      expect(await second.page.locator('select[name="slot"] option:not([value=""])').count()).toBeGreaterThan(0);
      await screenshot(second.page, 'forms-promises/conversemos-slot-taken-es-375');
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});

describe('case pages and portfolio', () => {
  for (const [path, viewport, name, industry] of [
    ['/portafolio/tc-technology', viewports.mobile, 'case-es-375', 'Sector: Tecnología: soporte informático'],
    ['/en/portafolio/ymca', viewports.desktop, 'case-en-1440', 'Industry: Community: youth center, sports and arts'],
  ] as const) {
    it(`${path}: the story with its sector, without invented figures (a seed case shows no results) and without a "sample" banner`, async () => {
      const { context, page } = await newPage(browser, { viewport });
      try {
        await page.goto(path, { waitUntil: 'load' });
        // The sector is read out with its label (visually hidden) and shown above the title.
        expect(
          (
            await page
              .locator('header p', { hasText: industry.split(': ').slice(1).join(': ') })
              .first()
              .textContent()
          )?.trim(),
        ).toBe(industry);
        // Every case in content/ is still seed copy (`seed: true`): only figures the agency enters are published.
        expect(await page.getByTestId('case-results').count()).toBe(0);
        expect(await page.locator('main').textContent()).not.toMatch(/de ejemplo|demostrativ|sample|demonstration|no son datos|not data of/i);
        await screenshot(page, `forms-promises/${name}`);
      } finally {
        await context.close();
      }
    });
  }

  it('the portfolio links every case page, tc-technology and ymca included', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/portafolio', { waitUntil: 'load' });
      const hrefs = await page.locator('#proyectos a[href^="/portafolio/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(expect.arrayContaining(['/portafolio/tc-technology', '/portafolio/ymca', '/portafolio/msm']));
      expect(new Set(hrefs).size).toBe(26);
    } finally {
      await context.close();
    }
  });
});
