/**
 * POST /api/leads: `{ formId, locale, fields, page?, referrer?, utm?, idempotencyKey? }` -> 201 `{ id }`,
 * or 422 `{ errors }` by field. Bodies are capped, parsed strictly and never stored in part.
 */
import { z } from 'zod';
import { getEnv } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { validationMessages } from '../validation-messages';
import { HONEYPOT_FIELD, isSameOrigin } from './abuse';
import { clientIpFrom } from '@/server/client-ip';
import { receiveLead } from './receive-lead';

/** Far above the largest valid lead (about 2.5 kB of fields), far below anything that costs us. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * `fields` passes through as parsed: z.record would silently drop an own "__proto__" key, which the form's strict
 * schema must see to refuse it as an unknown field like any other.
 */
const fieldsSchema = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
  error: 'Expected an object of fields.',
});

const envelopeSchema = z.strictObject({
  formId: z.string().max(100),
  locale: z.enum(['es', 'en']),
  fields: fieldsSchema,
  page: z.string().optional(),
  referrer: z.string().optional(),
  utm: z.record(z.string(), z.string()).optional(),
  idempotencyKey: z.string().optional(),
  startedAt: z.union([z.number(), z.string()]).optional(),
  [HONEYPOT_FIELD]: z.unknown().optional(),
});

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}

/** Reads at most `limit` bytes of the body; null when it is longer. */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function localeOf(value: unknown): Locale {
  return value && typeof value === 'object' && (value as { locale?: unknown }).locale === 'en' ? 'en' : 'es';
}

export async function handleLeadApiRequest(request: Request): Promise<Response> {
  const env = getEnv();
  if (!isSameOrigin(request.headers, [env.SITE_URL])) {
    return json(403, { error: 'cross_origin', message: 'Cross-origin submissions are not accepted.' });
  }
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    return json(415, { error: 'unsupported_media_type', message: 'Send the lead as application/json.' });
  }
  const raw = await readCapped(request, MAX_BODY_BYTES);
  if (raw === null) return json(413, { error: 'payload_too_large', message: `The body may not exceed ${MAX_BODY_BYTES} bytes.` });

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json(400, { error: 'malformed_json', message: 'The body is not valid JSON.' });
  }
  const locale = localeOf(body);
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    const errors: Record<string, string> = {};
    for (const issue of envelope.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys) errors[key] ??= validationMessages[locale].unknownField;
      else errors[issue.path.map(String).join('.') || 'body'] ??= issue.path[0] === 'formId' ? validationMessages[locale].unknownForm : issue.message;
    }
    return json(422, { errors });
  }
  const lead = envelope.data;
  const outcome = await receiveLead({
    formId: lead.formId,
    locale: lead.locale,
    fields: lead.fields,
    honeypot: lead[HONEYPOT_FIELD],
    startedAt: lead.startedAt,
    context: {
      page: lead.page,
      referrer: lead.referrer,
      utm: lead.utm,
      ip: clientIpFrom(request.headers),
      userAgent: request.headers.get('user-agent') ?? undefined,
      idempotencyKey: lead.idempotencyKey ?? request.headers.get('idempotency-key') ?? undefined,
    },
  });
  const t = validationMessages[lead.locale];
  switch (outcome.kind) {
    case 'created':
    case 'ignored':
      return json(201, { id: outcome.id });
    case 'invalid':
      return json(422, { errors: outcome.errors });
    case 'rate-limited':
      return json(429, { error: 'rate_limited', message: t.rateLimited, retryAfterSeconds: outcome.retryAfterSeconds }, { 'retry-after': String(outcome.retryAfterSeconds) });
    case 'failed':
      return json(500, { error: 'server_error', message: t.generic });
  }
}
