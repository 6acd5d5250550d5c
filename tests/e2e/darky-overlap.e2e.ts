/**
 * Darky's floating messages never lie over what the visitor reads: on every page, at 375 and 1440 px in Spanish and at
 * 375 px in English, no text, picture, link, button or field of the page sits under a visible bubble — on arrival, once the
 * page has settled, after scrolling down, and back at the top.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, viewports } from './support/browser';
import { pageUrl, sitePages, type SiteLocale } from './support/site-pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What of the page lies under a visible part of Darky's floating messages, described for the failure message.
 * Written apart from the widget's own check (page-dom.ts) so that a mistake there cannot hide here.
 */
function contentUnderBubbles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const widget = document.querySelector('[data-testid="darky"]');
    const floating = document.querySelector('[data-testid="darky-floating"]');
    if (!widget || !floating) return [];
    const shown = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const boxes = Array.from(floating.children)
      .filter(shown)
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    if (boxes.length === 0) return [];
    const under = (r: DOMRect) =>
      r.width > 1 && r.height > 1 && boxes.some((b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom);
    const hits = new Set<string>();
    const controls = 'input:not([type="hidden"]), select, textarea, button, a[href], [role="button"], [role="tab"], img:not([alt=""]), [role="img"]';
    for (const element of document.querySelectorAll(controls)) {
      if (widget.contains(element) || !shown(element)) continue;
      if (under(element.getBoundingClientRect()))
        hits.add(`${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('alt') || '').trim().slice(0, 40)}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim();
      const parent = node.parentElement;
      if (!text || !parent || widget.contains(parent) || !shown(parent)) continue;
      const outer = parent.getBoundingClientRect();
      if (outer.width <= 1 || outer.height <= 1) continue;
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(under)) hits.add(`text "${text.slice(0, 40)}"`);
    }
    return [...hits];
  });
}

/** Two frames and a beat: the widget re-checks once a frame, React renders right after. */
async function settle(page: Page, ms = 100): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(ms);
}

async function scrollTo(page: Page, where: 'top' | number | 'bottom'): Promise<void> {
  await page.evaluate((to) => {
    const top = to === 'top' ? 0 : to === 'bottom' ? document.documentElement.scrollHeight : to;
    window.scrollTo({ top, behavior: 'instant' });
  }, where);
  await settle(page);
}

/**
 * Spanish (the default, and the longer words) at both widths; English at the phone width, where a bubble and the page
 * compete for the same few hundred pixels. The desktop English walk is the Spanish desktop layout with shorter words
 * (the same components, the same widget placement) and cost a quarter of this file's minutes, the suite's longest.
 */
const combos = [
  { locale: 'es', viewport: viewports.mobile },
  { locale: 'es', viewport: viewports.desktop },
  { locale: 'en', viewport: viewports.mobile },
] as const;

/** Pages checked side by side (each in its own context): the walk over every page stays about a minute a combination. */
const AT_ONCE = 3;

describe('Darky floating messages cover no content', () => {
  for (const { locale, viewport } of combos) {
    it(`${locale} at ${viewport.width}px, every page: arrival, settled, scrolled, back at the top`, { timeout: 600_000 }, async () => {
      const failures: string[] = [];
      let greeted = 0;
      const check = async (path: string) => {
        const { context, page } = await newPage(browser, { viewport, locale: locale === 'es' ? 'es-PE' : 'en-US' });
        try {
          await page.goto(pageUrl(locale as SiteLocale, path));
          // A visitor's first move loads the widget at once (when-settled.ts) instead of after the idle grace.
          await page.mouse.move(5, 5);
          await page.getByTestId('darky-launcher').waitFor({ timeout: 30_000 });
          await page.locator('[data-testid="darky-floating"] button[aria-label]').nth(1).waitFor({ state: 'attached', timeout: 30_000 });
          const steps: Array<[string, () => Promise<void>]> = [
            ['arrival', () => settle(page, 0)],
            ['settled', () => settle(page, 1000)],
            ['scrolled 600 px', () => scrollTo(page, 600)],
            ['scrolled 1200 px', () => scrollTo(page, 1200)],
            ['at the bottom', () => scrollTo(page, 'bottom')],
            ['back at the top', () => scrollTo(page, 'top')],
          ];
          for (const [moment, step] of steps) {
            await step();
            const hits = await contentUnderBubbles(page);
            if (hits.length > 0) failures.push(`${pageUrl(locale as SiteLocale, path)} (${moment}): ${hits.join(', ')}`);
            if (moment === 'settled' && (await page.getByTestId('darky-floating').getAttribute('data-clearance')) === 'shown') greeted += 1;
          }
        } finally {
          await context.close();
        }
      };
      const pages = sitePages();
      for (let index = 0; index < pages.length; index += AT_ONCE) await Promise.all(pages.slice(index, index + AT_ONCE).map(check));
      expect(failures).toEqual([]);
      // The check must not pass by never greeting: somewhere the spot is clear and the greeting shows.
      expect(greeted).toBeGreaterThan(0);
    });
  }
});
