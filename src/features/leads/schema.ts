/**
 * The one validation of a lead's fields, used by the form in the browser and by the pipeline on the
 * server. Bounds (the spec leaves them open) are documented in docs/leads.md.
 */
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { serviceOptionCodes, sourceOptionCodes, type FormRules, type LeadFieldName } from './form-rules';
import { fieldBounds } from './field-bounds';
import { validationMessages } from './validation-messages';

export { fieldBounds };

/** Letters of any language, with inner spaces, apostrophes, dots and hyphens ("María José", "O'Neill", "Jr."). */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;
/** Digits with the usual separators, optionally starting with + ("+51 987 654 321", "(01) 640-9000"). */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export type LeadFields = {
  firstName: string;
  lastName?: string;
  phone: string;
  service?: string;
  source?: string;
  message?: string;
};

/** The text without U+0000, which PostgreSQL text and jsonb refuse. */
export function withoutNul(value: string): string {
  return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
}

/** Digits of a phone number, keeping a leading + (how it is stored and sent to the CRM). */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/**
 * Builds the schema of one form's fields in one language. Empty strings count as absent (an empty
 * select or input posts ""), unknown fields are refused, every text is trimmed.
 */
export function buildLeadFieldsSchema(rules: FormRules, locale: Locale) {
  const t = validationMessages[locale];
  /** Absent input (a blank field) reads "required"; anything else keeps the field's own message. */
  const orRequired = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? t.required : message);
  const text = (max: number, invalid = t.text) =>
    z.string({ error: orRequired(invalid) }).trim().max(max, { error: t.tooLong(max) });

  const byField: Record<LeadFieldName, z.ZodType<string>> = {
    firstName: text(fieldBounds.name, t.name).regex(NAME_PATTERN, { error: t.name }),
    lastName: text(fieldBounds.name, t.name).regex(NAME_PATTERN, { error: t.name }),
    phone: text(fieldBounds.phone, t.phone)
      .regex(PHONE_PATTERN, { error: t.phone })
      .refine((v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= fieldBounds.phoneDigits.min && digits <= fieldBounds.phoneDigits.max;
      }, { error: t.phone })
      .transform(normalizePhone),
    service: z.enum(rules.serviceOptions ? serviceOptionCodes[rules.serviceOptions] : ['other'], { error: orRequired(t.option) }),
    source: z.enum(sourceOptionCodes, { error: orRequired(t.option) }),
    // PostgreSQL text cannot hold U+0000 (the insert would fail): a NUL in pasted text means nothing, so it goes.
    message: z.string({ error: orRequired(t.text) }).overwrite(withoutNul).trim().max(fieldBounds.message, { error: t.tooLong(fieldBounds.message) }),
  };

  const blankToAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
  const shape: Record<string, z.ZodType> = {};
  for (const field of rules.fields) {
    const schema = byField[field];
    shape[field] = rules.required.has(field) ? z.preprocess(blankToAbsent, schema) : z.preprocess(blankToAbsent, schema.optional());
  }
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? t.unknownField : t.text),
  }) as unknown as z.ZodType<LeadFields, Record<string, unknown>>;
}

/** Errors by field name (first message per field), the shape the form and the API answer with. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= validationMessages[locale].unknownField;
      continue;
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'fields';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Built schemas by form and language: zod compiles a schema on first use, so building one per request is costly. */
const schemaCache = new Map<string, ReturnType<typeof buildLeadFieldsSchema>>();

function cachedSchema(rules: FormRules, locale: Locale) {
  const key = `${locale}:${rules.formId}:${rules.serviceOptions}:${rules.fields.join()}:${[...rules.required].join()}`;
  let schema = schemaCache.get(key);
  if (!schema) {
    schema = buildLeadFieldsSchema(rules, locale);
    schemaCache.set(key, schema);
  }
  return schema;
}

/** Validates one form's fields; the same call the browser makes before sending. */
export function validateLeadFields(
  rules: FormRules,
  locale: Locale,
  fields: unknown,
): { ok: true; fields: LeadFields } | { ok: false; errors: FieldErrors } {
  const parsed = cachedSchema(rules, locale).safeParse(fields);
  return parsed.success ? { ok: true, fields: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error, locale) };
}
