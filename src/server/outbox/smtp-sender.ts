/**
 * One way to send the site's plain-text e-mails from an outbox (leads, wait notices, payment notices): one SMTP
 * transport per channel, the same timeouts, and an SMTP refusal turned into the outbox's DeliveryError.
 */
import 'server-only';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DeliveryError } from './delivery-error';

/** Who the site's e-mails come from when LEADS_MAIL_FROM (or a channel's own setting) does not say. */
export const DEFAULT_MAIL_FROM = 'Darko Digital <no-reply@darkodigital.pe>';

export type SendMail = (message: SendMailOptions) => Promise<void>;

export function smtpSender(options: { smtpUrl: string; from?: string }): SendMail {
  // nodemailer parses `url` (smtp://user:pass@host:port, smtps:// for TLS) and merges the timeouts.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as SMTPTransport.Options);
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return async (message) => {
    try {
      await transport.sendMail({ from, ...message });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx SMTP replies refuse this message for good (bad address, policy); anything else may pass later.
      throw new DeliveryError(`SMTP: ${(error as Error).message}`, typeof code === 'number' && code >= 500 && code < 600);
    }
  };
}
