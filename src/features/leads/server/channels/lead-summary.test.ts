/** The agency's notice of a lead reads the same as it always has, in the lead's language (messages LeadNotice). */
import { describe, expect, it } from 'vitest';
import type { Lead } from '@/features/leads/tables';
import { fullName, leadNoticeWords, leadSummary } from './lead-summary';

const lead: Lead = {
  id: '0b7c3e9e-1111-4222-8333-944455556666',
  formId: 'conversemos',
  formKind: 'contact',
  locale: 'es',
  firstName: 'Lucía',
  lastName: 'Quispe',
  phone: '+51987654321',
  email: 'lucia@empresa.pe',
  registrationFor: null,
  slotStart: new Date('2026-12-07T14:00:00.000Z'),
  service: 'webs-y-apps',
  source: 'search',
  // Braces and apostrophes are ICU syntax in a message; in a value they are the visitor's own words.
  message: "Hola, ¿me llaman? Tengo {dudas} y 'comillas'.",
  page: '/conversemos',
  referrer: null,
  utm: { utm_source: 'google', utm_medium: 'cpc' },
  ip: null,
  userAgent: null,
  dedupeKey: 'key:test',
  createdAt: new Date('2026-12-01T10:00:00.000Z'),
  searchText: null,
};

describe('the lead notice', () => {
  it('lists a Spanish lead in Spanish, the visitor message last after a blank line', () => {
    expect(leadSummary(lead)).toBe(
      [
        'Formulario: conversemos',
        'Nombre: Lucía Quispe',
        'Teléfono: +51987654321',
        'Correo: lucia@empresa.pe',
        'Asesoría agendada: lunes, 7 de diciembre de 2026, 09:00 – 09:30 (hora de Lima) [2026-12-07T14:00:00.000Z]',
        'Servicio: webs-y-apps',
        'Cómo nos conoció: search',
        'Página: /conversemos',
        'UTM: utm_source=google utm_medium=cpc',
        '',
        'Mensaje:',
        "Hola, ¿me llaman? Tengo {dudas} y 'comillas'.",
      ].join('\n'),
    );
    expect(leadNoticeWords(lead)('subject', { formId: lead.formId, name: fullName(lead) })).toBe('Nuevo lead (conversemos): Lucía Quispe');
  });

  it('lists an English lead in English and leaves out what the lead lacks', () => {
    const english: Lead = {
      ...lead,
      locale: 'en',
      formId: 'talleres',
      lastName: null,
      email: null,
      slotStart: null,
      registrationFor: 'seo-basico',
      service: null,
      source: 'other',
      page: null,
      utm: null,
      message: null,
    };
    expect(leadSummary(english)).toBe(
      ['Form: talleres', 'Name: Lucía', 'Phone: +51987654321', 'Registration: seo-basico', 'How they knew us: other'].join('\n'),
    );
    expect(leadNoticeWords(english)('subject', { formId: english.formId, name: fullName(english) })).toBe('New lead (talleres): Lucía');
  });
});
