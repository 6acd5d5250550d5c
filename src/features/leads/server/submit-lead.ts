/**
 * The lead pipeline's storing step, for site forms, the JSON API and Darky: a lead validated once with the shared
 * schema (validateLead) is stored with its outbox rows (storeValidLead), and the outbox woken. Abuse checks happen
 * between the two, at the edges (receive-lead.ts).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { getDb } from '@/server/db';
import type { Locale } from '@/i18n/routing';
import { getFormRules, type FormRules } from '../form-rules';
import { validateLeadFields, withoutNul, type FieldErrors, type LeadFields } from '../schema';
import { enabledChannels } from './delivery-channels';
import { storeLead } from './lead-store';
import { SlotTakenError, schedulingConfig } from './appointments';
import { isOfferedSlot } from '../scheduling/slots';
import { leadsLogger } from './logger';
import { leadOutbox } from './lead-outbox';
import { registrationError } from './registration';
import { leadValidationTexts } from './validation-texts';

export interface LeadContext {
  page?: string;
  referrer?: string;
  utm?: Record<string, string>;
  ip?: string;
  userAgent?: string;
  /** A key the client makes once per form view; resubmitting with it returns the same lead. */
  idempotencyKey?: string;
}

export interface SubmitLeadInput {
  formId: string;
  locale: Locale;
  fields: Record<string, unknown>;
  context?: LeadContext;
}

export type SubmitLeadResult = { ok: true; id: string } | { ok: false; errors: FieldErrors };

/** A client without a key (a form posted without JavaScript) is deduplicated by content within this window. */
const FINGERPRINT_WINDOW_MS = 10 * 60 * 1000;
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/**
 * Validates and stores a lead. Invalid input gives `{ ok: false, errors }` by field (in the
 * lead's language); a storage failure throws, and nothing partial is stored.
 */
export async function submitLead(input: SubmitLeadInput): Promise<SubmitLeadResult> {
  const validated = validateLead(input);
  return validated.ok ? storeValidLead(validated.lead, input.context) : validated;
}

/** A lead that passed its form's schema: its rules, language and fields as the schema gave them back. */
export interface ValidLead {
  rules: FormRules;
  locale: Locale;
  fields: LeadFields;
}

/** The one validation of a lead: its form exists and its fields pass the form's schema. */
export function validateLead(input: Pick<SubmitLeadInput, 'formId' | 'locale' | 'fields'>): { ok: true; lead: ValidLead } | { ok: false; errors: FieldErrors } {
  const rules = getFormRules(input.formId);
  const texts = leadValidationTexts(input.locale);
  if (!rules) return { ok: false, errors: { formId: texts.unknownForm } };
  const validated = validateLeadFields(rules, texts.fields, input.fields);
  return validated.ok ? { ok: true, lead: { rules, locale: input.locale, fields: validated.fields } } : validated;
}

/** Stores a validated lead with its outbox rows; a slot that is not offered (or just taken) is a field error. */
export async function storeValidLead(lead: ValidLead, inputContext: LeadContext = {}): Promise<SubmitLeadResult> {
  const { rules, locale } = lead;
  const slot = lead.fields.slot;
  // The shape was checked by the schema; whether the configuration offers this slot now is checked here, on the server.
  if (slot !== undefined && (!rules.scheduling || !isOfferedSlot(schedulingConfig(), new Date(), slot))) {
    return { ok: false, errors: { slot: leadValidationTexts(locale).fields.slot } };
  }
  const registration = registrationError(rules, locale, lead.fields.registrationFor, new Date());
  if (registration) return { ok: false, errors: { registrationFor: registration } };

  const context = cleanContext(inputContext);
  const db = await getDb();
  const channels = enabledChannels();
  let stored: { id: string; duplicate: boolean };
  try {
    stored = await storeLead(
      db,
      {
        formId: rules.formId,
        formKind: rules.kind,
        locale,
        firstName: lead.fields.firstName,
        lastName: lead.fields.lastName ?? null,
        phone: lead.fields.phone ?? null,
        email: lead.fields.email ?? null,
        registrationFor: lead.fields.registrationFor ?? null,
        slotStart: slot ? new Date(slot) : null,
        service: lead.fields.service ?? null,
        source: lead.fields.source ?? null,
        message: lead.fields.message ?? null,
        page: context.page ?? null,
        referrer: context.referrer ?? null,
        utm: context.utm ?? null,
        ip: context.ip ?? null,
        userAgent: context.userAgent ?? null,
        dedupeKey: dedupeKeyOf(rules, locale, lead.fields, context),
      },
      channels,
    );
  } catch (error) {
    if (error instanceof SlotTakenError) return { ok: false, errors: { slot: leadValidationTexts(locale).slotTaken } };
    throw error;
  }
  const { id, duplicate } = stored;
  if (duplicate) {
    leadsLogger().info({ leadId: id, formId: rules.formId }, 'duplicate submission joined its first lead');
  } else {
    leadsLogger().info({ leadId: id, formId: rules.formId, locale }, 'lead stored');
    // Nothing to deliver without a configured channel: the worker would only look for rows that cannot exist.
    if (channels.length > 0) leadOutbox.notify();
  }
  return { ok: true, id };
}

function dedupeKeyOf(rules: FormRules, locale: string, fields: LeadFields, context: LeadContext): string {
  if (context.idempotencyKey) return `key:${rules.formId}:${context.idempotencyKey}`;
  const window = Math.floor(Date.now() / FINGERPRINT_WINDOW_MS);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([rules.formId, locale, fields, context.ip ?? '', window]))
    .digest('base64url');
  return `fp:${fingerprint}`;
}

function clip(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = withoutNul(value).trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** Context is metadata, never a reason to refuse a lead: anything odd is dropped or clipped. */
function cleanContext(context: LeadContext): LeadContext {
  const utm: Record<string, string> = {};
  if (context.utm && typeof context.utm === 'object') {
    for (const key of UTM_KEYS) {
      const value = clip((context.utm as Record<string, unknown>)[key], 200);
      if (value) utm[key] = value;
    }
  }
  const key = typeof context.idempotencyKey === 'string' && IDEMPOTENCY_KEY_PATTERN.test(context.idempotencyKey) ? context.idempotencyKey : undefined;
  return {
    page: clip(context.page, 500),
    referrer: clip(context.referrer, 1000),
    utm: Object.keys(utm).length > 0 ? utm : undefined,
    ip: clip(context.ip, 64),
    userAgent: clip(context.userAgent, 500),
    idempotencyKey: key,
  };
}

/** UTM parameters of a URL's query (the page a form was sent from). */
export function utmFromUrl(url: string | undefined): Record<string, string> | undefined {
  if (!url) return undefined;
  try {
    const params = new URL(url, 'http://localhost').searchParams;
    const utm: Record<string, string> = {};
    for (const key of UTM_KEYS) {
      const value = params.get(key);
      if (value) utm[key] = value;
    }
    return Object.keys(utm).length > 0 ? utm : undefined;
  } catch {
    return undefined;
  }
}
