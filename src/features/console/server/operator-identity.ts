/**
 * The operator signed in by a request's headers (better-auth's session cookie), read fresh from the database. Free of
 * Next's request context (next/headers), so the custom server's endpoints (the leads export) can ask it too.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { operators } from '@/features/console/tables';
import { getOperatorAuth } from './operator-runtime';

/**
 * owner: everything; member: leads, deliveries, live chats, conversations, Darky's questions; editor: the content
 * studio only (no visitor's personal data). docs/console.md, "Roles".
 */
export type OperatorRole = 'owner' | 'member' | 'editor';

export const OPERATOR_ROLES: readonly OperatorRole[] = ['owner', 'member', 'editor'];

/** Who may work with visitors' data (leads, chats, deliveries): every role but editor. */
export const VISITOR_DATA_ROLES: readonly OperatorRole[] = ['owner', 'member'];

function roleOf(stored: string): OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(stored) ? (stored as OperatorRole) : 'member';
}
export interface Operator {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
}

/** The operator signed in by these request headers, or undefined when signed out (or disabled). */
export async function operatorSessionOf(requestHeaders: Headers): Promise<{ operator: Operator; sessionId: string } | undefined> {
  const auth = await getOperatorAuth();
  const session = await auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: !requestHeaders.get('next-action') } }).catch(() => null);
  if (!session) return undefined;
  // Read fresh: a role change or a disable applies at the next request, not when the session refreshes.
  const db = await getDb();
  const [row] = await db.select().from(operators).where(eq(operators.id, session.user.id));
  if (!row || row.disabledAt) return undefined;
  return {
    operator: { id: row.id, email: row.email, name: row.name, role: roleOf(row.role) },
    sessionId: session.session.id,
  };
}
