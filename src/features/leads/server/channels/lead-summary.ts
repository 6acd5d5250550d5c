/** A lead in words for people (email) and CRMs that only take standard fields, in the lead's language. */
import 'server-only';
import type { Lead } from '@/features/leads/tables';
import { leadSlotText } from '../appointments';

const labels = {
  es: {
    form: 'Formulario',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo',
    slot: 'Asesoría agendada',
    registration: 'Inscripción',
    service: 'Servicio',
    source: 'Cómo nos conoció',
    message: 'Mensaje',
    page: 'Página',
    utm: 'UTM',
  },
  en: {
    form: 'Form',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    slot: 'Booked session',
    registration: 'Registration',
    service: 'Service',
    source: 'How they knew us',
    message: 'Message',
    page: 'Page',
    utm: 'UTM',
  },
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
    lead.email ? `${t.email}: ${lead.email}` : null,
    lead.slotStart ? `${t.slot}: ${leadSlotText(lead)} [${lead.slotStart.toISOString()}]` : null,
    lead.registrationFor ? `${t.registration}: ${lead.registrationFor}` : null,
    lead.service ? `${t.service}: ${lead.service}` : null,
    lead.source ? `${t.source}: ${lead.source}` : null,
    lead.page ? `${t.page}: ${lead.page}` : null,
    lead.utm
      ? `${t.utm}: ${Object.entries(lead.utm)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}`
      : null,
    lead.message ? `\n${t.message}:\n${lead.message}` : null,
  ];
  return lines.filter((line) => line !== null).join('\n');
}
