/**
 * The lead outbox worker: claims due deliveries, hands each lead to its channel, and records the
 * outcome. Failures retry with exponential backoff (with jitter) until the last try, then the
 * delivery is dead. Rows are claimed with a lease, so a crash or restart loses nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type pino from 'pino';
import type { Database } from '@/server/db';
import { leadDeliveries, leads } from '@/server/db/schema';
import type { DeliveryChannel } from './delivery-channels';
import { DeliveryError, type Deliverer } from './channels/delivery-error';
import { onOutboxNotified } from './outbox-signal';

export interface OutboxOptions {
  db: () => Promise<Database>;
  deliverers: Partial<Record<DeliveryChannel, Deliverer>>;
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

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = true;
  private unsubscribe: (() => void) | undefined;
  private readonly options: Required<OutboxOptions>;

  constructor(options: OutboxOptions) {
    this.options = { maxDelayMs: 60 * 60 * 1000, pollIntervalMs: 5_000, batchSize: 20, leaseMs: 60_000, ...options };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = onOutboxNotified(() => this.wake());
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
    const { batchSize, leaseMs } = this.options;
    const enabled = Object.keys(this.options.deliverers);
    if (enabled.length === 0) return 0;
    // The claim counts the try up front: a worker that dies mid-delivery still spends one try.
    const claimed = await db
      .update(leadDeliveries)
      .set({
        lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        attempts: sql`${leadDeliveries.attempts} + 1`,
      })
      .where(
        inArray(
          leadDeliveries.id,
          db
            .select({ id: leadDeliveries.id })
            .from(leadDeliveries)
            .where(
              and(
                eq(leadDeliveries.status, 'pending'),
                inArray(leadDeliveries.channel, enabled),
                sql`${leadDeliveries.nextAttemptAt} <= now()`,
                sql`(${leadDeliveries.lockedUntil} is null or ${leadDeliveries.lockedUntil} < now())`,
              ),
            )
            .orderBy(leadDeliveries.nextAttemptAt)
            .limit(batchSize)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    if (claimed.length === 0) return 0;

    const leadRows = await db.select().from(leads).where(inArray(leads.id, [...new Set(claimed.map((d) => d.leadId))]));
    const leadsById = new Map(leadRows.map((lead) => [lead.id, lead]));
    await Promise.all(
      claimed.map(async (delivery) => {
        const lead = leadsById.get(delivery.leadId);
        const deliver = this.options.deliverers[delivery.channel as DeliveryChannel];
        if (!lead || !deliver) return;
        const log = this.options.logger.child({ leadId: lead.id, channel: delivery.channel, attempt: delivery.attempts });
        try {
          await deliver(lead, { id: delivery.id, attempt: delivery.attempts });
          await db
            .update(leadDeliveries)
            .set({ status: 'delivered', deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
            .where(eq(leadDeliveries.id, delivery.id));
          log.info('lead delivered');
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const permanent = error instanceof DeliveryError && error.permanent;
          if (permanent || delivery.attempts >= this.options.maxAttempts) {
            await db
              .update(leadDeliveries)
              .set({ status: 'dead', lockedUntil: null, lastError: message.slice(0, 1000) })
              .where(eq(leadDeliveries.id, delivery.id));
            log.error({ reason: message, permanent }, 'lead delivery dead: needs a person');
          } else {
            const delayMs = backoffDelayMs(delivery.attempts, this.options.baseDelayMs, this.options.maxDelayMs);
            await db
              .update(leadDeliveries)
              .set({
                nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
                lockedUntil: null,
                lastError: message.slice(0, 1000),
              })
              .where(eq(leadDeliveries.id, delivery.id));
            log.warn({ reason: message, retryInMs: delayMs }, 'lead delivery failed, will retry');
          }
        }
      }),
    );
    return claimed.length;
  }
}
