/**
 * What a paid link sends through the outbox: a receipt to the client (in the link's language) and a
 * notice to the agency, both plain-text e-mails over the site's SMTP (nodemailer).
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Env } from '@/config/env';
import type { Database } from '@/server/db';
import { paymentAttempts, type PaymentLink } from '@/features/payments/tables';
import { DeliveryError } from '@/server/outbox/delivery-error';
import type { SubjectDeliverer } from '@/server/outbox/outbox-worker';
import { formatAmount, type Currency } from '../money';

export type PaymentNoticeChannel = 'client_receipt' | 'agency_notice';

const words = {
  es: {
    subject: 'Comprobante de pago',
    receipt: 'Comprobante',
    concept: 'Concepto',
    amount: 'Importe',
    paidAt: 'Pagado el',
    card: 'Tarjeta',
    thanks: 'Gracias por tu pago.',
  },
  en: {
    subject: 'Payment receipt',
    receipt: 'Receipt',
    concept: 'Concept',
    amount: 'Amount',
    paidAt: 'Paid on',
    card: 'Card',
    thanks: 'Thank you for your payment.',
  },
} as const;

/** The receipt in words, for the client's e-mail (and the agency's copy). */
export function receiptText(link: PaymentLink, cardLast4: string | null): string {
  const locale = link.locale === 'en' ? 'en' : 'es';
  const t = words[locale];
  return [
    t.thanks,
    '',
    `${t.receipt}: ${link.receiptNumber}`,
    `${t.concept}: ${link.concept}`,
    `${t.amount}: ${formatAmount(link.amountCents, link.currency as Currency, locale)}`,
    // In Lima, where the agency and its clients are (the receipt page says the same).
    `${t.paidAt}: ${
      link.paidAt
        ? new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-PE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Lima' }).format(link.paidAt)
        : ''
    } (${locale === 'en' ? 'Lima time' : 'hora de Lima'})`,
    cardLast4 ? `${t.card}: •••• ${cardLast4}` : null,
    '',
    'Darko Digital',
  ]
    .filter((line) => line !== null)
    .join('\n');
}

async function succeededAttempt(db: Database, link: PaymentLink) {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.linkId, link.id), eq(paymentAttempts.status, 'succeeded')));
  return attempt;
}

/** Channels are enabled only when SMTP is configured (and, for the agency, a mailbox to tell). */
export function paymentNoticeDeliverers(env: Env, db: () => Promise<Database>): Partial<Record<PaymentNoticeChannel, SubjectDeliverer<PaymentLink>>> {
  if (!env.SMTP_URL) return {};
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as SMTPTransport.Options);
  const from = env.LEADS_MAIL_FROM ?? 'Darko Digital <no-reply@darkodigital.pe>';
  async function send(message: SendMailOptions): Promise<void> {
    try {
      await transport.sendMail({ from, ...message });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      throw new DeliveryError(`SMTP: ${(error as Error).message}`, typeof code === 'number' && code >= 500 && code < 600);
    }
  }
  const deliverers: Partial<Record<PaymentNoticeChannel, SubjectDeliverer<PaymentLink>>> = {
    client_receipt: async (link) => {
      const attempt = await succeededAttempt(await db(), link);
      const to = link.clientEmail ?? attempt?.payerEmail;
      if (!to) throw new DeliveryError('no client e-mail for the receipt', true);
      const t = words[link.locale === 'en' ? 'en' : 'es'];
      await send({
        to,
        subject: `${t.subject} ${link.receiptNumber}`,
        text: receiptText(link, attempt?.cardLast4 ?? null),
        headers: { 'X-Payment-Link-Id': link.id },
      });
    },
  };
  const agency = env.PAYMENTS_NOTICE_TO ?? env.LEADS_MAIL_TO;
  if (agency) {
    deliverers.agency_notice = async (link) => {
      const attempt = await succeededAttempt(await db(), link);
      await send({
        to: agency,
        subject: `Pago recibido ${link.receiptNumber}: ${formatAmount(link.amountCents, link.currency as Currency, 'es')} (${link.concept})`,
        text: [
          receiptText(link, attempt?.cardLast4 ?? null),
          '',
          `Cliente: ${link.clientName ?? '-'} <${link.clientEmail ?? attempt?.payerEmail ?? '-'}>`,
          `Proveedor: ${attempt?.provider ?? '-'} ${attempt?.chargeId ?? ''}`,
          `Enlace: ${link.code}`,
        ].join('\n'),
        headers: { 'X-Payment-Link-Id': link.id },
      });
    };
  }
  return deliverers;
}
