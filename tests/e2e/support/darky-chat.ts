/** Opening Darky's chat as a visitor does, for every browser test that talks to him. */
import type { Page } from 'playwright-core';

let pointerStep = 0;

/**
 * The visitor's pointer moves until Darky's launcher shows: a person's first interaction loads the widget at once
 * (when-settled.ts), and a person's pointer keeps moving, so a move made before the page hydrated (nothing listened
 * yet) is followed by more.
 */
export async function moveUntilDarkyShows(page: Page): Promise<void> {
  const launcher = page.getByTestId('darky-launcher');
  const deadline = Date.now() + 20_000;
  while (!(await launcher.isVisible())) {
    if (Date.now() > deadline) throw new Error('Darky’s launcher did not show within 20 s of the visitor moving');
    // A new position each time: a move to where the pointer already is sends no event.
    await page.mouse.move(4 + (pointerStep++ % 16), 4);
    await launcher.waitFor({ timeout: 250 }).catch(() => undefined);
  }
}

/**
 * The visitor reaches for the chat: the pointer moves until the launcher shows, which is tapped unless the panel is
 * open already (a panel left open reopens on the next page). `loadsByItself`: no interaction, the widget loads on its
 * own a few seconds after the page (the path a visitor who only reads takes; darky.e2e checks it). `online`: also wait
 * until the chat is connected.
 */
export async function openDarkyChat(page: Page, options: { loadsByItself?: boolean; online?: boolean } = {}): Promise<void> {
  const launcher = page.getByTestId('darky-launcher');
  if (options.loadsByItself) await launcher.waitFor({ timeout: 20_000 });
  else await moveUntilDarkyShows(page);
  if (!(await page.getByTestId('darky-panel').isVisible())) await launcher.click();
  await page.getByTestId('darky-panel').waitFor();
  if (options.online) await page.locator('[data-testid="darky-status"][data-status="online"]').waitFor({ timeout: 20_000 });
}
