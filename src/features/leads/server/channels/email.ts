/** Emails a lead to the sales mailbox over SMTP (nodemailer), as plain text so nothing in it is rendered. */
import 'server-only';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { localeOr } from '@/i18n/server-messages';
import { DeliveryError } from '@/server/outbox/delivery-error';
import type { LeadDeliverer } from '../lead-outbox';
import { fullName, leadNoticeWords, leadSummary } from './lead-summary';
import { appointmentIcs, schedulingConfig } from '../appointments';

export function emailDeliverer(options: { smtpUrl: string; to: string; from?: string }): LeadDeliverer {
  // nodemailer parses `url` (smtp://user:pass@host:port, smtps:// for TLS) and merges the timeouts.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as SMTPTransport.Options);
  return async (lead) => {
    try {
      await transport.sendMail({
        from: options.from ?? 'Darko Digital <no-reply@darkodigital.pe>',
        to: options.to,
        subject: leadNoticeWords(lead)('subject', { formId: lead.formId, name: fullName(lead) }),
        text: leadSummary(lead),
        headers: { 'X-Lead-Id': lead.id },
        // A booked session travels as an RFC 5545 file, so the agency adds it to its calendar in one click.
        ...(lead.slotStart
          ? {
              icalEvent: {
                filename: 'asesoria.ics',
                method: 'PUBLISH',
                content: appointmentIcs({
                  leadId: lead.id,
                  start: lead.slotStart,
                  end: new Date(lead.slotStart.getTime() + schedulingConfig().slotMinutes * 60_000),
                  locale: localeOr(lead.locale),
                }),
              },
            }
          : {}),
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx SMTP replies refuse this message for good (bad address, policy); anything else may pass later.
      throw new DeliveryError(`SMTP: ${(error as Error).message}`, typeof code === 'number' && code >= 500 && code < 600);
    }
  };
}
