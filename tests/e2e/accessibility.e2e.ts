/** axe-core finds no violations on the main pages, in both languages, at phone and desktop widths; screenshots for review. */
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot, viewports } from './support/browser';

const pages = [
  '/',
  '/servicios',
  '/servicios/webs-y-apps-a-medida?tab=web-corporativa&subtab=landing-page',
  '/portafolio',
  '/portafolio/msm',
  '/nosotros',
  '/blog',
  '/academia',
  '/lessons',
  '/contacto',
  '/conversemos',
  '/innovaciones/darky-3D',
  '/innovaciones/darky-3D/demo',
  '/pagos',
  '/games',
  '/gracias',
  '/no-existe',
];

let browser: Browser;
beforeAll(async () => {
  mkdirSync('screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Two pages at once (maxConcurrency in vitest.e2e.config.ts): each check is mostly axe's work in one renderer, so a
// second renderer uses the other core; the pages share nothing (a context each) and no check depends on timing.
describe.concurrent.each([
  ['desktop', viewports.desktop],
  ['mobile', viewports.mobile],
] as const)('accessibility (%s)', (name, viewport) => {
  it.each(pages.flatMap((path) => [path, path === '/' ? '/en' : `/en${path}`]))('%s has no axe violations', async (path) => {
    const { context, page } = await newPage(browser, { viewport });
    await page.goto(path, { waitUntil: 'networkidle' });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    const summary = results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
    expect(summary).toEqual([]);
    await screenshot(page, `${name}${path.replace(/[^a-z0-9]+/gi, '_')}`);
    await context.close();
  });
});
