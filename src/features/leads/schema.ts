/**
 * The one validation of a lead's fields, used by the form in the browser and by the pipeline on the
 * server. Bounds (the spec leaves them open) are documented in docs/leads.md.
 */
import type { Messages } from 'next-intl';
import { z } from 'zod';
import { serviceOptionCodes, sourceOptionCodes, type FormRules, type LeadFieldName } from './form-rules';
import { fieldBounds } from './field-bounds';
import { SLOT_VALUE_PATTERN } from './scheduling/slots';

export { fieldBounds };

/** Letters of any language, with inner spaces, apostrophes, dots and hyphens ("María José", "O'Neill", "Jr."). */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;
/** Digits with the usual separators, optionally starting with + ("+51 987 654 321", "(01) 640-9000"). */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
/**
 * An address people actually use: local part of the usual characters, a domain with a dot and a 2+ letter ending
 * (stricter than RFC 5322 on purpose: quoted local parts and IP literals are typos on a sign-up form).
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** The address as stored: trimmed, domain lower-cased (the local part is the mailbox's own business). */
export function normalizeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}

/**
 * The field rules' errors in one language (messages LeadValidation.fields, `tooLong` with its `{max}` left to fill):
 * given by the server, which also hands them to the form as props, as the browser holds no message catalogue.
 */
export type LeadFieldTexts = Messages['LeadValidation']['fields'];

export type LeadFields = {
  /** Slug of the academy event or workshop the visitor registers for (forms with `registers`). */
  registrationFor?: string;
  firstName: string;
  lastName?: string;
  /** Absent only on forms that take a phone or an e-mail (FormRules.oneOf). */
  phone?: string;
  email?: string;
  /** UTC start of the booked advice session (forms with scheduling). */
  slot?: string;
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

/** The rule of each field of one form in one language (the form's schema below, and Darky's dialogue field by field). */
function leadFieldSchemas(rules: Pick<FormRules, 'serviceOptions'>, t: LeadFieldTexts): Record<LeadFieldName, z.ZodType<string>> {
  const tooLong = (max: number) => t.tooLong.replace('{max}', String(max));
  /** Absent input (a blank field) reads "required"; anything else keeps the field's own message. */
  const orRequired = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? t.required : message);
  const text = (max: number, invalid = t.text) =>
    z
      .string({ error: orRequired(invalid) })
      .trim()
      .max(max, { error: tooLong(max) });

  const byField: Record<LeadFieldName, z.ZodType<string>> = {
    // The shape only: whether the item is still ahead is a question for the clock, answered at submit (submit-lead.ts).
    registrationFor: z
      .string({ error: orRequired(t.registration) })
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/, { error: t.registration }),
    firstName: text(fieldBounds.name, t.name).regex(NAME_PATTERN, { error: t.name }),
    lastName: text(fieldBounds.name, t.name).regex(NAME_PATTERN, { error: t.name }),
    phone: text(fieldBounds.phone, t.phone)
      .regex(PHONE_PATTERN, { error: t.phone })
      .refine(
        (v) => {
          const digits = v.replace(/\D/g, '').length;
          return digits >= fieldBounds.phoneDigits.min && digits <= fieldBounds.phoneDigits.max;
        },
        { error: t.phone },
      )
      .transform(normalizePhone),
    email: text(fieldBounds.email, t.email)
      .regex(EMAIL_PATTERN, { error: t.email })
      .refine((v) => !v.includes('..') && v.split('@')[0]!.length <= 64, { error: t.email })
      .transform(normalizeEmail),
    slot: z
      .string({ error: orRequired(t.slot) })
      .trim()
      .regex(SLOT_VALUE_PATTERN, { error: t.slot }),
    service: z.enum(rules.serviceOptions ? serviceOptionCodes[rules.serviceOptions] : ['other'], { error: orRequired(t.option) }),
    source: z.enum(sourceOptionCodes, { error: orRequired(t.option) }),
    // PostgreSQL text cannot hold U+0000 (the insert would fail): a NUL in pasted text means nothing, so it goes.
    message: z
      .string({ error: orRequired(t.text) })
      .overwrite(withoutNul)
      .trim()
      .max(fieldBounds.message, { error: tooLong(fieldBounds.message) }),
  };
  return byField;
}

/**
 * Builds the schema of one form's fields in one language. Empty strings count as absent (an empty
 * select or input posts ""), unknown fields are refused, every text is trimmed.
 */
export function buildLeadFieldsSchema(rules: FormRules, t: LeadFieldTexts) {
  const byField = leadFieldSchemas(rules, t);

  const blankToAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
  const shape: Record<string, z.ZodType> = {};
  for (const field of rules.fields) {
    const schema = byField[field];
    shape[field] = rules.required.has(field) ? z.preprocess(blankToAbsent, schema) : z.preprocess(blankToAbsent, schema.optional());
  }
  const [firstOfOne] = rules.oneOf;
  return z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? t.unknownField : t.text),
    })
    .refine((fields) => !firstOfOne || rules.oneOf.some((field) => fields[field] !== undefined), {
      // On a named field (the form shows it there), and said together with the other fields' errors: zod would skip a
      // refinement of an object with issues, so the visitor would learn of it only on a second try.
      error: t.phoneOrEmail,
      path: firstOfOne ? [firstOfOne] : [],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }) as unknown as z.ZodType<LeadFields, Record<string, unknown>>;
}

/** Errors by field name (first message per field), the shape the form and the API answer with. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError, t: LeadFieldTexts): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= t.unknownField;
      continue;
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'fields';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Built schemas by language (its texts, one object per language on the server and per form in the browser) and form:
 * zod compiles a schema on first use, so building one per request is costly.
 */
const schemaCache = new WeakMap<LeadFieldTexts, Map<string, ReturnType<typeof buildLeadFieldsSchema>>>();

function cachedSchema(rules: FormRules, t: LeadFieldTexts) {
  let schemas = schemaCache.get(t);
  if (!schemas) schemaCache.set(t, (schemas = new Map()));
  const key = `${rules.formId}:${rules.serviceOptions}:${rules.fields.join()}:${[...rules.required].join()}:${rules.oneOf.join()}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildLeadFieldsSchema(rules, t);
    schemas.set(key, schema);
  }
  return schema;
}

/** Validates one form's fields; the same call the browser makes before sending. */
export function validateLeadFields(
  rules: FormRules,
  t: LeadFieldTexts,
  fields: unknown,
): { ok: true; fields: LeadFields } | { ok: false; errors: FieldErrors } {
  const parsed = cachedSchema(rules, t).safeParse(fields);
  return parsed.success ? { ok: true, fields: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error, t) };
}

const fieldSchemaCache = new WeakMap<LeadFieldTexts, Record<LeadFieldName, z.ZodType<string>>>();

/**
 * One field checked by the rule every form uses for it (Darky's dialogue asks field by field and files the lead
 * through the same schema later): the value as the schema gives it back, or the field's error in the texts' language.
 */
export function checkLeadField(
  field: 'firstName' | 'lastName' | 'phone' | 'email',
  t: LeadFieldTexts,
  value: string,
): { ok: true; value: string } | { ok: false; error: string } {
  let schemas = fieldSchemaCache.get(t);
  if (!schemas) fieldSchemaCache.set(t, (schemas = leadFieldSchemas({ serviceOptions: null }, t)));
  const parsed = schemas[field].safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? t.text };
}
