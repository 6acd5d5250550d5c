/**
 * The delivery state every outbox table shares (lead_deliveries, payment_notices) beside its `id`, subject and
 * `channel`, worked off by the one OutboxWorker. A function: each table needs its own column builders.
 */
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

export function outboxStateColumns() {
  return {
    /** 'pending' -> 'delivered', or 'dead' after the last try or a permanent refusal. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claims the row holds it until then; a crashed worker's claim simply expires. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** When the worker last claimed the row for a try (the console's failing-channel banner reads it). */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** Every outbox table has these, and an `id` and a `channel`. */
export type OutboxColumnName = keyof ReturnType<typeof outboxStateColumns> | 'id' | 'channel';
