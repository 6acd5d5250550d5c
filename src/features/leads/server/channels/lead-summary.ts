/** A lead in words for people (email) and CRMs that only take standard fields, in the lead's language. */
import type { Lead } from '@/server/db/schema';

const labels = {
  es: { form: 'Formulario', name: 'Nombre', phone: 'Teléfono', service: 'Servicio', source: 'Cómo nos conoció', message: 'Mensaje', page: 'Página', utm: 'UTM' },
  en: { form: 'Form', name: 'Name', phone: 'Phone', service: 'Service', source: 'How they knew us', message: 'Message', page: 'Page', utm: 'UTM' },
} as const;

export function fullName(lead: Lead): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ');
}

export function leadSummary(lead: Lead): string {
  const t = lead.locale === 'en' ? labels.en : labels.es;
  const lines = [
    `${t.form}: ${lead.formId}`,
    `${t.name}: ${fullName(lead)}`,
    `${t.phone}: ${lead.phone}`,
    lead.service ? `${t.service}: ${lead.service}` : null,
    lead.source ? `${t.source}: ${lead.source}` : null,
    lead.page ? `${t.page}: ${lead.page}` : null,
    lead.utm ? `${t.utm}: ${Object.entries(lead.utm).map(([k, v]) => `${k}=${v}`).join(' ')}` : null,
    lead.message ? `\n${t.message}:\n${lead.message}` : null,
  ];
  return lines.filter((line) => line !== null).join('\n');
}
