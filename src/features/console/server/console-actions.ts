'use server';
/**
 * Every state change of the console, as server actions posted by plain HTML forms (they work before and without
 * JavaScript). Next.js refuses a server action whose Origin is another site's (CSRF); requireOperator checks the
 * session and the role, and each change is written to the audit log. Outcomes come back as a query flag (303).
 */
import { and, eq, ne } from 'drizzle-orm';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/server/db';
import { operators, operatorSessions } from '@/features/console/tables';
import { homeSectionOf } from '../sections';
import { clientIpFrom } from '@/server/client-ip';
import { parseAmountToCents } from '@/features/payments/public';
import { cancelPaymentLink, createPaymentLink, MAX_LINK_LIFETIME_MS, parseDuration } from '@/features/payments/server';
import { CONSOLE_LOCALE_COOKIE } from '../console-locale';
import { languageReturnPath, safeReturnPath } from '../console-paths';
import { writeAudit } from './audit-log';
import { OUTBOX_QUEUES, retryDeliveries, type OutboxQueueName } from './deliveries';
import { LEAD_STATUSES, markLead, markLeads, mergeLead, updateLeadWork, type LeadStatus } from './leads-inbox';
import { currentOperatorSession, recordAudit, requireOperator } from './operator-session';
import { OPERATOR_ROLES } from './operator-identity';
import { normalizeEmail } from './operator-users';
import { getOperatorAuth, getSignInThrottle } from './operator-runtime';

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function withFlag(path: string, flags: Record<string, string>): string {
  const url = new URL(path, 'http://console.invalid');
  for (const [name, value] of Object.entries(flags)) url.searchParams.set(name, value);
  return url.pathname + url.search;
}

// ---- Sign-in and out -------------------------------------------------------------------------------------------

export async function signInAction(formData: FormData): Promise<void> {
  const email = normalizeEmail(field(formData, 'email')).slice(0, 200);
  const password = (formData.get('password') as string | null) ?? '';
  const next = safeReturnPath(field(formData, 'next'));
  const back = (error: string, extra: Record<string, string> = {}) => withFlag('/admin/sign-in', { error, ...extra, ...(next !== '/admin' ? { next } : {}) });
  if (!email || !password) redirect(back('missing'));

  const requestHeaders = await headers();
  const ip = clientIpFrom(requestHeaders);
  const throttle = await getSignInThrottle();
  const before = await throttle.check(email, ip);
  if (!before.allowed) redirect(back('locked', { wait: String(Math.ceil(before.retryAfterSeconds / 60)) }));

  const auth = await getOperatorAuth();
  const forwarded = new Headers(requestHeaders);
  forwarded.set('x-console-client-ip', ip ?? '');
  let userId: string | undefined;
  try {
    const result = await auth.api.signInEmail({ body: { email, password }, headers: forwarded });
    userId = result.user.id;
  } catch {
    userId = undefined;
  }
  const db = await getDb();
  if (!userId) {
    const after = await throttle.recordFailure(email, ip);
    await writeAudit(db, { id: null, email }, 'auth.sign-in-failed', `email:${email}`, { ip: ip ?? null, locked: !after.allowed });
    if (!after.allowed) redirect(back('locked', { wait: String(Math.ceil(after.retryAfterSeconds / 60)) }));
    redirect(back('invalid'));
  }
  await throttle.recordSuccess(email);
  await writeAudit(db, { id: userId, email }, 'auth.sign-in', `operator:${userId}`, { ip: ip ?? null });
  // Each role lands on its own section (an editor on the content studio).
  const [signedIn] = await db.select({ role: operators.role }).from(operators).where(eq(operators.id, userId));
  redirect(next === '/admin' ? homeSectionOf(signedIn?.role === 'editor' ? 'editor' : 'member') : next);
}

export async function signOutAction(): Promise<void> {
  const current = await currentOperatorSession();
  if (current) {
    const auth = await getOperatorAuth();
    await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
    await recordAudit(current.operator, 'auth.sign-out', `session:${current.sessionId}`);
  }
  redirect('/admin/sign-in?signedOut=1');
}

/** The console's language: a preference, not data (no audit); remembered a year. */
export async function switchLanguageAction(formData: FormData): Promise<void> {
  const locale = field(formData, 'locale') === 'en' ? 'en' : 'es';
  (await cookies()).set(CONSOLE_LOCALE_COOKIE, locale, { path: '/admin', maxAge: 365 * 24 * 3600, sameSite: 'strict', httpOnly: true });
  redirect(languageReturnPath(field(formData, 'back')));
}

// ---- Leads -----------------------------------------------------------------------------------------------------

export async function markLeadAction(formData: FormData): Promise<void> {
  const operator = await requireOperator();
  const leadId = field(formData, 'leadId');
  const status = field(formData, 'status') as LeadStatus;
  const note = field(formData, 'note');
  const path = `/admin/leads/${encodeURIComponent(leadId)}`;
  if (!(LEAD_STATUSES as readonly string[]).includes(status) || !/^[0-9a-f-]{36}$/i.test(leadId)) redirect(withFlag(path, { error: 'invalid' }));
  const marked = await markLead(await getDb(), operator, leadId, status, note);
  if (!marked) redirect('/admin/leads');
  await recordAudit(operator, 'lead.mark', `lead:${leadId}`, { status, note: note || null });
  redirect(withFlag(path, { done: 'marked' }));
}

/** The lead page's work form: owner and call-back day (either may be cleared); audited as what changed. */
export async function saveLeadWorkAction(formData: FormData): Promise<void> {
  const operator = await requireOperator();
  const leadId = field(formData, 'leadId');
  const path = `/admin/leads/${encodeURIComponent(leadId)}`;
  const owner = field(formData, 'owner');
  const callBackOn = field(formData, 'callBackOn');
  if (!/^[0-9a-f-]{36}$/i.test(leadId) || (callBackOn && !/^\d{4}-\d{2}-\d{2}$/.test(callBackOn))) redirect(withFlag(path, { error: 'invalid' }));
  const ownerId = owner === 'me' ? operator.id : owner || null;
  let saved: string[] = [];
  try {
    saved = await updateLeadWork(await getDb(), [leadId], { ownerId, callBackOn: callBackOn || null });
  } catch {
    redirect(withFlag(path, { error: 'invalid' }));
  }
  if (saved.length === 0) redirect('/admin/leads');
  await recordAudit(operator, 'lead.work', `lead:${leadId}`, { ownerId, callBackOn: callBackOn || null });
  redirect(withFlag(path, { done: 'saved' }));
}

/** Marks the duplicate as merged into the lead shown (the duplicate leaves the inbox; its page and history stay). */
export async function mergeLeadAction(formData: FormData): Promise<void> {
  const operator = await requireOperator();
  const keepId = field(formData, 'keepId');
  const duplicateId = field(formData, 'duplicateId');
  const path = `/admin/leads/${encodeURIComponent(keepId)}`;
  const merged = await mergeLead(await getDb(), keepId, duplicateId);
  if (!merged) redirect(withFlag(path, { error: 'invalid' }));
  await recordAudit(operator, 'lead.merge', `lead:${duplicateId}`, { into: keepId });
  redirect(withFlag(path, { done: 'merged' }));
}

/** The inbox's bulk form: the ticked leads marked (contacted, won, lost) or assigned (an operator, or nobody). */
export async function bulkLeadsAction(formData: FormData): Promise<void> {
  const operator = await requireOperator();
  const ids = formData
    .getAll('ids')
    .filter((v): v is string => typeof v === 'string')
    .slice(0, 200);
  const operation = field(formData, 'operation');
  const back = safeReturnPath(field(formData, 'back')).startsWith('/admin/leads') ? safeReturnPath(field(formData, 'back')) : '/admin/leads';
  if (ids.length === 0) redirect(withFlag(back, { error: 'noneSelected' }));
  const db = await getDb();
  let changed: string[] = [];
  if (operation.startsWith('mark:') && (LEAD_STATUSES as readonly string[]).includes(operation.slice(5))) {
    const status = operation.slice(5) as LeadStatus;
    changed = await markLeads(db, operator, ids, status);
    await recordAudit(operator, 'lead.bulk-mark', `leads:${changed.length}`, { status, ids: changed });
  } else if (operation.startsWith('assign:')) {
    const target = operation.slice(7);
    const ownerId = target === 'me' ? operator.id : target === 'nobody' ? null : target;
    try {
      changed = await updateLeadWork(db, ids, { ownerId });
    } catch {
      redirect(withFlag(back, { error: 'invalid' }));
    }
    await recordAudit(operator, 'lead.bulk-assign', `leads:${changed.length}`, { ownerId, ids: changed });
  } else {
    redirect(withFlag(back, { error: 'invalid' }));
  }
  redirect(withFlag(back, { done: 'bulk', count: String(changed.length) }));
}

// ---- Deliveries (owners) ----------------------------------------------------------------------------------------

function queueOf(formData: FormData): OutboxQueueName {
  const queue = field(formData, 'queue');
  return (OUTBOX_QUEUES as readonly string[]).includes(queue) ? (queue as OutboxQueueName) : 'leads';
}

export async function retryDeliveryAction(formData: FormData): Promise<void> {
  const operator = await requireOperator({ role: 'owner' });
  const queue = queueOf(formData);
  const id = Number(field(formData, 'id'));
  const back = safeReturnPath(field(formData, 'back')) === '/admin' ? '/admin/deliveries' : safeReturnPath(field(formData, 'back'));
  const retried = Number.isSafeInteger(id) && id > 0 ? await retryDeliveries(await getDb(), queue, [id]) : [];
  await recordAudit(operator, 'delivery.retry', `${queue}-delivery:${id}`, { retried: retried.length });
  redirect(withFlag(back, { done: 'retried', count: String(retried.length) }));
}

export async function retryAllDeadAction(formData: FormData): Promise<void> {
  const operator = await requireOperator({ role: 'owner' });
  const queue = queueOf(formData);
  const retried = await retryDeliveries(await getDb(), queue, 'all-dead');
  await recordAudit(operator, 'delivery.retry-all-dead', `${queue}-outbox`, { retried: retried.length, ids: retried.slice(0, 100) });
  redirect(withFlag('/admin/deliveries', { done: 'retried', count: String(retried.length) }));
}

// ---- Payment links (owners) -------------------------------------------------------------------------------------

export async function createPaymentLinkAction(formData: FormData): Promise<void> {
  const operator = await requireOperator({ role: 'owner' });
  const amountCents = parseAmountToCents(field(formData, 'amount'));
  const currency = field(formData, 'currency').toUpperCase();
  const concept = field(formData, 'concept');
  // The date picker's Lima day: the link lives until that day ends in Lima; a duration ("7d") is still understood.
  const expiresOn = field(formData, 'expiresOn');
  const expiresInMs = /^\d{4}-\d{2}-\d{2}$/.test(expiresOn)
    ? Math.min(new Date(`${expiresOn}T23:59:59-05:00`).getTime() - Date.now(), MAX_LINK_LIFETIME_MS)
    : parseDuration(field(formData, 'expires') || '7d');
  const locale = field(formData, 'locale') === 'en' ? 'en' : 'es';
  if (amountCents === null) redirect('/admin/payments?error=invalidAmount');
  if (concept.length < 3 || concept.length > 140) redirect('/admin/payments?error=invalidConcept');
  if (expiresInMs === null || expiresInMs < 60_000) redirect('/admin/payments?error=invalidExpires');
  let code: string | undefined;
  try {
    const link = await createPaymentLink(await getDb(), {
      concept,
      amountCents,
      currency: currency === 'USD' ? 'USD' : 'PEN',
      clientName: field(formData, 'clientName') || undefined,
      clientEmail: field(formData, 'clientEmail') || undefined,
      note: field(formData, 'note') || undefined,
      locale,
      expiresInMs,
    });
    code = link.code;
    await recordAudit(operator, 'payment-link.create', `payment-link:${link.id}`, { amountCents, currency: link.currency, concept });
  } catch {
    code = undefined;
  }
  if (!code) redirect('/admin/payments?error=invalid');
  redirect(`/admin/payments?created=${encodeURIComponent(code)}`);
}

export async function cancelPaymentLinkAction(formData: FormData): Promise<void> {
  const operator = await requireOperator({ role: 'owner' });
  const code = field(formData, 'code');
  const outcome = await cancelPaymentLink(await getDb(), code);
  await recordAudit(operator, 'payment-link.cancel', `payment-link-code:${code.slice(0, 6)}…`, { outcome });
  redirect(outcome === 'cancelled' ? '/admin/payments?done=cancelled' : `/admin/payments?error=${outcome === 'charging' ? 'charging' : 'notOpen'}`);
}

// ---- Sessions ---------------------------------------------------------------------------------------------------

/** Ends one session: an operator's own, or (owners) anyone's. */
export async function revokeSessionAction(formData: FormData): Promise<void> {
  const operator = await requireOperator({ roles: OPERATOR_ROLES });
  const sessionId = field(formData, 'sessionId');
  const db = await getDb();
  const [session] = await db.select({ userId: operatorSessions.userId }).from(operatorSessions).where(eq(operatorSessions.id, sessionId));
  if (!session) redirect('/admin/sessions');
  if (session.userId !== operator.id) await requireOperator({ role: 'owner' });
  await db.delete(operatorSessions).where(eq(operatorSessions.id, sessionId));
  await recordAudit(operator, 'session.revoke', `session:${sessionId}`, { of: session.userId });
  redirect('/admin/sessions?done=revoked');
}

export async function revokeOtherSessionsAction(): Promise<void> {
  const current = await currentOperatorSession();
  const operator = await requireOperator({ roles: OPERATOR_ROLES });
  if (!current) redirect('/admin/sign-in');
  const db = await getDb();
  await db.delete(operatorSessions).where(and(eq(operatorSessions.userId, operator.id), ne(operatorSessions.id, current.sessionId)));
  await recordAudit(operator, 'session.revoke-others', `operator:${operator.id}`);
  redirect('/admin/sessions?done=revoked');
}
