/**
 * How a wait notice reaches the team: a plain-text e-mail (SMTP_URL, to HANDOFF_NOTICE_TO or LEADS_MAIL_TO) and a
 * signed JSON webhook (HANDOFF_NOTICE_WEBHOOK_URL). Both say only the page, the language, the wait and the console's
 * link to the conversation: no message of the visitor, no contact details, no IP (the console shows the rest to a
 * signed-in operator). The words are messages HandoffNotice, in the site's default language (the agency's).
 */
import 'server-only';
import { createTranslator } from 'next-intl';
import type { Env } from '@/config/env';
import { DELIVERY_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER, webhookSecret } from '@/features/leads/server';
import type { DarkyWaitNotice } from '@/features/darky/tables';
import { defaultLocale, localeTags } from '@/i18n/routing';
import { messagesOf } from '@/i18n/server-messages';
import { DeliveryError, isRetryableStatus } from '@/server/outbox/delivery-error';
import type { SubjectDeliverer } from '@/server/outbox/outbox-worker';
import { smtpSender } from '@/server/outbox/smtp-sender';
import type { WaitNoticeChannel } from './wait-notices';

export type WaitNoticeDeliverer = SubjectDeliverer<DarkyWaitNotice>;

/** The conversation's page in the console (a signed-in operator's only). */
export function conversationUrl(siteUrl: string, guestId: string): string {
  return new URL(`/admin/conversations/${encodeURIComponent(guestId)}`, siteUrl).toString();
}

/** Whole minutes waited when the notice was taken (at least 1). */
export const minutesWaited = (notice: Pick<DarkyWaitNotice, 'waitingSince' | 'noticedAt'>): number =>
  Math.max(1, Math.round((notice.noticedAt.getTime() - notice.waitingSince.getTime()) / 60_000));

/** The notice in words, for the team's mailbox. */
export function waitNoticeText(notice: DarkyWaitNotice, siteUrl: string): { subject: string; text: string } {
  const t = createTranslator({ locale: defaultLocale, messages: messagesOf(defaultLocale), namespace: 'HandoffNotice' });
  const minutes = minutesWaited(notice);
  // In Lima, where the team is.
  const since = new Intl.DateTimeFormat(localeTags[defaultLocale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Lima' }).format(
    notice.waitingSince,
  );
  const language = notice.locale === 'en' ? t('languages.en') : t('languages.es');
  return {
    subject: t('subject', { minutes }),
    text: [
      t('intro'),
      '',
      t('page', { page: notice.path ?? t('noPage') }),
      t('language', { language }),
      t('waited', { since, minutes }),
      t('link', { url: conversationUrl(siteUrl, notice.guestId) }),
      '',
      t('after'),
    ].join('\n'),
  };
}

/** What the webhook receives: the same facts as the e-mail, as data. */
export function waitNoticePayload(notice: DarkyWaitNotice, siteUrl: string) {
  return {
    event: 'handoff.unanswered',
    notice: {
      id: notice.id,
      page: notice.path,
      locale: notice.locale,
      waitingSince: notice.waitingSince.toISOString(),
      noticedAt: notice.noticedAt.toISOString(),
      waitedSeconds: Math.round((notice.noticedAt.getTime() - notice.waitingSince.getTime()) / 1000),
      conversationUrl: conversationUrl(siteUrl, notice.guestId),
    },
  };
}

function emailDeliverer(options: { smtpUrl: string; to: string; from?: string; siteUrl: string }): WaitNoticeDeliverer {
  const send = smtpSender(options);
  return async (notice) => {
    const { subject, text } = waitNoticeText(notice, options.siteUrl);
    await send({ to: options.to, subject, text, headers: { 'X-Wait-Notice-Id': notice.id } });
  };
}

function webhookDeliverer(options: { url: string; secret: string; siteUrl: string; timeoutMs?: number }): WaitNoticeDeliverer {
  return async (notice, delivery) => {
    const body = JSON.stringify(waitNoticePayload(notice, options.siteUrl));
    const timestamp = String(Math.floor(Date.now() / 1000));
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signWebhook(options.secret, timestamp, body),
          // Stable across retries so the receiver can drop a repeat.
          [DELIVERY_HEADER]: `${notice.id}:webhook`,
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new DeliveryError(`webhook unreachable (try ${delivery.attempt}): ${(error as Error).message}`);
    }
    if (!response.ok) throw new DeliveryError(`webhook answered ${response.status}`, !isRetryableStatus(response.status));
  };
}

/** The channels the configuration enables (a webhook needs a secret to sign with, an e-mail a mailbox). */
export function waitNoticeDeliverers(env: Env): Partial<Record<WaitNoticeChannel, WaitNoticeDeliverer>> {
  const deliverers: Partial<Record<WaitNoticeChannel, WaitNoticeDeliverer>> = {};
  const to = env.HANDOFF_NOTICE_TO ?? env.LEADS_MAIL_TO;
  if (env.SMTP_URL && to) deliverers.email = emailDeliverer({ smtpUrl: env.SMTP_URL, to, from: env.LEADS_MAIL_FROM, siteUrl: env.SITE_URL });
  const secret = webhookSecret(env);
  if (env.HANDOFF_NOTICE_WEBHOOK_URL && secret) deliverers.webhook = webhookDeliverer({ url: env.HANDOFF_NOTICE_WEBHOOK_URL, secret, siteUrl: env.SITE_URL });
  return deliverers;
}
