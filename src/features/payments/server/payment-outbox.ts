/** The payments' outbox: payment_notices rows (a paid link's receipt and the agency's notice) and its wake-up signal. */
import 'server-only';
import { inArray } from 'drizzle-orm';
import { paymentLinks, paymentNotices, type PaymentLink } from '@/features/payments/tables';
import type { OutboxQueue } from '@/server/outbox/outbox-worker';
import { outboxSignal } from '@/server/outbox/outbox-signal';

export const paymentOutboxQueue: OutboxQueue<PaymentLink> = {
  name: 'payments',
  table: paymentNotices,
  subjectColumn: paymentNotices.linkId,
  subjectName: 'payment',
  async loadSubjects(db, ids) {
    const rows = await db.select().from(paymentLinks).where(inArray(paymentLinks.id, ids));
    return new Map(rows.map((link) => [link.id, link]));
  },
};

/** Wakes the payments' worker (a link paid). */
export const paymentOutbox = outboxSignal(paymentOutboxQueue.name);
