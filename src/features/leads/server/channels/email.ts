/** Emails a lead to the sales mailbox over SMTP (nodemailer), as plain text so nothing in it is rendered. */
import 'server-only';
import { localeOr } from '@/i18n/server-messages';
import { smtpSender } from '@/server/outbox/smtp-sender';
import type { LeadDeliverer } from '../lead-outbox';
import { fullName, leadNoticeWords, leadSummary } from './lead-summary';
import { appointmentIcs, schedulingConfig } from '../appointments';

export function emailDeliverer(options: { smtpUrl: string; to: string; from?: string }): LeadDeliverer {
  const send = smtpSender(options);
  return async (lead) => {
    await send({
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
  };
}
