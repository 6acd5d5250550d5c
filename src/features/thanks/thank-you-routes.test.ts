import { describe, expect, it } from 'vitest';
import type { FormsCatalogue } from '@/content/schemas';
import { allThankYouPaths, matchThankYouRoute } from './thank-you-routes';

const forms = {
  contacto: { kind: 'contact', hubspotFormGuid: '00000000-0000-4000-8000-000000000000', serviceOptions: 'legacy' },
  talleres: { kind: 'event', hubspotFormGuid: '00000000-0000-4000-8000-000000000001', serviceOptions: 'current' },
} as FormsCatalogue['forms'];
const services = ['chatbot-personalizado'];
const match = (path: string) => matchThankYouRoute(path.split('/').filter(Boolean), services, forms);

describe('thank-you routes', () => {
  it('resolves bare and slugged thank-you pages with the form kind', () => {
    expect(match('/gracias')).toEqual({ base: '', kind: 'contact' });
    expect(match('/contacto/gracias/contacto')).toEqual({ base: '/contacto', formId: 'contacto', kind: 'contact' });
    expect(match('/talleres/gracias')).toEqual({ base: '/talleres', kind: 'event' });
    expect(match('/gracias/talleres')).toEqual({ base: '', formId: 'talleres', kind: 'event' });
    expect(match('/innovaciones/darky-3D/gracias')).toEqual({ base: '/innovaciones/darky-3D', kind: 'contact' });
  });

  it('accepts service pages of the catalogue only', () => {
    expect(match('/servicios/chatbot-personalizado/gracias/contacto')?.base).toBe('/servicios/chatbot-personalizado');
    expect(match('/servicios/no-existe/gracias')).toBeNull();
  });

  it('rejects unknown bases, unknown forms and extra segments', () => {
    expect(match('/otra/gracias')).toBeNull();
    expect(match('/contacto/gracias/desconocido')).toBeNull();
    expect(match('/contacto/gracias/contacto/extra')).toBeNull();
    expect(match('/contacto')).toBeNull();
  });

  it('lists every bare thank-you path', () => {
    expect(allThankYouPaths(services)).toContain('/gracias');
    expect(allThankYouPaths(services)).toContain('/servicios/chatbot-personalizado/gracias');
  });
});
