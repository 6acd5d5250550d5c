/**
 * Words for a lead's codes in the console's language (issue 26): the form it came from (a service page's form by the
 * service's name in content/, the others from messages), the service chosen and how they knew us (the form's own
 * option labels in messages/), and delivery channels. An unknown code is shown as it is rather than hidden.
 */
import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { formatDate } from '@/i18n/format';
import type { ConsoleLocale } from '../console-locale';

export interface LeadLabels {
  form(formId: string): string;
  service(code: string | null | undefined): string | null;
  source(code: string | null | undefined): string | null;
  channel(code: string): string;
  language(code: string): string;
  /** The academy event or workshop a registration names, with its date ("Darky Day 2026 · 3 dic 2026"). */
  registration(slug: string | null | undefined): string | null;
}

/** formId -> name, from every entry of a catalogue that carries a formId (first one wins: the page's own form). */
function formNamesOf(value: unknown, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) for (const item of value) formNamesOf(item, into);
  else if (value && typeof value === 'object') {
    const entry = value as Record<string, unknown>;
    const name = typeof entry.name === 'string' ? entry.name : typeof entry.title === 'string' ? entry.title : undefined;
    if (typeof entry.formId === 'string' && name && !into.has(entry.formId)) into.set(entry.formId, name);
    for (const child of Object.values(entry)) formNamesOf(child, into);
  }
  return into;
}

export async function leadLabels(locale: ConsoleLocale): Promise<LeadLabels> {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'console.labels' }), getMessages({ locale })]);
  // Plain lookups by code: the codes come from the database, so they are not typed message keys.
  const words = messages.console.labels;
  const lookup = (table: Record<string, string>, code: string) => (Object.hasOwn(table, code) ? table[code] : undefined);
  const services = formNamesOf(getCatalogue(locale, 'services'), new Map());
  const lessons = formNamesOf(getCatalogue(locale, 'lessons'), new Map());
  const academy = getCatalogue(locale, 'academy');
  const dated = new Map([...academy.events.items, ...academy.workshops.items].map((item) => [item.slug, item]));
  return {
    registration(slug) {
      if (!slug) return null;
      const item = dated.get(slug);
      return item ? `${item.title} · ${formatDate(locale, item.date, { dateStyle: 'medium', timeStyle: 'short' })}` : slug;
    },
    form(formId) {
      const named = lookup(words.forms, formId);
      if (named) return named;
      const service = services.get(formId);
      if (service) return t('serviceForm', { name: service });
      const lesson = lessons.get(formId);
      if (lesson) return t('lessonForm', { name: lesson });
      return formId;
    },
    service(code) {
      if (!code) return null;
      return lookup(messages.LeadForm.services, code) ?? code;
    },
    source(code) {
      if (!code) return null;
      return lookup(messages.LeadForm.sources, code) ?? code;
    },
    channel(code) {
      return lookup(words.channels, code) ?? code;
    },
    language(code) {
      return lookup(words.languages, code) ?? code;
    },
  };
}
