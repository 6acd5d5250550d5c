/**
 * A lead in words for people (email) and CRMs that only take standard fields, in the lead's language. The words are
 * messages LeadNotice, read with next-intl's createTranslator: the outbox delivers outside any request.
 */
import 'server-only';
import { createTranslator } from 'next-intl';
import type { Lead } from '@/features/leads/tables';
import { localeOr, messagesOf } from '@/i18n/server-messages';
import { leadSlotText } from '../appointments';

export function leadNoticeWords(lead: Pick<Lead, 'locale'>) {
  const locale = localeOr(lead.locale);
  return createTranslator({ locale, messages: messagesOf(locale), namespace: 'LeadNotice' });
}

export function fullName(lead: Lead): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ');
}

export function leadSummary(lead: Lead): string {
  const t = leadNoticeWords(lead);
  const lines = [
    t('summary.form', { formId: lead.formId }),
    t('summary.name', { name: fullName(lead) }),
    lead.phone ? t('summary.phone', { phone: lead.phone }) : null,
    lead.email ? t('summary.email', { email: lead.email }) : null,
    lead.slotStart ? t('summary.slot', { when: leadSlotText(lead) ?? '', start: lead.slotStart.toISOString() }) : null,
    lead.registrationFor ? t('summary.registration', { registration: lead.registrationFor }) : null,
    lead.service ? t('summary.service', { service: lead.service }) : null,
    lead.source ? t('summary.source', { source: lead.source }) : null,
    lead.page ? t('summary.page', { page: lead.page }) : null,
    lead.utm
      ? t('summary.utm', {
          utm: Object.entries(lead.utm)
            .map(([k, v]) => `${k}=${v}`)
            .join(' '),
        })
      : null,
    // A blank line sets the visitor's own words apart.
    ...(lead.message ? ['', t('summary.message', { message: lead.message })] : []),
  ];
  return lines.filter((line) => line !== null).join('\n');
}
