/**
 * The outbox worker: claims due deliveries, hands each subject (a lead, a paid payment link) to its
 * channel, and records the outcome. Failures retry with exponential backoff (with jitter) until the
 * last try, then the delivery is dead. Rows are claimed with a lease, so a crash or restart loses nothing.
 * Each feature declares its outbox (an OutboxQueue: table, subject, name) and runs its own worker.
 */
import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type pino from 'pino';
import type { Database } from '../db';
import type { OutboxColumnName } from './outbox-columns';
import { DeliveryError } from './delivery-error';
import { outboxSignal } from './outbox-signal';

/** A table with the outbox's columns (./outbox-columns.ts) and a subject column: lead_deliveries, payment_notices. */
export type OutboxTable = PgTable & Record<OutboxColumnName, PgColumn>;

/** A feature's outbox: its table, the subjects its rows point at, and its name (signal and logs). */
export interface OutboxQueue<Subject> {
  /** Names the outbox's signal (./outbox-signal.ts) and the console's queue ('leads', 'payments'). */
  name: string;
  table: OutboxTable;
  /** The column naming the subject of a row (lead id, payment link id). */
  subjectColumn: PgColumn;
  /** Word for the logs ('lead', 'payment'). */
  subjectName: string;
  loadSubjects(db: Database, ids: string[]): Promise<Map<string, Subject>>;
}

export type SubjectDeliverer<Subject> = (subject: Subject, delivery: { id: number; attempt: number }) => Promise<void>;

export interface OutboxOptions<Subject> {
  db: () => Promise<Database>;
  /** Which rows to work off. */
  queue: OutboxQueue<Subject>;
  deliverers: Partial<Record<string, SubjectDeliverer<Subject>>>;
  logger: pino.Logger;
  maxAttempts: number;
  baseDelayMs: number;
  /** Longest wait between two tries. */
  maxDelayMs?: number;
  /** How often due rows are looked for when nothing wakes the worker. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim holds a row; longer than the slowest delivery's timeout. */
  leaseMs?: number;
}

/** Wait before try `attempt + 1` after `attempt` failed: base * 2^(attempt-1), capped, with ±20 % jitter. */
export function backoffDelayMs(attempt: number, baseDelayMs: number, maxDelayMs: number, random = Math.random): number {
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

export class OutboxWorker<Subject> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = true;
  private unsubscribe: (() => void) | undefined;
  private readonly options: Required<OutboxOptions<Subject>>;

  constructor(options: OutboxOptions<Subject>) {
    this.options = {
      maxDelayMs: 60 * 60 * 1000,
      pollIntervalMs: 5_000,
      batchSize: 20,
      leaseMs: 60_000,
      ...options,
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = outboxSignal(this.options.queue.name).onNotified(() => this.wake());
    this.wake();
  }

  /** Stops polling and waits for the deliveries in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs a pass now (or right after the current one). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.rerun) {
          this.rerun = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.options.pollIntervalMs);
          this.timer.unref();
        }
      });
  }

  /** Works off every due delivery; returns how many were attempted. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const attempted = await this.runOnce();
      total += attempted;
      if (attempted < this.options.batchSize || this.stopped) return total;
    }
  }

  /** Claims one batch of due deliveries and attempts each. */
  async runOnce(): Promise<number> {
    const db = await this.options.db();
    const { batchSize, leaseMs, queue } = this.options;
    const deliveries = queue.table;
    const enabled = Object.keys(this.options.deliverers);
    if (enabled.length === 0) return 0;
    // The claim counts the try up front: a worker that dies mid-delivery still spends one try.
    const claimedRows = await db
      .update(deliveries)
      .set({
        lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        lastAttemptAt: sql`now()`,
        attempts: sql`${deliveries.attempts} + 1`,
      })
      .where(
        inArray(
          deliveries.id,
          db
            .select({ id: deliveries.id })
            .from(deliveries)
            .where(
              and(
                eq(deliveries.status, 'pending'),
                inArray(deliveries.channel, enabled),
                sql`${deliveries.nextAttemptAt} <= now()`,
                sql`(${deliveries.lockedUntil} is null or ${deliveries.lockedUntil} < now())`,
              ),
            )
            .orderBy(deliveries.nextAttemptAt)
            .limit(batchSize)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning({ id: deliveries.id, channel: deliveries.channel, attempts: deliveries.attempts, subjectId: queue.subjectColumn });
    if (claimedRows.length === 0) return 0;
    // The table is any outbox table, so drizzle types its columns loosely; their SQL types are the ones of outbox-columns.ts.
    const claimed = claimedRows.map((row) => ({
      id: Number(row.id),
      channel: String(row.channel),
      attempts: Number(row.attempts),
      subjectId: String(row.subjectId),
    }));

    const subjects = await queue.loadSubjects(db, [...new Set(claimed.map((d) => d.subjectId))]);
    await Promise.all(
      claimed.map(async (delivery) => {
        const subjectId = delivery.subjectId;
        const subject = subjects.get(subjectId);
        const deliver = this.options.deliverers[delivery.channel];
        if (!subject || !deliver) return;
        const log = this.options.logger.child({ [`${queue.subjectName}Id`]: subjectId, channel: delivery.channel, attempt: delivery.attempts });
        try {
          await deliver(subject, { id: delivery.id, attempt: delivery.attempts });
          await db
            .update(deliveries)
            .set({ status: 'delivered', deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
            .where(eq(deliveries.id, delivery.id));
          log.info(`${queue.subjectName} delivered`);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const permanent = error instanceof DeliveryError && error.permanent;
          if (permanent || delivery.attempts >= this.options.maxAttempts) {
            await db
              .update(deliveries)
              .set({ status: 'dead', lockedUntil: null, lastError: message.slice(0, 1000) })
              .where(eq(deliveries.id, delivery.id));
            log.error({ reason: message, permanent }, `${queue.subjectName} delivery dead: needs a person`);
          } else {
            const delayMs = backoffDelayMs(delivery.attempts, this.options.baseDelayMs, this.options.maxDelayMs);
            await db
              .update(deliveries)
              .set({
                nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
                lockedUntil: null,
                lastError: message.slice(0, 1000),
              })
              .where(eq(deliveries.id, delivery.id));
            log.warn({ reason: message, retryInMs: delayMs }, `${queue.subjectName} delivery failed, will retry`);
          }
        }
      }),
    );
    return claimed.length;
  }
}
