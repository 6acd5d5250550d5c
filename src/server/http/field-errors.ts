/**
 * The one mapping of zod issues to field errors in the request's language: `{ field: text }`, the first issue of each
 * field kept. A key the schema does not know (`__proto__` included) is "Campo no reconocido." / "Unrecognized field.".
 */
import 'server-only';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { messagesOf } from '@/i18n/server-messages';

/** A field's text chosen by the endpoint (undefined: the schema's own message when it set one, else a generic one). */
export type FieldMessage = (field: string, locale: Locale, issue: z.core.$ZodIssue) => string | undefined;

/** zod's own words for a refinement without a message (English, for developers). */
const ZOD_DEFAULT_CUSTOM = 'Invalid input';

export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale, fieldMessage?: FieldMessage): Record<string, string> {
  const t = messagesOf(locale).Api;
  const errors: Record<string, string> = {};
  const set = (field: string, text: string) => {
    // An own property even for "__proto__" (a plain assignment would set the object's prototype instead).
    if (!Object.hasOwn(errors, field)) Object.defineProperty(errors, field, { value: text, enumerable: true, writable: true, configurable: true });
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.map(String).join('.');
      for (const key of issue.keys) set(prefix ? `${prefix}.${key}` : key, t.unknownField);
      continue;
    }
    const field = issue.path.map(String).join('.') || 'body';
    const chosen = fieldMessage?.(field, locale, issue);
    // Only a refinement's own message is meant for people; zod's wording of the other codes is English for developers.
    const own = issue.code === 'custom' && issue.message && issue.message !== ZOD_DEFAULT_CUSTOM ? issue.message : undefined;
    set(field, chosen ?? own ?? t.invalidField);
  }
  return errors;
}
