/**
 * Visual regression: every page (tests/e2e/support/site-pages.ts) at 375 and 1440 px in both languages, the first
 * screen as a visitor sees it on arrival, compared with the approved picture in tests/e2e/visual/approved/.
 *
 * Deterministic by construction: motion reduced and animations stopped, a returning visitor's consent already given
 * (no banner racing the shot), fonts warmed and loaded, images decoded; what changes by itself is masked — canvases
 * (particles, 3D, the game), videos and the live leaderboard — and Darky's widget, which loads on idle and has its own
 * tests (darky-placement, darky-overlap), is hidden. Pictures are kept as 256-colour PNGs (sharp, libimagequant, no
 * dithering: the same screen always quantises to the same bytes) and compared with pixelmatch after the same
 * quantisation, allowing 0.2 % of the pixels to differ (anti-aliasing is ignored by pixelmatch itself).
 *
 * Review: a failing page writes <name>.actual.png and <name>.diff.png (changes in red) to screenshots/visual/.
 * Approve every current picture with `npm run visual:approve` (README, "Visual review").
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONSENT_COOKIE } from '@/config/cookie-policy';
import { movedClockEnv, startProductionServer, type ProductionServer } from '../integration/support/production-server';
import { launchBrowser, viewports } from './support/browser';
import { pageName, pageUrl, sitePages, type SiteLocale } from './support/site-pages';

const APPROVED = path.resolve('tests/e2e/visual/approved');
const REVIEW = path.resolve('screenshots/visual');
const APPROVE = process.env.VISUAL_APPROVE === '1';
/** Share of pixels that may differ (after pixelmatch's own per-pixel colour threshold of 0.1). */
const MAX_DIFF_RATIO = 0.002;

const FREEZE_CSS = `
  *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
  [data-testid="darky"] { display: none !important; }
  /* The live leaderboard is masked, and its box held to one size: with scores (after the games test) or without, the
     page around it must not move (its column is centred beside the game). */
  [data-testid^="leaderboard-"] { height: 10rem !important; overflow: hidden !important; }
`;

/**
 * The day the approved pictures show: dated content (the next event, the workshops ahead, the free call slots) is read
 * against the server's clock, so the pictures are taken on a server whose clock starts on that day (faketime) and
 * stay true after the real date passes. Moving it is part of approving new pictures.
 */
const PICTURES_DAY = '2026-11-26 17:00:00';

let browser: Browser;
let server: ProductionServer;
let BASE_URL: string;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startProductionServer(movedClockEnv(PICTURES_DAY), { tempDataDir: 'e2e-visual-', readyPath: '/', ready: (response) => response.status < 500 });
  BASE_URL = server.url;
  mkdirSync(APPROVED, { recursive: true });
  rmSync(REVIEW, { recursive: true, force: true });
  mkdirSync(REVIEW, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The same 256-colour PNG for the same pixels: what is stored, and what is compared. */
function quantise(png: Buffer): Promise<Buffer> {
  return sharp(png).png({ palette: true, colours: 256, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer();
}

async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Loaded, fonts in, images decoded, hydrated, and two frames for the layout to settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === 'object');
  await page.addStyleTag({ content: FREEZE_CSS });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Pictures on the first screen that are shown (a hidden responsive variant never loads: not waited for).
    const onScreen = Array.from(document.images).filter((image) => image.checkVisibility() && image.getBoundingClientRect().top < window.innerHeight);
    const loaded = Promise.all(
      onScreen.map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((resolve) => ['load', 'error'].forEach((type) => image.addEventListener(type, resolve, { once: true }))),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function compare(name: string, shot: Buffer): Promise<string | null> {
  const file = path.join(APPROVED, `${name}.png`);
  const current = await quantise(shot);
  if (APPROVE) {
    writeFileSync(file, current);
    return null;
  }
  if (!existsSync(file)) {
    writeFileSync(path.join(REVIEW, `${name}.actual.png`), current);
    return `${name}: no approved picture (run npm run visual:approve after looking at screenshots/visual/${name}.actual.png)`;
  }
  const [expected, actual] = await Promise.all([rgba(readFileSync(file)), rgba(current)]);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(path.join(REVIEW, `${name}.actual.png`), current);
    return `${name}: size ${actual.width}x${actual.height}, approved ${expected.width}x${expected.height}`;
  }
  const diff = Buffer.alloc(expected.data.length);
  const changed = pixelmatch(expected.data, actual.data, diff, actual.width, actual.height, { threshold: 0.1 });
  const ratio = changed / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  writeFileSync(path.join(REVIEW, `${name}.actual.png`), current);
  await sharp(diff, { raw: { width: actual.width, height: actual.height, channels: 4 } })
    .png()
    .toFile(path.join(REVIEW, `${name}.diff.png`));
  return `${name}: ${(ratio * 100).toFixed(2)} % of pixels differ (see screenshots/visual/${name}.diff.png)`;
}

const combos = (['es', 'en'] as const).flatMap((locale) => Object.values(viewports).map((viewport) => ({ locale, viewport })));

describe(APPROVE ? 'visual regression: approving the current pictures' : 'visual regression against the approved pictures', () => {
  for (const { locale, viewport } of combos) {
    it(`${locale} at ${viewport.width}px, every page`, { timeout: 600_000 }, async () => {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport,
        locale: locale === 'es' ? 'es-PE' : 'en-US',
        reducedMotion: 'reduce',
        timezoneId: 'America/Lima',
      });
      await context.addCookies([{ name: CONSENT_COOKIE, value: 'rejected', url: BASE_URL }]);
      const page = await context.newPage();
      // Warm the cache: the body font is 'optional' (src/app/fonts.ts), so the first page of a cold visit may keep
      // the fallback; every later page has Roboto at once.
      await page.goto(pageUrl(locale as SiteLocale, '/'));
      await settle(page);
      const failures: string[] = [];
      for (const sitePath of sitePages()) {
        await page.goto(pageUrl(locale as SiteLocale, sitePath));
        await settle(page);
        const shot = await page.screenshot({
          animations: 'disabled',
          caret: 'hide',
          mask: [page.locator('canvas'), page.locator('video'), page.locator('[data-testid^="leaderboard-"]')],
          maskColor: '#ff00ff',
        });
        const failure = await compare(`${locale}-${viewport.width}-${pageName(sitePath)}`, shot);
        if (failure) failures.push(failure);
      }
      await context.close();
      expect(failures).toEqual([]);
    });
  }
});
