/**
 * Paying a link without ever losing or doubling money. A try claims the link (a lease on the row,
 * taken under a row lock) so one charge at a time is with the provider; the browser's attempt key makes
 * a double click one attempt; a charge whose answer never came is looked up at the provider before
 * anything else happens to the link; one successful attempt per link is also a unique index.
 */
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type pino from 'pino';
import type { Database } from '@/server/db';
import { paymentAttempts, paymentLinks, paymentNotices, type PaymentAttempt, type PaymentLink } from '@/features/payments/tables';
import { paymentOutbox } from './payment-outbox';
import type { Currency } from '../money';
import type { ChargeRequest } from '../payment-schema';
import { ProviderUnavailableError, type ChargeInput, type ChargeResult, type PaymentProvider } from './providers/payment-provider';

export interface PayDeps {
  db: Database;
  provider: PaymentProvider;
  logger: pino.Logger;
  /** How long a claim holds the link: longer than a charge plus its lookup can take. */
  leaseMs: number;
}

export type PayOutcome =
  | { status: 'succeeded'; receiptNumber: string }
  | { status: 'requires_3ds' }
  | { status: 'declined'; code: string }
  | { status: 'pending' }
  | { status: 'refused'; reason: 'paid' | 'expired' | 'cancelled' | 'not_found' | 'too_many_attempts' };

/** Declined tries a link takes before it refuses more (a link must not become a card-testing oracle). */
export const MAX_FAILED_ATTEMPTS_PER_LINK = 10;

/** Receipt numbers people can read out: DD-20261123-7KQ2MX (the day in Lima: a payment at 22:00 is not tomorrow's). */
function newReceiptNumber(now = new Date()): string {
  const day = new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `DD-${day}-${Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('')}`;
}

type Claim =
  | { kind: 'done'; outcome: PayOutcome }
  | { kind: 'charge'; link: PaymentLink; attempt: PaymentAttempt; lookUpFirst: boolean }
  | { kind: 'reconcile'; link: PaymentLink; attempt: PaymentAttempt };

function chargeInput(link: PaymentLink, attempt: PaymentAttempt, token: string, authentication?: Record<string, string | number>): ChargeInput {
  return {
    attemptId: attempt.id,
    idempotencyKey: attempt.idempotencyKey,
    linkId: link.id,
    amountCents: link.amountCents,
    currency: link.currency as Currency,
    token,
    email: attempt.payerEmail ?? link.clientEmail ?? 'pagos@darkodigital.pe',
    description: link.concept,
    authentication,
    attemptCreatedAt: attempt.createdAt,
  };
}

async function claim(db: Database, code: string, request: ChargeRequest, provider: string, leaseMs: number): Promise<Claim> {
  return db.transaction(async (tx) => {
    // The row lock serialises every try of this link for the few milliseconds of the claim.
    const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.code, code)).for('update');
    if (!link) return { kind: 'done', outcome: { status: 'refused', reason: 'not_found' } };
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, request.attemptKey));
    if (attempt && attempt.linkId !== link.id) return { kind: 'done', outcome: { status: 'refused', reason: 'not_found' } };
    // The same attempt sent again (double click, resend) gets the same answer.
    if (attempt?.status === 'succeeded') return { kind: 'done', outcome: { status: 'succeeded', receiptNumber: link.receiptNumber! } };
    if (attempt?.status === 'failed') return { kind: 'done', outcome: { status: 'declined', code: attempt.failureCode ?? 'card_declined' } };
    if (link.status !== 'open') return { kind: 'done', outcome: { status: 'refused', reason: link.status as 'paid' | 'expired' | 'cancelled' } };
    const now = Date.now();
    if (link.chargingAttemptId && link.chargingUntil) {
      if (link.chargingUntil.getTime() > now) return { kind: 'done', outcome: { status: 'pending' } };
      // A claim ran out without an answer recorded: what the provider did with it is settled first.
      const [stale] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, link.chargingAttemptId));
      if (stale && stale.status === 'created') {
        await tx
          .update(paymentLinks)
          .set({ chargingUntil: new Date(now + leaseMs) })
          .where(eq(paymentLinks.id, link.id));
        return { kind: 'reconcile', link, attempt: stale };
      }
    }
    if (link.expiresAt.getTime() <= now) {
      await tx
        .update(paymentLinks)
        .set({ status: 'expired', expiredAt: sql`now()` })
        .where(eq(paymentLinks.id, link.id));
      return { kind: 'done', outcome: { status: 'refused', reason: 'expired' } };
    }
    let current = attempt;
    if (!current) {
      const [{ failed }] = (await tx
        .select({ failed: sql<number>`count(*)::int` })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.linkId, link.id), eq(paymentAttempts.status, 'failed')))) as [{ failed: number }];
      if (failed >= MAX_FAILED_ATTEMPTS_PER_LINK) return { kind: 'done', outcome: { status: 'refused', reason: 'too_many_attempts' } };
      [current] = await tx
        .insert(paymentAttempts)
        .values({
          id: randomUUID(),
          linkId: link.id,
          provider,
          idempotencyKey: request.attemptKey,
          amountCents: link.amountCents,
          currency: link.currency,
          payerEmail: request.email ?? null,
        })
        .returning();
    }
    await tx
      .update(paymentLinks)
      .set({ chargingAttemptId: current!.id, chargingUntil: new Date(now + leaseMs) })
      .where(eq(paymentLinks.id, link.id));
    // An attempt that was already sent (a 3-D Secure round, or a resend) may have reached the provider.
    return { kind: 'charge', link, attempt: current!, lookUpFirst: Boolean(attempt) && attempt!.status === 'created' };
  });
}

/** Records the provider's answer for an attempt and frees the link; a success pays the link and queues its notices. */
export async function recordChargeResult(db: Database, link: PaymentLink, attempt: PaymentAttempt, result: ChargeResult): Promise<PayOutcome> {
  const release = { chargingAttemptId: null, chargingUntil: null };
  if (result.kind === 'succeeded') {
    const receiptNumber = newReceiptNumber();
    const paid = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(paymentAttempts)
        .set({ status: 'succeeded', chargeId: result.chargeId, cardLast4: result.cardLast4 ?? null, succeededAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(paymentAttempts.id, attempt.id), sql`${paymentAttempts.status} <> 'succeeded'`))
        .returning({ id: paymentAttempts.id });
      if (!updated) return false;
      await tx
        .update(paymentLinks)
        .set({ status: 'paid', paidAt: sql`now()`, receiptNumber, ...release })
        .where(eq(paymentLinks.id, link.id));
      const channels = ['agency_notice', ...(link.clientEmail || attempt.payerEmail ? ['client_receipt'] : [])];
      await tx
        .insert(paymentNotices)
        .values(channels.map((channel) => ({ linkId: link.id, channel })))
        .onConflictDoNothing();
      return true;
    });
    if (paid) paymentOutbox.notify();
    const [now] = await db.select({ receiptNumber: paymentLinks.receiptNumber }).from(paymentLinks).where(eq(paymentLinks.id, link.id));
    return { status: 'succeeded', receiptNumber: now?.receiptNumber ?? receiptNumber };
  }
  if (result.kind === 'requires_3ds') {
    await db.transaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({ status: 'requires_3ds', requires3dsAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(paymentAttempts.id, attempt.id));
      await tx
        .update(paymentLinks)
        .set(release)
        .where(and(eq(paymentLinks.id, link.id), eq(paymentLinks.chargingAttemptId, attempt.id)));
    });
    return { status: 'requires_3ds' };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(paymentAttempts)
      .set({ status: 'failed', failureCode: result.code.slice(0, 60), chargeId: result.chargeId ?? null, failedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(paymentAttempts.id, attempt.id), sql`${paymentAttempts.status} <> 'succeeded'`));
    await tx
      .update(paymentLinks)
      .set(release)
      .where(and(eq(paymentLinks.id, link.id), eq(paymentLinks.chargingAttemptId, attempt.id)));
  });
  return { status: 'declined', code: result.code };
}

/** Pays the link `code` with the browser's card token (see the module comment for the guarantees). */
export async function payLink(deps: PayDeps, code: string, request: ChargeRequest): Promise<PayOutcome> {
  const { db, provider, logger } = deps;
  for (let round = 0; round < 3; round++) {
    const claimed = await claim(db, code, request, provider.name, deps.leaseMs);
    if (claimed.kind === 'done') return claimed.outcome;
    const log = logger.child({ linkId: claimed.link.id, attemptId: claimed.attempt.id, provider: provider.name });

    if (claimed.kind === 'reconcile') {
      const input = chargeInput(claimed.link, claimed.attempt, '');
      let found: ChargeResult | null;
      try {
        found = await provider.findCharge(input);
      } catch (error) {
        log.warn({ reason: (error as Error).message }, 'payment lookup failed: link stays held');
        return { status: 'pending' };
      }
      // Nothing at the provider long after the claim ran out: that try never charged.
      await recordChargeResult(db, claimed.link, claimed.attempt, found ?? { kind: 'declined', code: 'not_charged' });
      log.info({ found: found?.kind ?? 'none' }, 'unanswered payment attempt settled');
      continue;
    }

    const input = chargeInput(claimed.link, claimed.attempt, request.token, request.authentication);
    let result: ChargeResult | null = null;
    try {
      if (claimed.lookUpFirst) result = await provider.findCharge(input);
      result ??= await provider.charge(input);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) {
        log.error({ err: error }, 'payment provider refused the request');
        return recordChargeResult(db, claimed.link, claimed.attempt, { kind: 'declined', code: 'processing_error' });
      }
      // No answer: whether money moved is unknown, so ask the provider before anything else.
      log.warn({ reason: error.message }, 'payment provider did not answer: looking the charge up');
      try {
        result = await provider.findCharge(input);
      } catch (lookupError) {
        log.warn({ reason: (lookupError as Error).message }, 'payment lookup failed: link stays held until its lease ends');
        return { status: 'pending' };
      }
      if (!result) {
        // Not found yet; the link stays held, and the next try (or the lease's end) looks again first.
        return { status: 'pending' };
      }
    }
    if (result.kind === 'succeeded' && (result.amountCents !== claimed.link.amountCents || result.currency !== claimed.link.currency)) {
      log.error({ charged: result.amountCents, currency: result.currency }, 'provider charged another amount than the link: needs a person');
    }
    const outcome = await recordChargeResult(db, claimed.link, claimed.attempt, result);
    log.info({ outcome: outcome.status }, 'payment attempt answered');
    return outcome;
  }
  return { status: 'pending' };
}
