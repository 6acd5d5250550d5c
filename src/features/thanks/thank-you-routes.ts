/**
 * The thank-you routes of SPEC section 2 (`/gracias`, `/contacto/gracias/{slug}`, ...) resolved from a
 * URL's segments, and which thanks text fits: contact or event registration (SPEC section 8).
 */
import type { FormKind, FormsCatalogue } from '@/content/schemas';

/** Pages that have `/gracias` and `/gracias/{slug}` below them ('' is the site root). */
export const thankYouBases = [
  '',
  '/contacto',
  '/conversemos',
  '/innovaciones/darky-3D',
  '/innovaciones/probador',
  '/innovaciones/test',
  '/lessons',
  '/nosotros',
  '/nuevo-contacto',
  '/pagos',
  '/portafolio',
  '/servicios',
  '/talleres',
  '/eventos',
] as const;

/** Bases whose forms register people for something: their bare thank-you page uses the event text. */
const eventBases = new Set(['/lessons', '/talleres', '/eventos']);

export interface ThankYouRoute {
  /** The page the form was on, e.g. '/servicios/chatbot-personalizado' ('' for the root). */
  base: string;
  formId?: string;
  kind: FormKind;
}

export function matchThankYouRoute(segments: string[], serviceSlugs: readonly string[], forms: FormsCatalogue['forms']): ThankYouRoute | null {
  const index = segments.lastIndexOf('gracias');
  if (index === -1 || segments.length - index > 2) return null;
  const base =
    segments.length === 0
      ? ''
      : segments
          .slice(0, index)
          .map((s) => `/${s}`)
          .join('');
  const formId = segments[index + 1];
  const isServicePage = /^\/servicios\/[^/]+$/.test(base) && serviceSlugs.includes(base.split('/')[2]!);
  if (!(thankYouBases as readonly string[]).includes(base) && !isServicePage) return null;
  if (formId === undefined) return { base, kind: eventBases.has(base) ? 'event' : 'contact' };
  const form = forms[formId];
  if (!form) return null;
  return { base, formId, kind: form.kind };
}

/** Every bare thank-you path of the site (for the route table, tests and robots). */
export function allThankYouPaths(serviceSlugs: readonly string[]): string[] {
  return [...thankYouBases, ...serviceSlugs.map((slug) => `/servicios/${slug}`)].map((base) => `${base}/gracias`);
}
