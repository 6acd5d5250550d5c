/** An operator for a browser test: made with the console's CLI (`npm run admin`) against the server's data folder, signed in once. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface TestOperator {
  email: string;
  password: string;
  name: string;
  role: 'owner' | 'member' | 'editor';
}

export type OperatorSession = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Creates the operator on the embedded database of the running server (`DATA_DIR`, `APP_SECRET`), signs in through the
 * form as a person would and returns the session, for every later page to reuse.
 */
export async function createAndSignIn(
  browser: Browser,
  site: { baseURL: string; dataDir: string; appSecret: string },
  operator: TestOperator,
): Promise<OperatorSession> {
  await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/admin.ts', 'create-user', '--email', operator.email, '--password', operator.password, '--role', operator.role, '--name', operator.name],
    { env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: '', APP_SECRET: site.appSecret } },
  );
  const context = await browser.newContext({ baseURL: site.baseURL, locale: 'es-PE' });
  try {
    await signInThroughForm(await context.newPage(), operator);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Signs in on the console's form as a person would, and waits for the section the role lands on. */
export async function signInThroughForm(page: Page, operator: Pick<TestOperator, 'email' | 'password'> & Partial<Pick<TestOperator, 'role'>>): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel(/Correo electrónico|E-mail/).fill(operator.email);
  await page.getByLabel(/Contraseña|Password/).fill(operator.password);
  await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
  // Each role lands on its own section (an editor on the content studio).
  await page.waitForURL((url) => url.pathname === (operator.role === 'editor' ? '/admin/content' : '/admin/leads'));
}
