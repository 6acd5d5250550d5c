/**
 * /games as a person plays it: keyboard run on desktop submitted to the leaderboard (then read without JavaScript),
 * touch controls on a 375 px phone, pause, mute remembered, the invitation to the videojuegos form, and axe in
 * every state. Screenshots at 375 and 1440 px in both languages go to screenshots/ for review.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkNickname } from '../../src/features/games/nickname';
import { launchBrowser, newPage, screenshot, viewports } from './support/browser';

/** A nickname of this run only, so the test finds its own row however many runs the server has seen. */
function uniqueNickname(prefix: string): string {
  for (;;) {
    const candidate = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
    if (checkNickname(candidate).ok) return candidate;
  }
}

let browser: Browser;
beforeAll(async () => {
  mkdirSync('screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stage = (page: Page) => page.getByTestId('game-stage');

async function waitForState(page: Page, state: string): Promise<void> {
  await page.waitForSelector(`[data-testid="game-stage"][data-state="${state}"]`, { timeout: 30_000 });
}

async function waitForLane(page: Page, lane: number): Promise<void> {
  await page.waitForSelector(`[data-testid="game-stage"][data-lane="${lane}"]`, { timeout: 30_000 });
}

/** What the player sees: the viewport with the game in it (full-page shots shrink a phone's view too much to judge). */
async function screenshotGame(page: Page, name: string): Promise<void> {
  await stage(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `screenshots/${name}.png` });
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

describe('/games', () => {
  it('plays a run with the keyboard, submits the score and finds it on the leaderboard, also without JavaScript', async () => {
    const player = uniqueNickname('Teclado');
    const { context, page } = await newPage(browser, { viewport: viewports.desktop });
    await page.goto('/games', { waitUntil: 'networkidle' });
    await expect(page.title()).resolves.toContain('Juegos interactivos');
    // The game's code is not part of the page until the visitor asks for it.
    const loadedBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    await screenshot(page, 'games-desktop-es-start');

    await page.getByRole('button', { name: 'Jugar', exact: true }).click();
    await waitForState(page, 'playing');
    await expect(page.locator('canvas[data-engine="darky-catch-engine"]').count()).resolves.toBe(1);
    const loadedAfter = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loadedAfter.filter((name) => !loadedBefore.includes(name)).some((name) => name.includes('/_next/static/chunks/'))).toBe(true);

    // Scripted input: two steps left to the edge, then across to the other edge (A and D work like the arrows).
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitForLane(page, 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('d');
    await waitForLane(page, 2);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitForLane(page, 4);
    await page.keyboard.press('a');
    await waitForLane(page, 3);
    await screenshotGame(page, 'games-desktop-es-playing');

    // Pause with P, then end the run from the pause menu.
    await page.keyboard.press('p');
    await waitForState(page, 'paused');
    await page.getByRole('button', { name: 'Terminar partida' }).click();
    await waitForState(page, 'over');
    const finalScore = Number((await page.getByTestId('game-score').textContent())?.trim());
    expect(Number.isInteger(finalScore)).toBe(true);
    await expect(page.getByTestId('final-score').textContent()).resolves.toContain(`${finalScore} puntos`);
    expect(await axeViolations(page)).toEqual([]);

    // An abusive nickname is refused in Spanish; a fine one goes on the board.
    const nickname = page.getByLabel('Tu apodo para el ranking');
    await nickname.fill('P3nd3j0');
    await page.getByRole('button', { name: 'Guardar en el ranking' }).click();
    await page.getByText('Elige otro apodo: este no está permitido en el ranking.').waitFor({ timeout: 30_000 });
    await expect(nickname.getAttribute('aria-invalid')).resolves.toBe('true');
    await nickname.fill(player);
    await page.getByRole('button', { name: 'Guardar en el ranking' }).click();
    await page.getByText(/Puesto \d+ del ranking histórico/).waitFor({ timeout: 30_000 });
    await page.getByTestId('leaderboard-all-time').getByText(player).waitFor();
    await page.getByTestId('leaderboard-today').getByText(player).waitFor();
    await screenshotGame(page, 'games-desktop-es-over');

    // The invitation leads to the videojuegos form on the same page.
    await page.getByRole('link', { name: /Quiero un juego para mi marca/ }).click();
    await page.waitForFunction(() => location.hash === '#formulario');
    await expect(page.locator('#formulario input[name="_formId"]').first().getAttribute('value')).resolves.toBe('videojuegos');
    await context.close();

    const noScript = await newPage(browser, { viewport: viewports.desktop, javaScriptEnabled: false });
    await noScript.page.goto('/games');
    const row = noScript.page.getByTestId('leaderboard-all-time').getByRole('row', { name: player });
    await expect(row.textContent()).resolves.toContain(String(finalScore));
    await noScript.context.close();
  });

  it('plays with the on-screen touch buttons on a 375 px phone, in English, without sideways scrolling', async () => {
    const player = uniqueNickname('Thumbs');
    const context = await browser.newContext({
      baseURL: (await import('./support/browser')).BASE_URL,
      viewport: viewports.mobile,
      hasTouch: true,
      isMobile: true,
      locale: 'en',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('/en/games', { waitUntil: 'networkidle' });
    await screenshot(page, 'games-mobile-en-start');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await waitForState(page, 'playing');
    await waitForLane(page, 2);
    await page.getByTestId('move-right').tap();
    await waitForLane(page, 3);
    await page.getByTestId('move-left').tap();
    await page.getByTestId('move-left').tap();
    await waitForLane(page, 1);
    // Sliding a finger to the far right edge of the field moves Darky to the last lane.
    const box = (await stage(page).boundingBox())!;
    // The whole field is on screen, inside the page's margins (nothing clipped at the right edge).
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.mobile.width - 16);
    await page.touchscreen.tap(box.x + box.width - 5, box.y + box.height / 2);
    await waitForLane(page, 4);
    await screenshotGame(page, 'games-mobile-en-playing');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Pause' }).tap();
    await waitForState(page, 'paused');
    await screenshotGame(page, 'games-mobile-en-paused');
    await page.getByRole('button', { name: 'End run' }).tap();
    await waitForState(page, 'over');
    await page.getByLabel('Your nickname for the leaderboard').fill(player);
    await page.getByRole('button', { name: 'Save to the leaderboard' }).tap();
    await page.getByText(/Rank \d+ of all time/).waitFor({ timeout: 30_000 });
    await page.getByTestId('leaderboard-all-time').getByText(player).waitFor();
    await screenshotGame(page, 'games-mobile-en-over');
    expect(await axeViolations(page)).toEqual([]);

    // Play again starts a fresh run (a new token: the old one is spent).
    await page.getByRole('button', { name: 'Play again' }).tap();
    await waitForState(page, 'playing');
    await context.close();
  });

  it('remembers the mute choice and pauses when the tab is hidden', async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.desktop, locale: 'en' });
    await page.goto('/en/games', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Mute sound' }).click();
    await page.reload({ waitUntil: 'networkidle' });
    const unmute = page.getByRole('button', { name: 'Turn sound on' });
    await expect(unmute.getAttribute('aria-pressed')).resolves.toBe('true');
    await screenshot(page, 'games-desktop-en-start');

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForState(page, 'playing');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitForState(page, 'paused');
    await page.getByRole('button', { name: 'Resume', exact: true }).first().click();
    await waitForState(page, 'playing');
    await context.close();
  });

  it("keeps its keys while it has focus: Space and the arrows never scroll the page; elsewhere they are the page's", async () => {
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { context, page } = await newPage(browser, { viewport });
      await page.goto('/games');
      await page.getByRole('button', { name: 'Jugar', exact: true }).click();
      await waitForState(page, 'playing');
      const scrollY = () => page.evaluate(() => window.scrollY);
      const before = await scrollY();
      for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'PageDown', 'End', 'ArrowLeft', 'ArrowRight']) {
        await page.keyboard.press(key);
        expect(await scrollY(), `${key} at ${viewport.width}px`).toBe(before);
      }
      // Space pauses (and does not scroll); on the pause panel the focused button takes Space: it resumes.
      await page.keyboard.press(' ');
      await waitForState(page, 'paused');
      expect(await scrollY()).toBe(before);
      await page.keyboard.press(' ');
      await waitForState(page, 'playing');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(await scrollY()).toBe(before);

      // Focus elsewhere (a link of the page): the arrows scroll the page again and the game ignores them.
      const lane = await stage(page).getAttribute('data-lane');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowDown');
      expect(await stage(page).getAttribute('data-lane')).toBe(lane);
      await expect.poll(scrollY).toBeGreaterThan(before);

      // The end screen: the nickname field keeps a usable width on a phone too.
      await stage(page).focus();
      await page.keyboard.press('p');
      await waitForState(page, 'paused');
      await page.getByRole('button', { name: 'Terminar partida' }).click();
      await waitForState(page, 'over');
      const field = await page.getByLabel('Tu apodo para el ranking').boundingBox();
      expect(field?.width ?? 0).toBeGreaterThanOrEqual(176);
      await screenshotGame(page, `games-${viewport.width}-es-over`);
      await context.close();
    }
  });

  it('shows the leaderboard and the invitation form on phone and desktop in Spanish (screenshots)', async () => {
    for (const [name, viewport] of [
      ['mobile', viewports.mobile],
      ['desktop', viewports.desktop],
    ] as const) {
      const { context, page } = await newPage(browser, { viewport });
      await page.goto('/games', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Ranking' }).waitFor();
      await page.locator('#formulario').waitFor();
      await screenshot(page, `games-${name}-es-page`);
      await context.close();
    }
  });
});
