/**
 * Operator accounts as the command line manages them (`npm run admin`): create, list, set a password, disable,
 * enable. Rows are written as better-auth's e-mail and password sign-up writes them (an operator and a 'credential'
 * account holding the hash), and every change goes to the audit log as actor 'cli'.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { operatorAccounts, operatorAuditLog, operators, operatorSessions } from '@/features/console/tables';
import { hashPassword, passwordProblem } from './password';

import { OPERATOR_ROLES, type OperatorRole } from './operator-identity';

export type { OperatorRole };

export class OperatorCommandError extends Error {
  override name = 'OperatorCommandError';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function cliAudit(db: Database, action: string, target: string, details?: Record<string, unknown>): Promise<void> {
  await db.insert(operatorAuditLog).values({ actorId: null, actorEmail: 'cli', action, target, details: details ?? null });
}

export async function createOperatorUser(
  db: Database,
  input: { email: string; password: string; role?: OperatorRole; name?: string },
): Promise<{ id: string; email: string; role: OperatorRole }> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) throw new OperatorCommandError(`Not an e-mail address: ${input.email}`);
  const role = input.role ?? 'member';
  if (!OPERATOR_ROLES.includes(role)) throw new OperatorCommandError(`Unknown role: ${String(role)} (${OPERATOR_ROLES.join(', ')})`);
  const problem = passwordProblem(input.password, email);
  if (problem) throw new OperatorCommandError(`Weak password: ${problem}.`);
  const hash = await hashPassword(input.password);
  const id = randomUUID();
  const name = input.name?.trim() || email.split('@')[0]!;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(operators).values({ id, email, name, role });
      await tx.insert(operatorAccounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
      await tx.insert(operatorAuditLog).values({ actorId: null, actorEmail: 'cli', action: 'user.create', target: `operator:${id}`, details: { email, role } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new OperatorCommandError(`An operator with the e-mail ${email} already exists.`);
    throw error;
  }
  return { id, email, role };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
}

async function findByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, normalizeEmail(email)));
  if (!row) throw new OperatorCommandError(`No operator with the e-mail ${normalizeEmail(email)}.`);
  return row;
}

export async function listOperatorUsers(db: Database) {
  return db
    .select({
      id: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
      disabledAt: operators.disabledAt,
      createdAt: operators.createdAt,
      sessions: sql<number>`(select count(*)::int from ${operatorSessions} where ${operatorSessions.userId} = ${operators.id} and ${operatorSessions.expiresAt} > now())`,
    })
    .from(operators)
    .orderBy(asc(operators.createdAt));
}

/** New password; the operator's sessions end (whoever knew the old one is signed out). */
export async function setOperatorPassword(db: Database, emailInput: string, password: string): Promise<void> {
  const user = await findByEmail(db, emailInput);
  const problem = passwordProblem(password, user.email);
  if (problem) throw new OperatorCommandError(`Weak password: ${problem}.`);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(operatorAccounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(operatorAccounts.userId, user.id), eq(operatorAccounts.providerId, 'credential')))
      .returning({ id: operatorAccounts.id });
    if (updated.length === 0) {
      await tx.insert(operatorAccounts).values({ id: randomUUID(), accountId: user.id, providerId: 'credential', userId: user.id, password: hash });
    }
    await tx.delete(operatorSessions).where(eq(operatorSessions.userId, user.id));
  });
  await cliAudit(db, 'user.set-password', `operator:${user.id}`, { email: user.email });
}

export async function setOperatorRole(db: Database, emailInput: string, role: OperatorRole): Promise<void> {
  if (!OPERATOR_ROLES.includes(role)) throw new OperatorCommandError(`Unknown role: ${String(role)} (${OPERATOR_ROLES.join(', ')})`);
  const user = await findByEmail(db, emailInput);
  await db.update(operators).set({ role, updatedAt: new Date() }).where(eq(operators.id, user.id));
  await cliAudit(db, 'user.set-role', `operator:${user.id}`, { email: user.email, from: user.role, to: role });
}

/** Disabled: cannot sign in, and every open session ends now. */
export async function disableOperatorUser(db: Database, emailInput: string): Promise<void> {
  const user = await findByEmail(db, emailInput);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ disabledAt: new Date(), updatedAt: new Date() }).where(eq(operators.id, user.id));
    await tx.delete(operatorSessions).where(eq(operatorSessions.userId, user.id));
  });
  await cliAudit(db, 'user.disable', `operator:${user.id}`, { email: user.email });
}

export async function enableOperatorUser(db: Database, emailInput: string): Promise<void> {
  const user = await findByEmail(db, emailInput);
  await db.update(operators).set({ disabledAt: null, updatedAt: new Date() }).where(eq(operators.id, user.id));
  await cliAudit(db, 'user.enable', `operator:${user.id}`, { email: user.email });
}
