/**
 * Reading comfort in Chromium against the production server: the phone tab row says it scrolls, the thanks
 * heading after a form lands clear of the sticky header at 375 px and says what happens next, error pages have
 * their own title, workshop seats read as label and value, the about page's hint says "tap" on touch screens, and
 * its team is a titled list of people with photos described in the page's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage, viewports } from './support/browser';

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

describe('service tab row', () => {
  it('at 375 px says it scrolls (hint with the tab count, edge fade, snap) and is wider than the screen', async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.mobile });
    try {
      await page.goto('/servicios/webs-y-apps-a-medida', { waitUntil: 'load' });
      const hint = page.getByTestId('tabs-scroll-hint');
      await hint.waitFor({ state: 'visible' });
      expect(await hint.textContent()).toContain('Desliza para ver las 7 soluciones');
      const scroller = await page.getByTestId('tabs-scroller').evaluate((element) => {
        const style = getComputedStyle(element);
        return { overflows: element.scrollWidth > element.clientWidth, snap: style.scrollSnapType, mask: style.maskImage || style.webkitMaskImage };
      });
      expect(scroller.overflows).toBe(true);
      expect(scroller.snap).toContain('x');
      expect(scroller.mask).toContain('linear-gradient');
    } finally {
      await context.close();
    }
  });

  it('at 1440 px wraps all tabs with no hint and no fade', async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.desktop });
    try {
      await page.goto('/en/servicios/webs-y-apps-a-medida', { waitUntil: 'load' });
      await page.getByTestId('tabs-scroller').waitFor();
      expect(await page.getByTestId('tabs-scroll-hint').isVisible()).toBe(false);
      const scroller = await page.getByTestId('tabs-scroller').evaluate((element) => ({
        overflows: element.scrollWidth > element.clientWidth,
        mask: getComputedStyle(element).maskImage,
      }));
      expect(scroller).toEqual({ overflows: false, mask: 'none' });
    } finally {
      await context.close();
    }
  });
});

async function fillContact(page: Page, firstName: string) {
  await page.locator('input[name="firstName"]').fill(firstName);
  await page.locator('input[name="lastName"]').fill('Quispe');
  await page.locator('input[name="phone"]').fill('987 654 321');
  await page.locator('select[name="service"]').selectOption({ index: 1 });
  await page.locator('select[name="source"]').selectOption('recommendation');
  await page.locator('textarea[name="message"]').fill('Quiero una web');
}

describe('thanks after sending a form at 375 px', () => {
  for (const [path, next] of [
    ['/contacto', 'en 1 día hábil'],
    ['/en/contacto', 'within 1 business day'],
  ] as const) {
    it(`${path}: the focused thanks heading sits below the sticky header and the card says what happens next`, async () => {
      const { context, page } = await newPage(browser, { viewport: viewports.mobile });
      try {
        await page.goto(path, { waitUntil: 'networkidle' });
        await fillContact(page, `Lectura${RUN}`);
        await page.waitForTimeout(HUMAN_PAUSE_MS);
        await page.locator('form[data-testid="lead-form"] button[type="submit"]').click();
        const panel = page.getByTestId('lead-thanks');
        await panel.waitFor({ state: 'visible' });
        const heading = panel.getByRole('heading', { level: 2 });
        await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
        // Wait for the scroll to settle at a position where the heading clears the header.
        await page.waitForFunction(
          () => {
            const header = document.querySelector('header')!.getBoundingClientRect();
            const title = document.querySelector('[data-testid="lead-thanks"] h2')!.getBoundingClientRect();
            return title.top >= header.bottom && title.bottom <= window.innerHeight;
          },
          undefined,
          { timeout: 10_000 },
        );
        expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await panel.getByTestId('lead-thanks-next').textContent()).toContain(next);
      } finally {
        await context.close();
      }
    });
  }
});

describe('error page titles', () => {
  for (const [path, title] of [
    ['/no-existe-esta-pagina', 'Darko Digital | Página no encontrada'],
    ['/en/no-such-page', 'Darko Digital | Page not found'],
    ['/blog/no-existe-este-post', 'Darko Digital | Página no encontrada'],
  ] as const) {
    it(`${path} answers 404 titled "${title}", in the first HTML and in the document`, async () => {
      const { context, page } = await newPage(browser);
      try {
        const response = await page.goto(path, { waitUntil: 'load' });
        expect(response?.status()).toBe(404);
        // What a visitor without JavaScript, a link preview or a crawler reads: the raw HTML's first <title>.
        expect((await response!.text()).match(/<title>([^<]*)<\/title>/)?.[1]).toBe(title);
        await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 });
        expect(await page.title()).toBe(title);
      } finally {
        await context.close();
      }
    });
  }
});

describe('copy', () => {
  it('workshop cards show seats as the label "Cupos" and the number as the value', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/academia', { waitUntil: 'load' });
      const facts = await page
        .locator('dl div')
        .evaluateAll((divs) => divs.map((div) => [div.querySelector('dt')?.textContent, div.querySelector('dd')?.textContent]));
      const seats = facts.filter(([label]) => label === 'Cupos');
      expect(seats.length).toBeGreaterThan(0);
      for (const [, value] of seats) expect(value).toMatch(/^\d+$/);
      expect(await page.locator('body').textContent()).not.toContain('✓');
    } finally {
      await context.close();
    }
  });

  it('the about page says "tap" on a touch screen and "hover" with a mouse, in both languages', async () => {
    const touch = await browser.newContext({ baseURL: BASE_URL, viewport: viewports.mobile, isMobile: true, hasTouch: true, locale: 'es-PE' });
    const mouse = await browser.newContext({ baseURL: BASE_URL, viewport: viewports.desktop, locale: 'es-PE' });
    try {
      const onTouch = await touch.newPage();
      await onTouch.goto('/nosotros', { waitUntil: 'load' });
      expect(await onTouch.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      expect(await onTouch.getByText('Toca o enfoca para ver más').isVisible()).toBe(true);
      expect(await onTouch.getByText('Pasa el cursor o enfoca para ver más').isVisible()).toBe(false);
      await onTouch.goto('/en/nosotros', { waitUntil: 'load' });
      expect(await onTouch.getByText('Tap or focus to see more').isVisible()).toBe(true);
      const withMouse = await mouse.newPage();
      await withMouse.goto('/en/nosotros', { waitUntil: 'load' });
      expect(await withMouse.getByText('Hover or focus to see more').isVisible()).toBe(true);
      expect(await withMouse.getByText('Tap or focus to see more').isVisible()).toBe(false);
    } finally {
      await touch.close();
      await mouse.close();
    }
  });

  it('the about page shows its team as a titled list, each photo described in the page language, at 375 and 1440 px', async () => {
    const languages = [
      { path: '/nosotros', heading: 'Nuestro equipo', role: 'Estrategia digital', alt: 'Ilustración de avatar neutra, en lugar de una foto' },
      { path: '/en/nosotros', heading: 'Our team', role: 'Digital strategy', alt: 'Neutral avatar illustration, in place of a photo' },
    ];
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      for (const language of languages) {
        const { context, page } = await newPage(browser, { viewport });
        try {
          await page.goto(language.path, { waitUntil: 'load' });
          const section = page.getByRole('region', { name: language.heading });
          const people = section.getByRole('list').getByRole('listitem');
          expect(await people.count()).toBe(4);
          expect(await people.first().getByRole('heading', { level: 3 }).textContent()).toBe(language.role);
          expect(await people.first().getByRole('img').getAttribute('alt')).toBe(language.alt);
          // Every photo loaded, and nothing is wider than the screen.
          await section.scrollIntoViewIfNeeded();
          await expect
            .poll(() => section.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
            .toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          // For a person to look at (screenshots/ is git-ignored).
          await section.screenshot({
            path: `screenshots/about-team-${language.path === '/nosotros' ? 'es' : 'en'}-${viewport.width}.png`,
            animations: 'disabled',
          });
        } finally {
          await context.close();
        }
      }
    }
  });
});
