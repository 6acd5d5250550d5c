/**
 * better-auth over our Drizzle schema on both drivers: users made by the CLI module sign in, wrong passwords and
 * disabled operators do not, sessions are listed and revoked, and the cookie is HttpOnly, SameSite=Strict, /admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { operatorAccounts, operatorAuditLog, operators, operatorSessions } from '../../../src/features/console/tables';
import { createOperatorAuth } from '@/features/console/server/operator-auth';
import {
  createOperatorUser,
  disableOperatorUser,
  listOperatorUsers,
  OperatorCommandError,
  setOperatorPassword,
} from '@/features/console/server/operator-users';

const PASSWORD = 'correct horse battery';

describe.each(testDrivers())('operator sign-in with better-auth (%s)', (driver) => {
  let database: TestDatabase;
  let auth: ReturnType<typeof createOperatorAuth>;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    auth = createOperatorAuth({ db: database.db, secret: 'test-secret-test-secret-test-secret', siteUrl: 'http://localhost:3000', next: false });
  });
  afterAll(async () => database?.destroy());

  async function signIn(email: string, password: string) {
    return auth.api.signInEmail({ body: { email, password }, headers: new Headers({ 'x-console-client-ip': '203.0.113.9' }), asResponse: true });
  }

  it('stores a CLI-created operator with a scrypt hash, never the password', async () => {
    const created = await createOperatorUser(database.db, { email: 'Owner@Example.com', password: PASSWORD, role: 'owner', name: 'Olga' });
    expect(created.email).toBe('owner@example.com');
    const [account] = await database.db.select().from(operatorAccounts).where(eq(operatorAccounts.userId, created.id));
    expect(account!.providerId).toBe('credential');
    expect(account!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(account!.password).not.toContain(PASSWORD);
    const audit = await database.db.select().from(operatorAuditLog);
    expect(audit.map((a) => a.action)).toContain('user.create');
  });

  it('refuses a duplicate e-mail and a password shorter than 12 characters, with clear messages', async () => {
    await expect(createOperatorUser(database.db, { email: 'owner@example.com', password: PASSWORD })).rejects.toThrow(/already exists/);
    await expect(createOperatorUser(database.db, { email: 'x@example.com', password: 'short' })).rejects.toThrow(/at least 12 characters/);
    await expect(createOperatorUser(database.db, { email: 'not-an-email', password: PASSWORD })).rejects.toBeInstanceOf(OperatorCommandError);
    // Editors (the content studio's role) are made by the same command; a role that does not exist is refused.
    expect((await createOperatorUser(database.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' })).role).toBe('editor');
    await expect(createOperatorUser(database.db, { email: 'y@example.com', password: PASSWORD, role: 'admin' as never })).rejects.toThrow(
      /Unknown role: admin/,
    );
  });

  it('signs in with the right password and sets an HttpOnly SameSite=Strict cookie limited to /admin', async () => {
    const response = await signIn('owner@example.com', PASSWORD);
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^console\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/admin/);
    const token = /console\.session_token=([^;]+)/.exec(cookie)![1]!;
    const session = await auth.api.getSession({ headers: new Headers({ cookie: `console.session_token=${token}` }) });
    expect(session?.user.email).toBe('owner@example.com');
    expect(session?.session.ipAddress).toBe('203.0.113.9');
  });

  it('refuses a wrong password and an unknown e-mail alike (401)', async () => {
    expect((await signIn('owner@example.com', 'wrong password here')).status).toBe(401);
    expect((await signIn('nobody@example.com', PASSWORD)).status).toBe(401);
  });

  it('has no public sign-up', async () => {
    const response = await auth.api
      .signUpEmail({ body: { email: 'new@example.com', password: PASSWORD, name: 'New' }, asResponse: true })
      .catch((error: { statusCode?: number }) => ({ status: error.statusCode }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await database.db.select().from(operators).where(eq(operators.email, 'new@example.com'))).toHaveLength(0);
  });

  it('lists and revokes sessions; a new password ends them all', async () => {
    const first = /console\.session_token=([^;]+)/.exec((await signIn('owner@example.com', PASSWORD)).headers.get('set-cookie')!)![1]!;
    const headers = new Headers({ cookie: `console.session_token=${first}` });
    const sessions = await auth.api.listSessions({ headers });
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const other = sessions.find((s) => !first.startsWith(s.token))!;
    await auth.api.revokeSession({ headers, body: { token: other.token } });
    expect((await auth.api.listSessions({ headers })).some((s) => s.token === other.token)).toBe(false);
    await setOperatorPassword(database.db, 'owner@example.com', 'a brand new passphrase');
    expect(await auth.api.getSession({ headers })).toBeNull();
    expect((await signIn('owner@example.com', 'a brand new passphrase')).status).toBe(200);
  });

  it('a disabled operator cannot sign in and loses every session', async () => {
    await createOperatorUser(database.db, { email: 'member@example.com', password: PASSWORD });
    expect((await signIn('member@example.com', PASSWORD)).status).toBe(200);
    await disableOperatorUser(database.db, 'member@example.com');
    const [member] = await database.db.select().from(operators).where(eq(operators.email, 'member@example.com'));
    expect(await database.db.select().from(operatorSessions).where(eq(operatorSessions.userId, member!.id))).toHaveLength(0);
    expect((await signIn('member@example.com', PASSWORD)).status).not.toBe(200);
    const listed = await listOperatorUsers(database.db);
    expect(listed.find((u) => u.email === 'member@example.com')?.disabledAt).toBeInstanceOf(Date);
  });
});
