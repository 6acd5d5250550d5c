/**
 * The operator console in Chromium against the production server: users made with the CLI while the site runs, sign
 * in, a lead sent through the site's form found in the inbox with its failed CRM delivery (fake CRM down), retried
 * once the fake CRM is up, marked won, exported as CSV; roles, CSRF and sign-in throttling; both languages, axe,
 * screenshots at 375 and 1440 px.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage, screenshot, viewports } from './support/browser';

const run = promisify(execFile);
const HUMAN_PAUSE_MS = 2_700;
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const OWNER = { email: `owner-${RUN}@example.com`, password: 'owner passphrase 2026' };
const MEMBER = { email: `member-${RUN}@example.com`, password: 'member passphrase 2026' };
const LOCKED = { email: `locked-${RUN}@example.com`, password: 'locked passphrase 2026' };
const LEAD_NAME = `Consola${RUN}`;

/** The console's CLI against the running server's database (its socket), as an operator would run it. */
function admin(...args: string[]) {
  return run('npx', ['tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: process.env.DATABASE_URL ?? '' },
  });
}

/** A fake HubSpot on the port the server was told (E2E_FAKE_CRM_PORT): down until started. */
const crmSubmissions: Array<{ url: string; body: string }> = [];
let fakeCrm: Server | undefined;
async function startFakeCrm(): Promise<void> {
  fakeCrm = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      crmSubmissions.push({ url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"inlineMessage":"ok"}');
    });
  });
  await new Promise<void>((resolve) => fakeCrm!.listen(Number(process.env.E2E_FAKE_CRM_PORT), '127.0.0.1', resolve));
}

let browser: Browser;
beforeAll(async () => {
  if (!process.env.E2E_FAKE_CRM_PORT) throw new Error('run through scripts/run-e2e.mjs (E2E_FAKE_CRM_PORT)');
  browser = await launchBrowser();
  await admin('create-user', '--email', OWNER.email, '--password', OWNER.password, '--role', 'owner', '--name', 'Olga Owner');
  await admin('create-user', '--email', MEMBER.email, '--password', MEMBER.password, '--role', 'member', '--name', 'Mario Member');
  await admin('create-user', '--email', LOCKED.email, '--password', LOCKED.password);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (fakeCrm ? fakeCrm.close(() => resolve()) : resolve()));
});

/** Signs in through the form and waits for where the action sends the browser (a page, or the form with a message). */
async function signIn(page: Page, user: { email: string; password: string }, path = '/admin/sign-in'): Promise<void> {
  await page.goto(path);
  const start = page.url();
  await page.getByLabel(/Correo electrónico|E-mail/).fill(user.email);
  await page.getByLabel(/Contraseña|Password/).fill(user.password);
  await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
  await page.waitForURL((url) => url.href !== start);
  await page.waitForLoadState('load');
}

/**
 * Clicks a form's button and waits until the page's language attribute says `locale`. (The form's post navigates: the
 * predicate may run while the next document has no root element yet, which is "not yet", never an error.)
 */
async function clickAndWaitForLanguage(page: Page, name: string, locale: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.waitForFunction((lang) => document.documentElement?.lang === lang, locale);
}

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The server action id a page's form carries (Next's no-JavaScript form protocol). */
async function actionFieldOf(page: Page, formSelector: string): Promise<string> {
  const name = await page.locator(`${formSelector} input[name^="$ACTION_ID_"]`).first().getAttribute('name');
  expect(name).toBeTruthy();
  return name!;
}

describe('CLI', () => {
  it('refuses a duplicate e-mail and a password under 12 characters with clear errors (exit 2)', async () => {
    const duplicate = await admin('create-user', '--email', OWNER.email, '--password', OWNER.password).catch((e: { code: number; stderr: string }) => e);
    expect((duplicate as { code: number }).code).toBe(2);
    expect((duplicate as { stderr: string }).stderr).toContain('already exists');
    const weak = await admin('create-user', '--email', `weak-${RUN}@example.com`, '--password', 'short').catch((e: { code: number; stderr: string }) => e);
    expect((weak as { code: number }).code).toBe(2);
    expect((weak as { stderr: string }).stderr).toContain('at least 12 characters');
    const { stdout } = await admin('list-users');
    expect(stdout).toContain(`${OWNER.email}\towner\tactive`);
  });
});

describe('signed out', () => {
  it('redirects /admin/leads to the sign-in page with the return path; the page is noindex and no-store', async () => {
    const response = await fetch(`${BASE_URL}/admin/leads?q=x`, { redirect: 'manual' });
    expect([303, 307, 308]).toContain(response.status);
    expect(response.headers.get('location')).toContain('/admin/sign-in?next=%2Fadmin%2Fleads%3Fq%3Dx');
    const signIn = await fetch(`${BASE_URL}/admin/sign-in`);
    expect(signIn.headers.get('cache-control')).toContain('no-store');
    const html = await signIn.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow/);
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(await (await fetch(`${BASE_URL}/sitemap.xml`)).text()).not.toContain('/admin');
  });
});

describe('an owner follows a lead from the site form to won', () => {
  let context: BrowserContext;
  let page: Page;
  let leadPath: string;
  beforeAll(async () => {
    // The visitor: the site's contact form without JavaScript; the fake CRM is down, so its delivery dies.
    const visitor = await newPage(browser, { javaScriptEnabled: false });
    await visitor.page.goto('/nuevo-contacto?utm_source=e2e-console&utm_campaign=console');
    await visitor.page.waitForTimeout(HUMAN_PAUSE_MS);
    await visitor.page.locator('input[name="firstName"]').fill(LEAD_NAME);
    await visitor.page.locator('input[name="lastName"]').fill('Quispe');
    await visitor.page.locator('input[name="phone"]').fill('987 654 321');
    await visitor.page.locator('select[name="service"]').selectOption('webs-y-apps');
    await visitor.page.locator('select[name="source"]').selectOption('recommendation');
    await visitor.page.locator('textarea[name="message"]').fill('Quiero una consola');
    await visitor.page.getByTestId('lead-form').getByRole('button', { name: 'Enviar mis datos' }).click();
    await visitor.page.waitForURL(/gracias/);
    await visitor.context.close();
    ({ context, page } = await newPage(browser));
  }, 60_000);
  afterAll(async () => context?.close());

  it('signs in with the CLI-made owner and comes back to the page asked for', async () => {
    await page.goto('/admin/leads');
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await signIn(page, OWNER, page.url());
    expect(new URL(page.url()).pathname).toBe('/admin/leads');
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'console.session_token')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Strict');
    expect(session.path).toBe('/admin');
  });

  it('finds the lead by name and sees its CRM delivery dead with the error', async () => {
    await page.getByLabel(/Buscar/).fill(LEAD_NAME);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL(/q=Consola/);
    const rows = page.locator('table tbody tr');
    expect(await rows.count()).toBe(1);
    // The first try happens right after the lead is stored; wait for it to be recorded.
    for (let i = 0; i < 20 && !(await rows.first().innerText()).includes('CRM (HubSpot): fallido'); i++) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    expect(await rows.first().innerText()).toContain('CRM (HubSpot): fallido');
    await page.getByRole('link', { name: `${LEAD_NAME} Quispe`, exact: true }).click();
    await page.waitForURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
    leadPath = new URL(page.url()).pathname;
    const delivery = page.locator('li[data-channel="hubspot"]');
    expect(await delivery.innerText()).toMatch(/fallido/);
    expect(await delivery.innerText()).toContain('HubSpot unreachable');
    expect(await page.locator('main').innerText()).toContain('utm_source=e2e-console');
    expect(await page.locator('main').innerText()).toContain('Este lead no vino del chat.');
    await screenshot(page, 'console-lead-failed-1440-es');
    // The deliveries page lists it as a dead letter with its error, with a retry for the owner.
    await page.goto('/admin/deliveries');
    const problems = await page.locator('main').innerText();
    expect(problems).toContain('HubSpot unreachable');
    expect(await page.getByRole('button', { name: /Reintentar todos los fallidos de Leads/ }).count()).toBe(1);
    await screenshot(page, 'console-deliveries-dead-1440-es');
    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'console-deliveries-dead-375-es');
    await page.setViewportSize(viewports.desktop);
    await page.goto(leadPath);
  });

  it('retries the delivery once the fake CRM is back, and the CRM receives the lead', async () => {
    await startFakeCrm();
    await page.getByRole('button', { name: 'Reintentar ahora: CRM (HubSpot)' }).click();
    await page.waitForURL(/done=retried/);
    const delivery = page.locator('li[data-channel="hubspot"]');
    for (let i = 0; i < 20 && !(await delivery.innerText()).includes('entregado'); i++) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    expect(await delivery.innerText()).toContain('entregado');
    expect(crmSubmissions.some((s) => s.url.includes('/submissions/v3/integration/submit/e2e-portal/') && s.body.includes(LEAD_NAME))).toBe(true);
  });

  it('marks the lead won with a note, kept in its history', async () => {
    await page.getByLabel('ganado').check();
    await page.getByLabel('Nota (opcional)').fill('Firmó el contrato');
    await page.getByRole('button', { name: 'Guardar seguimiento' }).click();
    await page.waitForURL(/done=marked/);
    const main = await page.locator('main').innerText();
    expect(main).toContain('Seguimiento guardado.');
    expect(main).toContain('Firmó el contrato');
    expect(main).toContain('por Olga Owner');
    await page.goto(`/admin/leads?q=${LEAD_NAME}&status=won`);
    expect(await page.locator('table tbody tr').count()).toBe(1);
  });

  it("exports the current filter as CSV in the CLI's format", async () => {
    const response = await page.request.get(`/admin/leads/export?q=${LEAD_NAME}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    expect(response.headers()['content-disposition']).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const body = await response.body();
    // UTF-8 with a BOM, so Excel reads the accents.
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = body.subarray(3).toString('utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    const { stdout } = await run('npx', ['tsx', 'scripts/leads.ts', 'export', '--format', 'csv'], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: process.env.DATABASE_URL ?? '' },
    });
    const cli = stdout.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(cli[0]);
    expect(lines).toHaveLength(2);
    expect(cli).toContain(lines[1]);
    expect(lines[1]).toContain('hubspot:delivered');
    // The work travels with it: status and the note, the mark's time in Lima.
    expect(lines[1]).toMatch(/,won,,,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00,/);
    expect(lines[1]).toContain(`${OWNER.email}: Firmó el contrato`);
  });

  it('refuses a state change posted from another origin (CSRF) and changes nothing', async () => {
    await page.goto(leadPath);
    const actionField = await actionFieldOf(page, 'form:has(input[name="leadId"])');
    const leadId = leadPath.split('/').pop()!;
    const forged = await page.request.post(leadPath, {
      headers: { origin: 'http://evil.example' },
      multipart: { [actionField]: '', leadId, status: 'lost', note: 'forged' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBeGreaterThanOrEqual(400);
    await page.reload();
    expect(await page.locator('main').innerText()).not.toContain('forged');
  });

  it('shows the deliveries page and the sessions page with the audit log', async () => {
    await page.goto('/admin/deliveries');
    expect(await page.locator('h1').innerText()).toBe('Envíos');
    await page.goto('/admin/sessions');
    const main = await page.locator('main').innerText();
    expect(main).toContain('esta sesión');
    // The audit log in words, by the operator's name, with a link to the lead.
    expect(main).toContain('marcó el seguimiento de un lead');
    expect(main).toContain('reintentó un envío');
    expect(main).toContain('Olga Owner');
    expect(await page.locator(`main a[href="${leadPath}"]`).count()).toBeGreaterThan(0);
  });

  it('creates and cancels a payment link (owner)', async () => {
    await page.goto('/admin/payments');
    await page.getByLabel('Concepto').fill(`Landing ${RUN}`);
    await page.getByLabel('Importe').fill('150.00');
    await page.getByRole('button', { name: 'Crear link' }).click();
    await page.waitForURL(/created=/);
    expect(await page.locator('main').innerText()).toContain('Link creado:');
    await page.getByRole('button', { name: `Cancelar link: Landing ${RUN}` }).click();
    await page.waitForURL(/done=cancelled/);
    expect(await page.locator('main').innerText()).toContain('Link cancelado.');
  });
});

describe('a member', () => {
  it('reads leads but gets 403 for the payments page and for an owner action posted directly', async () => {
    // The owner's page carries the create-link form: its action id is what a member would have to forge.
    const owner = await newPage(browser);
    await signIn(owner.page, OWNER);
    await owner.page.goto('/admin/payments');
    const actionField = await actionFieldOf(owner.page, 'form:has(input[name="concept"])');
    await owner.context.close();

    const { context, page } = await newPage(browser);
    try {
      await signIn(page, MEMBER);
      expect(new URL(page.url()).pathname).toBe('/admin/leads');
      expect(await page.getByRole('link', { name: 'Links de pago' }).count()).toBe(0);
      const payments = await page.goto('/admin/payments');
      expect(payments!.status()).toBe(403);
      expect(await page.locator('main').innerText()).toContain('No tienes permiso');
      // A form post without JavaScript: refused, and sent to the page that answers 403.
      const posted = await page.request.post('/admin/payments', {
        headers: { origin: BASE_URL },
        multipart: { [actionField]: '', concept: `Member ${RUN}`, amount: '10.00', currency: 'PEN', expires: '7d', locale: 'es' },
      });
      expect(posted.status()).toBe(403);
      expect(posted.url()).toContain('/admin/refused?status=403');
      const { stdout } = await run('npx', ['tsx', 'scripts/payments.ts', 'list'], {
        env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: process.env.DATABASE_URL ?? '' },
      });
      expect(stdout).not.toContain(`Member ${RUN}`);
    } finally {
      await context.close();
    }
  });

  it('a signed-out post of an owner action is refused with 401', async () => {
    const owner = await newPage(browser);
    await signIn(owner.page, OWNER);
    await owner.page.goto('/admin/payments');
    const actionField = await actionFieldOf(owner.page, 'form:has(input[name="concept"])');
    await owner.context.close();
    const response = await fetch(`${BASE_URL}/admin/payments`, {
      method: 'POST',
      headers: { origin: BASE_URL },
      body: (() => {
        const form = new FormData();
        form.set(actionField, '');
        form.set('concept', `Anon ${RUN}`);
        form.set('amount', '10.00');
        return form;
      })(),
    });
    expect(response.status).toBe(401);
    expect(response.url).toContain('/admin/refused?status=401');
  });
});

describe('sign-in throttling', () => {
  it('locks an e-mail out after 5 wrong passwords: even the right one is then refused', async () => {
    const { context, page } = await newPage(browser);
    try {
      for (let i = 0; i < 5; i++) {
        await signIn(page, { email: LOCKED.email, password: `wrong password ${i}` });
        expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
      }
      expect(await page.locator('main [role="alert"]').innerText()).toMatch(/Demasiados intentos fallidos/);
      await signIn(page, LOCKED);
      expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
      expect(await page.locator('main [role="alert"]').innerText()).toMatch(/Demasiados intentos fallidos/);
    } finally {
      await context.close();
    }
  });
});

describe('both languages, axe, 375 and 1440 px', () => {
  it('switches the console to English and back, remembered in a cookie', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, OWNER);
      await clickAndWaitForLanguage(page, 'Cambiar la consola a inglés', 'en');
      expect(await page.locator('h1').innerText()).toBe('Leads');
      await page.goto('/admin/deliveries');
      expect(await page.locator('h1').innerText()).toBe('Deliveries');
      await clickAndWaitForLanguage(page, 'Switch the console to Spanish', 'es');
      expect(await page.locator('h1').innerText()).toBe('Envíos');
      expect(new URL(page.url()).pathname).toBe('/admin/deliveries');
    } finally {
      await context.close();
    }
  });

  it('keeps the deep link when the sign-in page switches language', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/admin/leads?view=today');
      expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
      await clickAndWaitForLanguage(page, 'Cambiar la consola a inglés', 'en');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/leads?view=today');
      await signIn(page, OWNER, page.url());
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe('/admin/leads?view=today');
    } finally {
      await context.close();
    }
  });

  for (const locale of ['es', 'en'] as const) {
    for (const [size, viewport] of [
      ['375', viewports.mobile],
      ['1440', viewports.desktop],
    ] as const) {
      it(`every console page is axe clean in ${locale} at ${size} px (screenshots)`, async () => {
        const { context, page } = await newPage(browser, { viewport });
        try {
          await context.addCookies([{ name: 'console-locale', value: locale, url: `${BASE_URL}/admin` }]);
          await page.goto('/admin/sign-in');
          await expectAxeClean(page);
          await screenshot(page, `console-sign-in-${size}-${locale}`);
          await signIn(page, OWNER);
          const leadLink = page.locator('[data-lead] a[href^="/admin/leads/"]:visible').first();
          const leadHref = await leadLink.getAttribute('href');
          for (const [name, path] of [
            ['leads', '/admin/leads'],
            ['lead', leadHref!],
            ['deliveries', '/admin/deliveries'],
            ['payments', '/admin/payments'],
            ['sessions', '/admin/sessions'],
            ['conversations', '/admin/conversations'],
            ['questions', '/admin/questions'],
          ] as const) {
            await page.goto(path);
            expect(await page.locator('html').getAttribute('lang')).toBe(locale);
            await expectAxeClean(page);
            await screenshot(page, `console-${name}-${size}-${locale}`);
            // No page scrolls sideways, on a phone neither (tables become cards).
            expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
          }
          if (size === '375') {
            // The navigation collapses into a menu on a phone; the page does not scroll sideways.
            expect(await page.locator('nav.hidden').isVisible()).toBe(false);
            await page.locator('header summary').click();
            expect(await page.locator('details nav').isVisible()).toBe(true);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow).toBeLessThanOrEqual(0);
            await screenshot(page, `console-menu-open-${size}-${locale}`);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
