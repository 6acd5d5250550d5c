/** Launches Debian's Chromium through playwright-core (never a downloaded browser), with the machine's one flag list. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SWIFTSHADER_ARGS } from '../../../scripts/bench/lib/chromium.mjs';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export { CHROMIUM_ARGS, CHROMIUM_PATH, SWIFTSHADER_ARGS };

/**
 * `args`: flags beyond the common ones (WebGL in software, a fake camera, WebGL off).
 * `backForwardCache`: keep Chromium's back/forward cache, which Playwright turns off by default
 * (`--disable-back-forward-cache`) so that every Back is a navigation it can wait for.
 */
export function launchBrowser(options: { backForwardCache?: boolean; args?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    ...(options.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: options.viewport ?? viewports.desktop,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? 'es-PE',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
