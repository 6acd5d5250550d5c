/**
 * POST /api/leads: `{ formId, locale, fields, page?, referrer?, utm?, idempotencyKey? }` -> 201 `{ id }`,
 * or 422 `{ errors }` by field, 429 past the per-IP allowance of accepted leads, 503 when the database cannot take it
 * now. Declared once (src/server/http/endpoint.ts); mounted by the custom server's endpoint table (server/endpoints.ts).
 */
import 'server-only';
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { messagesOf } from '@/i18n/server-messages';
import { answerFetch, defineEndpoint } from '@/server/http/endpoint';
import { rateLimitedAnswer } from '@/server/http/rate-limit-answer';
import { HONEYPOT_FIELD } from './abuse';
import { receiveLead } from './receive-lead';
import { leadValidationTexts } from './validation-texts';

/** Far above the largest valid lead (about 2.5 kB of fields), far below anything that costs us. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * `fields` passes through as parsed: z.record would silently drop an own "__proto__" key, which the form's strict
 * schema must see to refuse it as an unknown field like any other.
 */
const fieldsSchema = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

const envelopeSchema = z.strictObject({
  formId: z.string().max(100),
  locale: z.enum(locales),
  fields: fieldsSchema,
  page: z.string().optional(),
  referrer: z.string().optional(),
  utm: z.record(z.string(), z.string()).optional(),
  idempotencyKey: z.string().optional(),
  startedAt: z.union([z.number(), z.string()]).optional(),
  [HONEYPOT_FIELD]: z.unknown().optional(),
});

/** After a storage failure: the client may resend (its idempotency key makes the resend the same lead). */
const RETRY_AFTER_FAILURE_SECONDS = 5;

export const LEAD_API_PATH = '/api/leads';

export const leadEndpoint = defineEndpoint({
  path: LEAD_API_PATH,
  methods: ['POST'],
  summary: 'A lead from a site form (JSON); the per-IP allowance counts accepted leads only (receiveLead).',
  sameOrigin: true,
  body: { maxBytes: MAX_BODY_BYTES },
  schema: envelopeSchema,
  fieldMessage: (field, locale) => (field === 'formId' ? leadValidationTexts(locale).unknownForm : undefined),
  async handle({ input: lead, headers, ip, locale }) {
    const outcome = await receiveLead({
      formId: lead.formId,
      locale,
      fields: lead.fields,
      honeypot: lead[HONEYPOT_FIELD],
      startedAt: lead.startedAt,
      context: {
        page: lead.page,
        referrer: lead.referrer,
        utm: lead.utm,
        ip,
        userAgent: headers.get('user-agent') ?? undefined,
        idempotencyKey: lead.idempotencyKey ?? headers.get('idempotency-key') ?? undefined,
      },
    });
    switch (outcome.kind) {
      case 'created':
      case 'ignored':
        return { status: 201, body: { id: outcome.id } };
      case 'invalid':
        return { status: 422, body: { errors: outcome.errors } };
      case 'rate-limited':
        return rateLimitedAnswer(outcome.retryAfterSeconds, leadValidationTexts(locale).rateLimited);
      case 'failed':
        // The database failed or did not answer in time (DATABASE_*_TIMEOUT_MS): nothing was stored, try again.
        return {
          status: 503,
          body: { error: 'unavailable', message: messagesOf(locale).Api.generic },
          headers: { 'retry-after': String(RETRY_AFTER_FAILURE_SECONDS) },
        };
    }
  },
});

/** The API over a Fetch Request (tests). */
export function handleLeadApiRequest(request: Request): Promise<Response> {
  return answerFetch(leadEndpoint, request);
}
