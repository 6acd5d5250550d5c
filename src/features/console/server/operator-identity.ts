/**
 * The operator signed in by a request's headers (better-auth's session cookie), read fresh from the database. Free of
 * Next's request context (next/headers), so the custom server's endpoints (the leads export) can ask it too.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { operators } from '@/features/console/tables';
import { getOperatorAuth } from './operator-runtime';

export type OperatorRole = 'owner' | 'member';
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
    operator: { id: row.id, email: row.email, name: row.name, role: row.role === 'owner' ? 'owner' : 'member' },
    sessionId: session.session.id,
  };
}
