/** The payments' outbox: payment_notices rows (a paid link's receipt and the agency's notice) and its wake-up signal. */
import 'server-only';
import { paymentLinks, paymentNotices, type PaymentLink } from '@/features/payments/tables';
import { defineOutbox } from '@/server/outbox/define-outbox';

const outbox = defineOutbox<PaymentLink>({
  name: 'payments',
  table: paymentNotices,
  subjectColumn: paymentNotices.linkId,
  subjectName: 'payment',
  subjects: paymentLinks,
});

export const paymentOutboxQueue = outbox.queue;
/** Wakes the payments' worker (a link paid). */
export const paymentOutbox = outbox.signal;
