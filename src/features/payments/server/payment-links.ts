/**
 * Payment links in the database: created by the agency (CLI, console), read by the payment page by
 * code, listed and cancelled. An open link past its expiry is turned 'expired' whenever it is read.
 */
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db';
import { paymentAttempts, paymentLinks, paymentNotices, type PaymentLink } from '@/features/payments/tables';
import { currencies, MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS } from '../money';
import { LINK_CODE_PATTERN } from '../payment-schema';

/** Longest a link may stay open. */
export const MAX_LINK_LIFETIME_MS = 366 * 24 * 3600 * 1000;

export const newPaymentLinkSchema = z.object({
  concept: z.string().trim().min(3).max(140),
  amountCents: z.number().int().min(MIN_AMOUNT_CENTS).max(MAX_AMOUNT_CENTS),
  currency: z.enum(currencies),
  clientName: z.string().trim().min(1).max(120).optional(),
  clientEmail: z.email().max(200).optional(),
  note: z.string().trim().max(500).optional(),
  locale: z.enum(['es', 'en']).default('es'),
  /** From now; at most a year (seconds are for trying expiry out). */
  expiresInMs: z.number().int().min(1_000).max(MAX_LINK_LIFETIME_MS),
});
export type NewPaymentLink = z.input<typeof newPaymentLinkSchema>;

/**
 * 128 random bits: the code is the link's only secret, so it must not be guessable. A code starting with '-'
 * is drawn again, so that pasting one after a command-line flag never reads as another flag.
 */
export function newLinkCode(): string {
  for (;;) {
    const code = randomBytes(16).toString('base64url');
    if (!code.startsWith('-')) return code;
  }
}

export async function createPaymentLink(db: Database, input: NewPaymentLink): Promise<PaymentLink> {
  const data = newPaymentLinkSchema.parse(input);
  const [link] = await db
    .insert(paymentLinks)
    .values({
      id: randomUUID(),
      code: newLinkCode(),
      concept: data.concept,
      amountCents: data.amountCents,
      currency: data.currency,
      clientName: data.clientName ?? null,
      clientEmail: data.clientEmail ?? null,
      note: data.note ?? null,
      locale: data.locale,
      expiresAt: new Date(Date.now() + data.expiresInMs),
    })
    .returning();
  return link!;
}

/** Marks open links whose time is up as expired (idempotent; run before reading a link). */
async function expireDueLinks(db: Database, where = sql`true`): Promise<void> {
  await db
    .update(paymentLinks)
    .set({ status: 'expired', expiredAt: sql`now()` })
    .where(and(eq(paymentLinks.status, 'open'), lt(paymentLinks.expiresAt, sql`now()`), where));
}

export async function findPaymentLink(db: Database, code: string): Promise<PaymentLink | null> {
  if (!LINK_CODE_PATTERN.test(code)) return null;
  await expireDueLinks(db, eq(paymentLinks.code, code));
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.code, code)).limit(1);
  return link ?? null;
}

export interface PaymentLinkSummary extends PaymentLink {
  attempts: number;
  succeededAttempts: number;
  notices: Array<{ channel: string; status: string }>;
}

/** Newest first, with how many attempts each had and where its notices are in the outbox. */
export async function listPaymentLinks(db: Database, options: { code?: string; limit?: number } = {}): Promise<PaymentLinkSummary[]> {
  await expireDueLinks(db);
  const links = await db
    .select()
    .from(paymentLinks)
    .where(options.code ? eq(paymentLinks.code, options.code) : sql`true`)
    .orderBy(desc(paymentLinks.createdAt))
    .limit(options.limit ?? 50);
  return Promise.all(
    links.map(async (link) => {
      const attempts = await db.select({ status: paymentAttempts.status }).from(paymentAttempts).where(eq(paymentAttempts.linkId, link.id));
      const notices = await db
        .select({ channel: paymentNotices.channel, status: paymentNotices.status })
        .from(paymentNotices)
        .where(eq(paymentNotices.linkId, link.id))
        .orderBy(paymentNotices.channel);
      return { ...link, attempts: attempts.length, succeededAttempts: attempts.filter((a) => a.status === 'succeeded').length, notices };
    }),
  );
}

export type CancelOutcome = 'cancelled' | 'not_found' | 'not_open' | 'charging';

/** Cancels an open link; a link whose charge is with the provider right now cannot be cancelled. */
export async function cancelPaymentLink(db: Database, code: string): Promise<CancelOutcome> {
  const link = await findPaymentLink(db, code);
  if (!link) return 'not_found';
  const [updated] = await db
    .update(paymentLinks)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(
      and(eq(paymentLinks.id, link.id), eq(paymentLinks.status, 'open'), sql`(${paymentLinks.chargingUntil} is null or ${paymentLinks.chargingUntil} < now())`),
    )
    .returning({ id: paymentLinks.id });
  if (updated) return 'cancelled';
  const [now] = await db.select({ status: paymentLinks.status }).from(paymentLinks).where(eq(paymentLinks.id, link.id));
  return now?.status === 'open' ? 'charging' : 'not_open';
}

/** "7d", "12h", "30m", "10s" into milliseconds. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,4})([dhms])$/.exec(text.trim());
  if (!match) return null;
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 }[match[2] as 'd' | 'h' | 'm' | 's'];
  return Number(match[1]) * unit;
}
