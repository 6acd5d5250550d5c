/**
 * The live handoff (issue 25) in two browsers on its own server: a visitor asks Darky for a person; an operator made
 * with `npm run admin` sees them in /admin/live (with a notification), takes the conversation, and messages and typing
 * go both ways while Darky stays silent; handing back makes Darky answer again. Out of hours (a second server), Darky
 * says when the team is back and the visitor's details become a lead. The team's hours are pinned (HANDOFF_HOURS=open
 * or closed) so the test does not depend on Lima's clock. axe on the inbox; screenshots at 375 and 1440 px
 * of the inbox and the widget in /tmp/handoff-shots/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startProductionServer, type ProductionServer } from '../../scripts/lib/production-server.mjs';
import { launchBrowser, viewports } from './support/browser';
import { createAndSignIn, type OperatorSession, type TestOperator } from './support/console-operator';
import { openDarkyChat } from './support/darky-chat';

const SHOTS = '/tmp/handoff-shots';
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-handoff-'));
const appSecret = `handoff-${process.pid}-${Date.now()}`;
/** A member of the team (not an owner): members take and reply. */
const OPERATOR: TestOperator = { email: `rosa-${process.pid}@example.com`, password: 'rosa passphrase 2026', name: 'Rosa Quispe', role: 'member' };

let server: ProductionServer;
let browser: Browser;
let operatorSession: OperatorSession;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [browser, server] = await Promise.all([
    launchBrowser(),
    startProductionServer(
      {
        DATA_DIR: dataDir,
        APP_SECRET: appSecret,
        LOG_LEVEL: 'warn',
        GUEST_TOKENS_PER_IP: '100000',
        DARKY_MESSAGES_PER_IP: '100000',
        DARKY_PAGE_LOADS_PER_IP: '100000',
        DATABASE_URL: '',
        REDIS_URL: '',
        // The clock decides nothing here: the team is in, and nobody's wait runs out during the test.
        HANDOFF_HOURS: 'open',
        HANDOFF_WAIT_MS: '600000',
      },
      { readyPath: '/', ready: (response) => response.status < 500 },
    ),
  ]);
  operatorSession = await createAndSignIn(browser, { baseURL: server.url, dataDir, appSecret }, OPERATOR);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The console with the operator signed in; browser notifications granted and recorded (headless shows none). */
async function openInbox(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport, locale: 'es-PE', reducedMotion: 'reduce', storageState: operatorSession });
  await context.addInitScript(() => {
    const shown: Array<{ title: string; body?: string }> = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordedNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async () => 'granted' as const;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
  });
  const page = await context.newPage();
  await page.goto('/admin/live');
  await page.locator('[data-testid="live-connection"][data-state="connected"]').waitFor({ timeout: 20_000 });
  return { context, page };
}

async function openVisitor(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport, locale: 'es-PE', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/servicios');
  await openDarkyChat(page, { online: true });
  return { context, page };
}

const lastOf = (page: Page, by: 'bot' | 'user' | 'operator') => page.locator(`[data-testid="darky-messages"] li[data-by="${by}"]`).last();
/** A message's visible text (the screen-reader prefix "Darky: " left out). */
const shown = async (page: Page, by: 'bot' | 'operator') => ((await lastOf(page, by).textContent()) ?? '').replace(/^Darky: /, '');
const text = async (page: Page, selector: string) => (await page.locator(selector).last().textContent()) ?? '';

async function say(page: Page, message: string): Promise<void> {
  await page.locator('#darky-input').fill(message);
  await page.locator('#darky-input').press('Enter');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('live handoff: Darky to a person of the team and back', () => {
  it('a visitor asks for a person; the operator is told, takes it, both write while Darky is silent, and hands back', async () => {
    const inbox = await openInbox(viewports.desktop);
    const visitor = await openVisitor(viewports.mobile);

    // The team sees the visitor online: the page, the language, time on site, no details yet.
    await expect.poll(() => text(inbox.page, '[data-testid="live-visitors-count"]'), { timeout: 15_000 }).toBe('1');
    expect(await text(inbox.page, '[data-testid="live-visitor"]')).toMatch(/^\/servicios\d+:\d\d en el sitioespañol · sin datos$/);

    await say(visitor.page, 'quiero hablar con una persona');
    await expect.poll(() => shown(visitor.page, 'bot'), { timeout: 15_000 }).toMatch(/^Te paso con una persona del equipo/);
    await visitor.page.locator('[data-testid="darky-holder"][data-state="waiting"]').waitFor();

    // The operator sees the visitor in the queue, and was told (a browser notification).
    const entry = inbox.page.locator('[data-testid="live-entry"][data-state="waiting"]');
    await entry.waitFor({ timeout: 15_000 });
    expect(await entry.textContent()).toMatch(/espera hace 0:\d\d/);
    expect(await entry.textContent()).toMatch(/pidió una persona/);
    expect(await inbox.page.locator('[data-testid="live-entry"][data-state="waiting"]').count()).toBe(1);
    await expect
      .poll(() => inbox.page.evaluate(() => (window as unknown as { shownNotifications: Array<{ title: string }> }).shownNotifications.map((n) => n.title)))
      .toEqual(['Un visitante espera a una persona']);

    await entry.click();
    await inbox.page.getByRole('button', { name: 'Tomar la conversación' }).click();
    await inbox.page.locator('#live-reply').waitFor();
    expect(await inbox.page.locator('[data-testid="live-entry"][data-state="person"]').textContent()).toMatch(/contigo/);
    await expect.poll(() => shown(visitor.page, 'bot'), { timeout: 15_000 }).toBe('Rosa, del equipo, se unió a la conversación.');
    await visitor.page.locator('[data-testid="darky-holder"][data-state="person"]').waitFor();

    // Visitor -> operator, typing first; Darky does not answer.
    const botLines = await visitor.page.locator('[data-testid="darky-messages"] li[data-by="bot"]').count();
    await visitor.page.locator('#darky-input').fill('¿me ayudas con los precios de una web?');
    await expect.poll(() => text(inbox.page, '[data-testid="live-visitor-typing"]'), { timeout: 10_000 }).toBe('El visitante está escribiendo…');
    await visitor.page.locator('#darky-input').press('Enter');
    await expect
      .poll(() => text(inbox.page, '[data-testid="live-transcript"] li[data-by="user"]'), { timeout: 10_000 })
      .toMatch(/¿me ayudas con los precios de una web\?/);

    // Operator -> visitor: typing shown, then the message, attributed by first name only.
    await inbox.page.locator('#live-reply').fill('Hola, soy Rosa. Una web corporativa parte de S/ 1 500.');
    await visitor.page.getByTestId('darky-operator-typing').waitFor({ timeout: 10_000 });
    expect(await visitor.page.getByTestId('darky-operator-typing').textContent()).toBe('Rosa está escribiendo…');
    await inbox.page.locator('#live-reply').press('Enter');
    await expect
      .poll(() => shown(visitor.page, 'operator'), { timeout: 10_000 })
      .toBe('Rosa, del equipoHola, soy Rosa. Una web corporativa parte de S/ 1 500.');
    expect(await visitor.page.locator('[data-testid="darky-panel"]').textContent()).not.toMatch(/Quispe|@example\.com/);
    // A saved reply, by keyboard: chosen in the labelled list, inserted with the button, back in the reply box to send.
    await inbox.page.getByLabel('Respuesta guardada').selectOption({ label: 'Saludo' });
    await inbox.page.getByRole('button', { name: 'Insertar' }).focus();
    await inbox.page.keyboard.press('Enter');
    expect(await inbox.page.locator('#live-reply').inputValue()).toBe('¡Hola! Soy Rosa, del equipo de Darko Digital. ¿En qué te puedo ayudar?');
    expect(await inbox.page.evaluate(() => document.activeElement?.id)).toBe('live-reply');
    await inbox.page.keyboard.press('Enter');
    await expect
      .poll(() => shown(visitor.page, 'operator'), { timeout: 10_000 })
      .toBe('Rosa, del equipo¡Hola! Soy Rosa, del equipo de Darko Digital. ¿En qué te puedo ayudar?');
    // Darky said nothing while Rosa held the conversation.
    expect(await visitor.page.locator('[data-testid="darky-messages"] li[data-by="bot"]').count()).toBe(botLines);

    // Screenshots of both sides, and axe on the inbox, at 1440 and 375 px.
    await inbox.page.screenshot({ path: `${SHOTS}/inbox-1440.png`, fullPage: true });
    await visitor.page.screenshot({ path: `${SHOTS}/widget-375.png` });
    await expectNoAxeViolations(inbox.page);
    const narrow = await openInbox(viewports.mobile);
    await narrow.page.locator('[data-testid="live-entry"][data-state="person"]').click();
    await narrow.page.locator('#live-reply').waitFor();
    await narrow.page.screenshot({ path: `${SHOTS}/inbox-375.png`, fullPage: true });
    await expectNoAxeViolations(narrow.page);
    await narrow.context.close();
    await visitor.page.setViewportSize(viewports.desktop);
    await visitor.page.locator('[data-testid="darky-messages"] li').last().scrollIntoViewIfNeeded();
    await visitor.page.screenshot({ path: `${SHOTS}/widget-1440.png` });

    // Hand back: Darky says so, and answers the next question.
    await inbox.page.getByRole('button', { name: 'Devolver a Darky' }).click();
    await expect.poll(() => shown(visitor.page, 'bot'), { timeout: 10_000 }).toMatch(/^Rosa me devolvió la conversación/);
    await expect.poll(() => visitor.page.getByTestId('darky-holder').count()).toBe(0);
    await inbox.page.locator('[data-testid="live-entry"]').waitFor({ state: 'detached' });
    await say(visitor.page, '¿cuál es su horario de atención?');
    await expect.poll(() => shown(visitor.page, 'bot'), { timeout: 15_000 }).toMatch(/lunes a viernes/);

    await inbox.context.close();
    await visitor.context.close();
  }, 180_000);
});

describe('live handoff out of hours', () => {
  let closed: ProductionServer;
  const closedDir = mkdtempSync(path.join(tmpdir(), 'e2e-handoff-closed-'));
  beforeAll(async () => {
    closed = await startProductionServer(
      {
        DATA_DIR: closedDir,
        APP_SECRET: appSecret,
        LOG_LEVEL: 'warn',
        GUEST_TOKENS_PER_IP: '100000',
        DARKY_MESSAGES_PER_IP: '100000',
        DARKY_PAGE_LOADS_PER_IP: '100000',
        LEADS_RATE_LIMIT_POINTS: '1000',
        DATABASE_URL: '',
        REDIS_URL: '',
        // The team is out: whatever the machine's clock says.
        HANDOFF_HOURS: 'closed',
      },
      { readyPath: '/', ready: (response) => response.status < 500 },
    );
  }, 120_000);
  afterAll(async () => {
    await closed?.stop();
    rmSync(closedDir, { recursive: true, force: true });
  });

  it('Darky says when the team is back and the visitor’s name and an e-mail alone (no phone) become a lead with the transcript', async () => {
    const context = await browser.newContext({ baseURL: closed.url, viewport: viewports.mobile, locale: 'es-PE', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/servicios');
    await openDarkyChat(page, { online: true });
    const answer = async (message: string, expected: RegExp) => {
      await say(page, message);
      await expect.poll(() => shown(page, 'bot'), { timeout: 15_000 }).toMatch(expected);
    };
    await answer('quiero hablar con una persona', /nombre/i);
    const lines = await page.locator('[data-testid="darky-messages"] li[data-by="bot"]').allTextContents();
    expect(lines.some((line) => /Ahora el equipo está fuera de horario; vuelve .+ a las \d{1,2}:\d\d\. Déjame tus datos/.test(line))).toBe(true);
    // One question for a way to reach them; an e-mail is enough (no phone asked after it).
    await answer('Lucía Paredes', /Déjame tu correo o tu teléfono/);
    await answer('mi correo es lucia@empresa.pe', /servicio/i);
    await page.getByTestId('darky-suggestions').getByRole('button').first().click();
    await expect.poll(() => shown(page, 'bot'), { timeout: 15_000 }).toMatch(/Reviso tus datos: Lucía Paredes · lucia@empresa\.pe · /);
    await page.getByTestId('darky-suggestions').getByRole('button', { name: 'Sí, enviar' }).click();
    await expect.poll(() => shown(page, 'bot'), { timeout: 15_000 }).toMatch(/¡Listo, Lucía!.*te escribirá a lucia@empresa\.pe/);
    // Nobody was queued: the conversation stayed with Darky.
    expect(await page.getByTestId('darky-holder').count()).toBe(0);
    await context.close();

    // The team finds the lead in /admin/leads, with the conversation it came from on the lead's page.
    const session = await createAndSignIn(
      browser,
      { baseURL: closed.url, dataDir: closedDir, appSecret },
      { ...OPERATOR, email: `ana-${process.pid}@example.com` },
    );
    const consoleContext = await browser.newContext({ baseURL: closed.url, viewport: viewports.desktop, locale: 'es-PE', storageState: session });
    const inbox = await consoleContext.newPage();
    await inbox.goto('/admin/leads');
    // Listed with its e-mail and no phone to call.
    const row = inbox.locator('tr', { has: inbox.getByRole('link', { name: /Lucía Paredes/ }) }).first();
    await expect.poll(() => row.textContent()).toContain('lucia@empresa.pe');
    expect(await row.locator('a[href^="tel:"]').count()).toBe(0);
    await inbox
      .getByRole('link', { name: /Lucía Paredes/ })
      .first()
      .click();
    await inbox.locator('[data-action="mail"]').waitFor({ timeout: 15_000 });
    expect(await inbox.locator('[data-action="call"], [data-action="whatsapp"], [data-slot="lead-phone"]').count()).toBe(0);
    const transcript = inbox.getByTestId('lead-transcript');
    await transcript.waitFor({ timeout: 15_000 });
    const kept = await transcript.locator('[data-testid="transcript"] li').allTextContents();
    expect(kept.some((line) => line.includes('quiero hablar con una persona'))).toBe(true);
    expect(kept.some((line) => /fuera de horario/.test(line))).toBe(true);
    expect(kept.some((line) => line.includes('lucia@empresa.pe'))).toBe(true);
    await consoleContext.close();
  }, 120_000);
});
