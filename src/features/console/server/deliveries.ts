/**
 * The console's view of the outboxes (lead_deliveries, payment_notices, darky_wait_notice_deliveries): backlog and dead letters per channel, the
 * channels that keep failing, and retrying dead letters (back to pending with a fresh schedule, the worker woken).
 */
import 'server-only';
import { and, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { leadDeliveries } from '@/features/leads/tables';
import { paymentNotices } from '@/features/payments/tables';
import { darkyWaitNoticeDeliveries } from '@/features/darky/tables';
import { outboxSignal } from '@/server/outbox/outbox-signal';

export const OUTBOX_QUEUES = ['leads', 'payments', 'wait-notices'] as const;
export type OutboxQueueName = (typeof OUTBOX_QUEUES)[number];

/** Both tables share the outbox columns (src/server/outbox/outbox-columns.ts); typed as lead_deliveries like the worker does. */
const tables: Record<OutboxQueueName, typeof leadDeliveries> = {
  leads: leadDeliveries,
  payments: paymentNotices as unknown as typeof leadDeliveries,
  // A visitor left waiting with nobody online, told to the team (the live handoff's notices).
  'wait-notices': darkyWaitNoticeDeliveries as unknown as typeof leadDeliveries,
};
const subjectColumns = { leads: leadDeliveries.leadId, payments: paymentNotices.linkId, 'wait-notices': darkyWaitNoticeDeliveries.noticeId };

/** A channel "keeps failing" past this many failed tries within the window, with no success since. */
export const FAILING_TRIES = 3;
export const FAILING_WINDOW_MS = 60 * 60 * 1000;

export interface ChannelBacklog {
  queue: OutboxQueueName;
  channel: string;
  pending: number;
  retrying: number;
  dead: number;
  delivered: number;
  oldestPendingAt: Date | null;
}

export async function outboxBacklog(db: Database): Promise<ChannelBacklog[]> {
  const result: ChannelBacklog[] = [];
  for (const queue of OUTBOX_QUEUES) {
    const t = tables[queue];
    const rows = await db
      .select({
        channel: t.channel,
        pending: sql<number>`count(*) filter (where ${t.status} = 'pending')::int`,
        retrying: sql<number>`count(*) filter (where ${t.status} = 'pending' and ${t.lastError} is not null)::int`,
        dead: sql<number>`count(*) filter (where ${t.status} = 'dead')::int`,
        delivered: sql<number>`count(*) filter (where ${t.status} = 'delivered')::int`,
        oldestPendingAt: sql<string | null>`min(${t.createdAt}) filter (where ${t.status} = 'pending')`,
      })
      .from(t)
      .groupBy(t.channel)
      .orderBy(t.channel);
    for (const row of rows) result.push({ queue, ...row, oldestPendingAt: row.oldestPendingAt ? new Date(row.oldestPendingAt) : null });
  }
  return result;
}

export interface ProblemDelivery {
  queue: OutboxQueueName;
  id: number;
  subjectId: string;
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  createdAt: Date;
}

/** Dead letters, and pending deliveries whose last try failed (retrying), newest try first. */
export async function problemDeliveries(db: Database, limit = 100): Promise<ProblemDelivery[]> {
  const result: ProblemDelivery[] = [];
  for (const queue of OUTBOX_QUEUES) {
    const t = tables[queue];
    const rows = await db
      .select({
        id: t.id,
        subjectId: subjectColumns[queue],
        channel: t.channel,
        status: t.status,
        attempts: t.attempts,
        lastError: t.lastError,
        lastAttemptAt: t.lastAttemptAt,
        nextAttemptAt: t.nextAttemptAt,
        createdAt: t.createdAt,
      })
      .from(t)
      .where(or(eq(t.status, 'dead'), and(eq(t.status, 'pending'), isNotNull(t.lastError))))
      .orderBy(desc(sql`coalesce(${t.lastAttemptAt}, ${t.createdAt})`))
      .limit(limit);
    for (const row of rows) result.push({ queue, ...row, subjectId: String(row.subjectId) });
  }
  return result.sort((a, b) => (b.lastAttemptAt ?? b.createdAt).getTime() - (a.lastAttemptAt ?? a.createdAt).getTime());
}

export interface FailingChannel {
  queue: OutboxQueueName;
  channel: string;
  failedTries: number;
  lastError: string | null;
}

/**
 * Channels that keep failing: at least FAILING_TRIES failed tries among deliveries last tried within the window,
 * all after the channel's last success. (The outbox keeps each delivery's last outcome only, so the tries of a
 * failing delivery are its attempts; see docs/console.md.)
 */
export async function failingChannels(db: Database, now = new Date()): Promise<FailingChannel[]> {
  const since = new Date(now.getTime() - FAILING_WINDOW_MS).toISOString();
  const result: FailingChannel[] = [];
  for (const queue of OUTBOX_QUEUES) {
    const t = tables[queue];
    const lastSuccess = sql`(select max(s.delivered_at) from ${t} s where s.channel = ${t.channel})`;
    const rows = await db
      .select({
        channel: t.channel,
        failedTries: sql<number>`sum(${t.attempts})::int`,
        lastError: sql<string | null>`(array_agg(${t.lastError} order by ${t.lastAttemptAt} desc))[1]`,
      })
      .from(t)
      .where(
        and(
          ne(t.status, 'delivered'),
          isNotNull(t.lastError),
          sql`${t.lastAttemptAt} > ${since}::timestamptz`,
          sql`(${lastSuccess} is null or ${t.lastAttemptAt} > ${lastSuccess})`,
        ),
      )
      .groupBy(t.channel);
    for (const row of rows) if (row.failedTries >= FAILING_TRIES) result.push({ queue, ...row });
  }
  return result;
}

/**
 * Puts deliveries back in the queue now, with a fresh schedule of tries: dead letters, and pending ones waiting for
 * their next try. Delivered rows and rows a worker holds right now are left alone. Returns the ids retried.
 */
export async function retryDeliveries(db: Database, queue: OutboxQueueName, ids: number[] | 'all-dead'): Promise<number[]> {
  const t = tables[queue];
  const which =
    ids === 'all-dead'
      ? eq(t.status, 'dead')
      : and(inArray(t.id, ids.length > 0 ? ids : [-1]), or(eq(t.status, 'dead'), and(eq(t.status, 'pending'), isNotNull(t.lastError))));
  const retried = await db
    .update(t)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(which, sql`(${t.lockedUntil} is null or ${t.lockedUntil} < now())`))
    .returning({ id: t.id });
  if (retried.length > 0) outboxSignal(queue).notify();
  return retried.map((r) => r.id);
}
