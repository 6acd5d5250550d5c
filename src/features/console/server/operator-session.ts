/**
 * Who is using the console: the signed-in operator of this request (better-auth's session cookie), the guards
 * every console page, server action and route handler calls first, and the audit log they write to.
 */
import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect, unauthorized } from 'next/navigation';
import { getDb } from '@/server/db';
import { writeAudit } from './audit-log';
import { CONSOLE_METHOD_HEADER, CONSOLE_PATH_HEADER, safeReturnPath } from '../console-paths';
import { operatorSessionOf, VISITOR_DATA_ROLES, type Operator, type OperatorRole } from './operator-identity';

export type { Operator, OperatorRole } from './operator-identity';

/** The request's operator and session id, or undefined when signed out (or disabled). */
export async function currentOperatorSession(): Promise<{ operator: Operator; sessionId: string } | undefined> {
  return operatorSessionOf(await headers());
}

export async function currentOperator(): Promise<Operator | undefined> {
  return (await currentOperatorSession())?.operator;
}

/** A state change from another origin (CSRF): Next refuses it for server actions first, this covers POST handlers too. */
function crossOrigin(requestHeaders: Headers): boolean {
  if (requestHeaders.get('sec-fetch-site') === 'cross-site') return true;
  const origin = requestHeaders.get('origin');
  if (!origin) return false;
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * The signed-in operator, or the request ends here. In a page: a signed-out visitor is redirected to the sign-in page
 * (with the path to come back to), an operator without the role gets the 403 page. In a server action or a POST
 * route handler: 401 signed out, 403 without the role or from another origin.
 */
/**
 * The signed-in operator, or the answer that stops the request: sign-in (signed out) or 403 (a role not allowed).
 * `roles`: who may use the page or action; by default those who work with visitors' data (owners and members), so a
 * page that forgets to say is never open to editors. `role: 'owner'` is short for `roles: ['owner']`.
 */
export async function requireOperator(options: { role?: 'owner'; roles?: readonly OperatorRole[] } = {}): Promise<Operator> {
  const requestHeaders = await headers();
  const fetchAction = Boolean(requestHeaders.get('next-action'));
  const formPost = !fetchAction && requestHeaders.get(CONSOLE_METHOD_HEADER) === 'POST';
  // Next.js turns forbidden()/unauthorized() thrown by a form posted without JavaScript into a 404 page: such a post is
  // sent (303) to a page that answers the real status instead.
  const refuse = (status: 401 | 403): never => {
    if (formPost) redirect(`/admin/refused?status=${status}`);
    return status === 401 ? unauthorized() : forbidden();
  };
  if ((fetchAction || formPost) && crossOrigin(requestHeaders)) refuse(403);
  const operator = await currentOperator();
  if (!operator) {
    if (fetchAction || formPost) refuse(401);
    const back = safeReturnPath(requestHeaders.get(CONSOLE_PATH_HEADER));
    redirect(back === '/admin' ? '/admin/sign-in' : `/admin/sign-in?next=${encodeURIComponent(back)}`);
  }
  const allowed = options.role === 'owner' ? ['owner'] : (options.roles ?? VISITOR_DATA_ROLES);
  if (!allowed.includes(operator.role)) refuse(403);
  return operator;
}

/** Writes the audit log entry of a state change made by `actor`. */
export async function recordAudit(actor: Operator, action: string, target: string, details?: Record<string, unknown>): Promise<void> {
  await writeAudit(await getDb(), { id: actor.id, email: actor.email }, action, target, details);
}
