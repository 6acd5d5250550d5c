/** The payments feature's tables: payment links, attempts to pay them, provider events seen, and the notices outbox. */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { outboxStateColumns } from '@/server/outbox/outbox-columns';

// ─── Payments (issue 16) ─────────────────────────────────────────────────────────────────────────────
// Payment links the agency creates, the attempts to pay them, provider events seen, and the notices
// (receipt to the client, notice to the agency) worked off by the same outbox worker as leads.

/** A payment link: what the client pays (amount and currency only ever come from here). */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey(),
    /** 128 random bits, base64url (22 characters): the link's only secret. */
    code: text('code').notNull(),
    concept: text('concept').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** 'PEN' | 'USD' */
    currency: text('currency').notNull(),
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    note: text('note'),
    /** Language of the receipt e-mail ('es' | 'en'); the page itself follows the visitor's URL. */
    locale: text('locale').notNull().default('es'),
    /** 'open' -> 'paid' | 'expired' | 'cancelled' */
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The attempt holding the link while its charge is with the provider, and until when (a lease, see docs/payments.md). */
    chargingAttemptId: uuid('charging_attempt_id'),
    chargingUntil: timestamp('charging_until', { withTimezone: true }),
    receiptNumber: text('receipt_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_links_code_idx').on(t.code),
    uniqueIndex('payment_links_receipt_number_idx').on(t.receiptNumber),
    index('payment_links_created_at_idx').on(t.createdAt),
    check('payment_links_status_check', sql`${t.status} in ('open', 'paid', 'expired', 'cancelled')`),
    check('payment_links_currency_check', sql`${t.currency} in ('PEN', 'USD')`),
    check('payment_links_amount_check', sql`${t.amountCents} between 100 and 10000000`),
    check('payment_links_locale_check', sql`${t.locale} in ('es', 'en')`),
  ],
);

/** One try to pay a link with one card token; the browser's attempt key makes a double click one attempt. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    /** 'sandbox' | 'culqi' */
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** 'created' -> 'requires_3ds' -> 'succeeded' | 'failed' */
    status: text('status').notNull().default('created'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    chargeId: text('charge_id'),
    /** Provider's decline code (e.g. 'card_declined', 'insufficient_funds') when failed. */
    failureCode: text('failure_code'),
    cardLast4: text('card_last4'),
    /** Where the receipt goes when the link names no client e-mail (typed on the payment page). */
    payerEmail: text('payer_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    requires3dsAt: timestamp('requires_3ds_at', { withTimezone: true }),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_idempotency_key_idx').on(t.idempotencyKey),
    // Money is never taken twice for one link: at most one successful attempt, enforced by the database.
    uniqueIndex('payment_attempts_one_success_idx')
      .on(t.linkId)
      .where(sql`${t.status} = 'succeeded'`),
    uniqueIndex('payment_attempts_charge_id_idx').on(t.chargeId),
    index('payment_attempts_link_idx').on(t.linkId),
    check('payment_attempts_status_check', sql`${t.status} in ('created', 'requires_3ds', 'succeeded', 'failed')`),
  ],
);

/** Provider webhook events already handled (deduplication by the provider's event id). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  /** 'applied' | 'ignored' with why, for the log and the console. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Outbox of a paid link: receipt to the client and notice to the agency (same columns as lead_deliveries). */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    /** 'client_receipt' | 'agency_notice' */
    channel: text('channel').notNull(),
    ...outboxStateColumns(),
  },
  (t) => [
    uniqueIndex('payment_notices_link_channel_idx').on(t.linkId, t.channel),
    index('payment_notices_due_idx').on(t.status, t.nextAttemptAt),
    check('payment_notices_status_check', sql`${t.status} in ('pending', 'delivered', 'dead')`),
  ],
);

export type PaymentLink = typeof paymentLinks.$inferSelect;
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
