// The live handoff (issue 25) in two real browsers across two production processes (dist/server.mjs) that share one
// PostgreSQL database (fresh, on TEST_DATABASE_URL's server), one Redis (TEST_REDIS_URL) and one APP_SECRET, as in
// compose.yaml: the visitor's widget talks to instance A, the operator's live inbox to instance B, so every step
// crosses the Redis adapter. The socket.io-level version of the same journey is in two-instances.test.ts. Skipped only
// when those are unset or the build is missing. Waits on what each page shows, never on time.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db';
import { createScratchPostgresDatabase } from '@/server/db/testing';
import { createOperatorUser } from '@/features/console/server/operator-users';
import { launchBrowser, viewports } from '../e2e/support/browser';
import { signInThroughForm } from '../e2e/support/console-operator';
import { openDarkyChat } from '../e2e/support/darky-chat';
import { missingBuild, startProductionServer, type ProductionServer } from './support/production-server';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const skipReason = !adminUrl ? 'TEST_DATABASE_URL is unset' : !redisUrl ? 'TEST_REDIS_URL is unset' : missingBuild();

const OPERATOR = { email: `rosa.browsers.${Date.now()}@darko.pe`, password: 'Two-browsers-handoff-77', name: 'Rosa Quispe' };

/** The last message of one kind in the widget, its screen-reader prefix ("Darky: ") left out. */
const lastShown = async (page: Page, by: 'bot' | 'operator') =>
  ((await page.locator(`[data-testid="darky-messages"] li[data-by="${by}"]`).last().textContent()) ?? '').replace(/^Darky: /, '');
const botLines = (page: Page) => page.locator('[data-testid="darky-messages"] li[data-by="bot"]').count();

async function say(page: Page, message: string): Promise<void> {
  await page.locator('#darky-input').fill(message);
  await page.locator('#darky-input').press('Enter');
}

describe.skipIf(skipReason)('live handoff in two browsers, visitor on instance A, operator on instance B (PostgreSQL, Redis)', () => {
  let database: { url: string; drop(): Promise<void> };
  let instances: ProductionServer[] = [];
  let browser: Browser;
  let verify: DatabaseHandle;

  beforeAll(async () => {
    database = await createScratchPostgresDatabase(adminUrl!, 'two_browsers');
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      APP_SECRET: randomBytes(32).toString('hex'),
      DATABASE_POOL_SIZE: '4',
      LOG_LEVEL: 'warn',
      // The team is in whatever Lima's clock says, and nobody's wait runs out during the test.
      HANDOFF_HOURS: 'open',
      HANDOFF_WAIT_MS: '600000',
    };
    // Both start at once against an empty database: the migration advisory lock lets only one migrate.
    [browser, ...instances] = await Promise.all([launchBrowser(), startProductionServer(shared), startProductionServer(shared)]);
    verify = await openDatabase({ driver: 'postgres', url: database.url, poolSize: 1 }, { migrate: false });
    // What `npm run admin -- create-user` runs, on the shared database.
    await createOperatorUser(verify.db, { ...OPERATOR, role: 'member' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    const exits = await Promise.all(instances.map(async (instance) => (await instance.stop(), (await instance.exited).code)));
    await verify?.close();
    await database?.drop();
    expect(exits).toEqual(instances.map(() => 0));
  }, 60_000);

  it('asks Darky for a person on A; the operator on B takes it, both write while Darky is silent, and hands back', async () => {
    const [a, b] = instances as [ProductionServer, ProductionServer];

    // The operator signs in on B through the console's form, and opens the live inbox there.
    const operatorContext = await browser.newContext({ baseURL: b.url, viewport: viewports.desktop, locale: 'es-PE', reducedMotion: 'reduce' });
    const inbox = await operatorContext.newPage();
    await signInThroughForm(inbox, OPERATOR);
    await inbox.goto('/admin/live');
    await inbox.locator('[data-testid="live-connection"][data-state="connected"]').waitFor({ timeout: 20_000 });

    // The visitor opens the widget on A.
    const visitorContext = await browser.newContext({ baseURL: a.url, viewport: viewports.mobile, locale: 'es-PE', reducedMotion: 'reduce' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/servicios');
    await openDarkyChat(visitor, { online: true });

    await say(visitor, 'quiero hablar con una persona');
    await expect.poll(() => lastShown(visitor, 'bot'), { timeout: 15_000 }).toMatch(/^Te paso con una persona del equipo/);
    await visitor.locator('[data-testid="darky-holder"][data-state="waiting"]').waitFor();

    // B's inbox hears of A's visitor (through Redis) and takes the conversation.
    const waiting = inbox.locator('[data-testid="live-entry"][data-state="waiting"]');
    await waiting.waitFor({ timeout: 15_000 });
    await waiting.click();
    await inbox.getByRole('button', { name: 'Tomar la conversación' }).click();
    await inbox.locator('#live-reply').waitFor();

    // On A: the "joined" notice (first name only) and the holder line.
    await expect.poll(() => lastShown(visitor, 'bot'), { timeout: 15_000 }).toBe('Rosa, del equipo, se unió a la conversación.');
    await visitor.locator('[data-testid="darky-holder"][data-state="person"]').waitFor();
    const botLinesWhileHeld = await botLines(visitor);

    // Operator (B) → visitor (A).
    await inbox.locator('#live-reply').fill('Hola, soy Rosa. ¿En qué te ayudo?');
    await inbox.locator('#live-reply').press('Enter');
    await expect.poll(() => lastShown(visitor, 'operator'), { timeout: 10_000 }).toBe('Rosa, del equipoHola, soy Rosa. ¿En qué te ayudo?');

    // Visitor (A) → operator (B).
    await say(visitor, '¿cuánto cuesta una web corporativa?');
    await expect
      .poll(async () => (await inbox.locator('[data-testid="live-transcript"] li[data-by="user"]').last().textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/¿cuánto cuesta una web corporativa\?/);
    // The operator answers that: had Darky answered the visitor, A would have sent it before this reached B and back.
    await inbox.locator('#live-reply').fill('Desde S/ 1 500; te explico.');
    await inbox.locator('#live-reply').press('Enter');
    await expect.poll(() => lastShown(visitor, 'operator'), { timeout: 10_000 }).toBe('Rosa, del equipoDesde S/ 1 500; te explico.');
    expect(await botLines(visitor)).toBe(botLinesWhileHeld);
    expect(await visitor.getByTestId('darky-panel').textContent()).not.toMatch(/Quispe|@darko\.pe/);

    // Hand back on B: Darky tells A's visitor, and answers the next question.
    await inbox.getByRole('button', { name: 'Devolver a Darky' }).click();
    await expect.poll(() => lastShown(visitor, 'bot'), { timeout: 10_000 }).toMatch(/^Rosa me devolvió la conversación/);
    await expect.poll(() => visitor.getByTestId('darky-holder').count(), { timeout: 10_000 }).toBe(0);
    await say(visitor, '¿cuál es su horario de atención?');
    await expect.poll(() => lastShown(visitor, 'bot'), { timeout: 15_000 }).toMatch(/lunes a viernes/);

    await Promise.all([operatorContext.close(), visitorContext.close()]);
  }, 120_000);
});
