/** What waits in the site's outboxes, for the health check: pending and dead rows, and how long the oldest has waited. */
import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import type { OutboxTable } from './outbox-worker';

export interface OutboxBacklog {
  pending: number;
  dead: number;
  oldestPendingSeconds: number | null;
}

/** Summed over every outbox table (lead deliveries, payment notices): one state for the load balancer and the operator. */
export async function outboxBacklog(db: Database, tables: readonly OutboxTable[]): Promise<OutboxBacklog> {
  const total: OutboxBacklog = { pending: 0, dead: 0, oldestPendingSeconds: null };
  for (const table of tables) {
    const rows = await db
      .select({
        status: table.status,
        count: sql<number>`count(*)::int`,
        oldestSeconds: sql<number | null>`floor(extract(epoch from (now() - min(${table.createdAt}))))::int`,
      })
      .from(table)
      .where(inArray(table.status, ['pending', 'dead']))
      .groupBy(table.status);
    for (const row of rows) {
      if (row.status === 'dead') total.dead += Number(row.count);
      if (row.status !== 'pending') continue;
      total.pending += Number(row.count);
      if (row.oldestSeconds !== null) total.oldestPendingSeconds = Math.max(total.oldestPendingSeconds ?? 0, Number(row.oldestSeconds));
    }
  }
  return total;
}
