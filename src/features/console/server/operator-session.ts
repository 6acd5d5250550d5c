// STUB: replaced by the console branch at merge
/** The signed-in operator of the console (stub: a fixed owner, audit to the log) so the darky-review pages build and run. */
import 'server-only';

export type OperatorRole = 'owner' | 'member';
export interface Operator {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
}

export async function requireOperator(options?: { role?: 'owner' }): Promise<Operator> {
  void options;
  return { id: 'stub-owner', email: 'owner@example.com', name: 'Stub Owner', role: 'owner' };
}

export async function recordAudit(actor: Operator, action: string, target: string, details?: Record<string, unknown>): Promise<void> {
  console.info(JSON.stringify({ audit: true, actor: actor.email, action, target, details }));
}
