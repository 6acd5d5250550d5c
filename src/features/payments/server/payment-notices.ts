/**
 * What a paid link sends through the outbox: a receipt to the client (in the link's language) and a
 * notice to the agency, both plain-text e-mails over the site's SMTP (nodemailer). Their words are
 * messages Payments.notices, read with next-intl's createTranslator: the outbox works outside any request.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Env } from '@/config/env';
import { siteConfig } from '@/config/site';
import { defaultLocale, localeTags, type Locale } from '@/i18n/routing';
import { messagesOf } from '@/i18n/server-messages';
import type { Database } from '@/server/db';
import { paymentAttempts, type PaymentLink } from '@/features/payments/tables';
import { DeliveryError } from '@/server/outbox/delivery-error';
import type { SubjectDeliverer } from '@/server/outbox/outbox-worker';
import { smtpSender } from '@/server/outbox/smtp-sender';
import { formatAmount, type Currency } from '../money';

export type PaymentNoticeChannel = 'client_receipt' | 'agency_notice';

function noticeWords(locale: Locale) {
  return createTranslator({ locale, messages: messagesOf(locale), namespace: 'Payments' });
}

function linkLocale(link: PaymentLink): Locale {
  return link.locale === 'en' ? 'en' : 'es';
}

/** The receipt in words, for the client's e-mail (and the agency's copy). */
export function receiptText(link: PaymentLink, cardLast4: string | null): string {
  const locale = linkLocale(link);
  const t = noticeWords(locale);
  // In Lima, where the agency and its clients are (the receipt page says the same).
  const paidAt = link.paidAt
    ? new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Lima' }).format(link.paidAt)
    : '';
  return [
    t('notices.receipt.thanks'),
    '',
    t('notices.receipt.receiptNumber', { receiptNumber: link.receiptNumber ?? '' }),
    t('notices.receipt.concept', { concept: link.concept }),
    t('notices.receipt.amount', { amount: formatAmount(link.amountCents, link.currency as Currency, locale) }),
    t('notices.receipt.paidAt', { paidAt }),
    cardLast4 ? t('notices.receipt.card', { last4: cardLast4 }) : null,
    '',
    siteConfig.name,
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
  const send = smtpSender({ smtpUrl: env.SMTP_URL, from: env.LEADS_MAIL_FROM });
  const deliverers: Partial<Record<PaymentNoticeChannel, SubjectDeliverer<PaymentLink>>> = {
    client_receipt: async (link) => {
      const attempt = await succeededAttempt(await db(), link);
      const to = link.clientEmail ?? attempt?.payerEmail;
      if (!to) throw new DeliveryError('no client e-mail for the receipt', true);
      await send({
        to,
        subject: noticeWords(linkLocale(link))('notices.receipt.subject', { receiptNumber: link.receiptNumber ?? '' }),
        text: receiptText(link, attempt?.cardLast4 ?? null),
        headers: { 'X-Payment-Link-Id': link.id },
      });
    },
  };
  const agency = env.PAYMENTS_NOTICE_TO ?? env.LEADS_MAIL_TO;
  if (agency) {
    deliverers.agency_notice = async (link) => {
      const attempt = await succeededAttempt(await db(), link);
      // The agency reads its notices in the site's default language, whatever the link's.
      const t = noticeWords(defaultLocale);
      await send({
        to: agency,
        subject: t('notices.agency.subject', {
          receiptNumber: link.receiptNumber ?? '',
          amount: formatAmount(link.amountCents, link.currency as Currency, defaultLocale),
          concept: link.concept,
        }),
        text: [
          receiptText(link, attempt?.cardLast4 ?? null),
          '',
          t('notices.agency.client', { client: `${link.clientName ?? '-'} <${link.clientEmail ?? attempt?.payerEmail ?? '-'}>` }),
          t('notices.agency.provider', { provider: attempt?.provider ?? '-', chargeId: attempt?.chargeId ?? '' }),
          t('notices.agency.link', { code: link.code }),
        ].join('\n'),
        headers: { 'X-Payment-Link-Id': link.id },
      });
    };
  }
  return deliverers;
}
