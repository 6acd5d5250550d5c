/**
 * Culqi's webhook events. Culqi documents no signature, so an event is only a hint: it is deduplicated
 * by its id, then the charge (or order) is fetched from Culqi with our secret key and must match the
 * link's amount, currency and id before any state changes. Anything else is logged and ignored.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type pino from 'pino';
import { z } from 'zod';
import type { Database } from '@/server/db';
import { paymentAttempts, paymentEvents, paymentLinks } from '@/features/payments/tables';
import { recordChargeResult } from './pay-link';
import type { CulqiClient } from './providers/culqi-client';
import { CULQI_SUCCESS_OUTCOME } from './providers/culqi-provider';

const eventSchema = z.looseObject({
  object: z.literal('event'),
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  // Culqi sends the object as a JSON string; accept an object too.
  data: z.union([z.string().max(100_000), z.record(z.string(), z.unknown())]),
});

const dataSchema = z.looseObject({ object: z.enum(['charge', 'order']), id: z.string().min(1).max(100) });

export type EventOutcome =
  | { result: 'invalid' }
  | { result: 'duplicate' }
  | { result: 'applied' }
  | { result: 'ignored'; reason: string }
  /** Culqi could not be asked: the event is not recorded, so Culqi's retry is handled. */
  | { result: 'retry' };

export async function handleCulqiEvent(deps: { db: Database; culqi: CulqiClient; logger: pino.Logger }, payload: unknown): Promise<EventOutcome> {
  const { db, culqi, logger } = deps;
  const event = eventSchema.safeParse(payload);
  if (!event.success) return { result: 'invalid' };
  let rawData: unknown = event.data.data;
  if (typeof rawData === 'string') {
    try {
      rawData = JSON.parse(rawData);
    } catch {
      rawData = undefined;
    }
  }
  const data = dataSchema.safeParse(rawData);
  const log = logger.child({ eventId: event.data.id, eventType: event.data.type });

  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.data.id));
  if (seen) return { result: 'duplicate' };

  async function settle(outcome: EventOutcome & { result: 'applied' | 'ignored' }): Promise<EventOutcome> {
    const inserted = await db
      .insert(paymentEvents)
      .values({
        id: event.data!.id,
        provider: 'culqi',
        type: event.data!.type,
        outcome: outcome.result === 'applied' ? 'applied' : `ignored: ${outcome.reason}`,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { result: 'duplicate' };
    if (outcome.result === 'ignored') log.warn({ reason: outcome.reason }, 'culqi event ignored');
    else log.info('culqi event applied');
    return outcome;
  }

  if (!data.success) return settle({ result: 'ignored', reason: 'no charge or order in the event' });

  let confirmed: { amount: number; currency: string; metadata: Record<string, unknown>; paid: boolean; chargeId?: string; last4?: string } | null;
  try {
    if (data.data.object === 'charge') {
      const charge = await culqi.getCharge(data.data.id);
      confirmed = charge && {
        amount: charge.amount,
        currency: charge.currency_code,
        metadata: charge.metadata ?? {},
        paid: !charge.outcome || charge.outcome.type === CULQI_SUCCESS_OUTCOME,
        chargeId: charge.id,
        last4: charge.source?.last_four,
      };
    } else {
      const order = await culqi.getOrder(data.data.id);
      confirmed = order && { amount: order.amount, currency: order.currency_code, metadata: order.metadata ?? {}, paid: order.state === 'paid' };
    }
  } catch (error) {
    log.warn({ reason: (error as Error).message }, 'culqi event could not be confirmed: Culqi will retry');
    return { result: 'retry' };
  }
  if (!confirmed) return settle({ result: 'ignored', reason: `unknown ${data.data.object} at Culqi` });

  const linkId = typeof confirmed.metadata.link_id === 'string' ? confirmed.metadata.link_id : undefined;
  const attemptId = typeof confirmed.metadata.attempt_id === 'string' ? confirmed.metadata.attempt_id : undefined;
  if (!linkId || !/^[0-9a-f-]{36}$/.test(linkId)) return settle({ result: 'ignored', reason: 'no link in the metadata' });
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
  if (!link) return settle({ result: 'ignored', reason: 'unknown link' });
  if (confirmed.amount !== link.amountCents || confirmed.currency !== link.currency) {
    return settle({
      result: 'ignored',
      reason: `mismatch: Culqi has ${confirmed.amount} ${confirmed.currency}, the link ${link.amountCents} ${link.currency}`,
    });
  }
  if (!confirmed.paid) return settle({ result: 'ignored', reason: 'not paid at Culqi' });
  if (link.status === 'paid') {
    const [paidBy] = await db
      .select({ chargeId: paymentAttempts.chargeId })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.linkId, link.id), eq(paymentAttempts.status, 'succeeded')));
    if (confirmed.chargeId && paidBy?.chargeId !== confirmed.chargeId) {
      // Culqi took money twice for one link (the guards make this unexpected): a person must refund it.
      log.error({ linkId: link.id, chargeId: confirmed.chargeId, paidBy: paidBy?.chargeId }, 'second charge for a paid link: refund it in Culqi');
      return settle({ result: 'ignored', reason: `second charge ${confirmed.chargeId} for a paid link: refund needed` });
    }
    return settle({ result: 'ignored', reason: 'link already paid' });
  }
  if (!attemptId || !confirmed.chargeId) return settle({ result: 'ignored', reason: 'no attempt of ours (order payments are not created by this site)' });
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.linkId, link.id)));
  if (!attempt) return settle({ result: 'ignored', reason: 'unknown attempt' });
  await recordChargeResult(db, link, attempt, {
    kind: 'succeeded',
    chargeId: confirmed.chargeId,
    amountCents: confirmed.amount,
    currency: confirmed.currency,
    cardLast4: confirmed.last4,
  });
  return settle({ result: 'applied' });
}
