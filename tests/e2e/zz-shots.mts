import { chromium } from 'playwright-core';
import { openDarkyChat } from './support/darky-chat.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:4311';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const conversations: Array<[string, string, string[]]> = [
  ['es-cases-sector', '/', ['¿tienen clientes del sector salud?']],
  ['en-cases-built', '/en', ['examples of online stores you built']],
  ['es-examples-after', '/', ['quiero una web', 'es para mi consultorio dental', '¿tienen algún ejemplo?']],
  ['en-examples-after', '/en', ['I need a website', 'it is for our law practice', 'got an example?']],
  ['es-game-rules', '/', ['¿cómo se juega el juego de darky?']],
  ['en-frames', '/en', ['which glasses frames does the try-on have?']],
  ['es-no-camera', '/', ['no tengo cámara, ¿puedo usar el probador?']],
  ['en-prices', '/en', ['how much do you charge?']],
  ['es-prices', '/', ['¿precios?']],
  ['en-offtopic', '/en', ['what is the dollar exchange rate today']],
  ['es-ux', '/', ['la gente se pierde en mi web y no sabe dónde hacer clic']],
  ['en-one-candidate', '/en', ['so who are u guys']],
];
for (const [name, path, turns] of conversations) {
  const width = 375;
  const context = await browser.newContext({ viewport: { width, height: 812 }, deviceScaleFactor: 1, locale: path.startsWith('/en') ? 'en-US' : 'es-PE' });
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  for (const text of turns) {
    await openDarkyChat(page, { online: true });
    const before = await page.getByTestId('darky-panel').locator('[data-by="bot"], .bot, li').count();
    await page.locator('#darky-input').fill(text);
    await page.locator('#darky-input').press('Enter');
    await page.waitForTimeout(2500);
    void before;
  }
  await openDarkyChat(page).catch(() => undefined);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/work/shots/${name}-375.png` });
  await context.close();
}
for (const [name, path, width] of [['case-es', '/portafolio/lumen-dental', 375], ['case-en', '/en/portafolio/vertice-legal', 1440], ['case-es-1440', '/portafolio/finanzas-claras', 1440], ['case-en-375', '/en/portafolio/kallpa-fit', 375]] as const) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  await page.screenshot({ path: `/work/shots/${name}-${width}.png` });
  await context.close();
}
await browser.close();
