/** The console's audit log: who (operator or the command line) changed what, and when. */
import 'server-only';
import { desc } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { operatorAuditLog } from '@/features/console/tables';

export interface AuditActor {
  id: string | null;
  email: string;
}

export async function writeAudit(db: Database, actor: AuditActor, action: string, target: string, details?: Record<string, unknown>): Promise<void> {
  await db.insert(operatorAuditLog).values({ actorId: actor.id, actorEmail: actor.email, action, target, details: details ?? null });
}

export async function recentAudit(db: Database, limit = 50) {
  return db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(limit);
}
