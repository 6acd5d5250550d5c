/** The texts of messages/*.json for code that answers without next-intl (HTTP endpoints, deliveries, notices). */
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { defaultLocale, isLocale, type Locale } from './routing';

export type Messages = typeof es;

const catalogues: Record<Locale, Messages> = { es, en };

export function messagesOf(locale: Locale): Messages {
  return catalogues[locale];
}

/**
 * Fills `{name}` placeholders (the simple ICU arguments the messages use), where the catalogues are the JSON as written
 * (the custom server's bundle, scripts, tests). In Next's bundles they arrive precompiled (next.config.ts) and a message
 * with arguments is no longer a string: code that also runs there reads them through next-intl's createTranslator.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A locale named by a value that may be anything (a body's `locale`, a query parameter); the default otherwise. */
export function localeOr(value: unknown, fallback: Locale = defaultLocale): Locale {
  return isLocale(value) ? value : fallback;
}
