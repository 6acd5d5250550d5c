/**
 * POST /api/leads: `{ formId, locale, fields, page?, referrer?, utm?, idempotencyKey? }` -> 201 `{ id }`,
 * or 422 `{ errors }` by field, 503 when the database cannot take it now. Bodies are capped, parsed strictly and
 * never stored in part. Served by the custom server (serveLeadApi); handleLeadApiRequest is the same over Fetch.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { getEnv } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { validationMessages } from '../validation-messages';
import { HONEYPOT_FIELD, isSameOrigin } from './abuse';
import { clientIpFrom } from '@/server/client-ip';
import { nodeHeaders, type HeaderReader } from '@/server/http/header-reader';
import { jsonResponse, sendEmpty, sendJson } from '@/server/http/json-response';
import { requestPath } from '@/server/http/request-path';
import { receiveLead } from './receive-lead';
import { readCapped } from '@/server/http/capped-body';

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

/** An answer of the lead API, before it is written as a Fetch Response or on Node's response. */
export interface LeadAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What the API needs of a request, from either kind: its headers, and its body read up to a limit (null past it). */
export interface LeadSubmissionRequest {
  headers: HeaderReader;
  readBody(limit: number): Promise<string | null>;
}

/** After a storage failure: the client may resend (its idempotency key makes the resend the same lead). */
const RETRY_AFTER_FAILURE_SECONDS = 5;

const answer = (status: number, body: unknown, headers?: Record<string, string>): LeadAnswer => ({ status, body, headers });

/** Reads at most `limit` bytes of a Node request's body; null when it is longer (the rest is left unread). */
export function readNodeBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
    // A client that leaves mid-body: nothing to answer, nothing stored.
    req.once('aborted', () => reject(new Error('request aborted')));
  });
}

function localeOf(value: unknown): Locale {
  return value && typeof value === 'object' && (value as { locale?: unknown }).locale === 'en' ? 'en' : 'es';
}

/** The API's decision for one submission: validation, abuse checks and storage through receiveLead. */
export async function answerLeadSubmission(request: LeadSubmissionRequest): Promise<LeadAnswer> {
  const env = getEnv();
  if (!isSameOrigin(request.headers, [env.SITE_URL])) {
    return answer(403, { error: 'cross_origin', message: 'Cross-origin submissions are not accepted.' });
  }
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    return answer(415, { error: 'unsupported_media_type', message: 'Send the lead as application/json.' });
  }
  const raw = await request.readBody(MAX_BODY_BYTES);
  if (raw === null) return answer(413, { error: 'payload_too_large', message: `The body may not exceed ${MAX_BODY_BYTES} bytes.` });

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return answer(400, { error: 'malformed_json', message: 'The body is not valid JSON.' });
  }
  const locale = localeOf(body);
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    const errors: Record<string, string> = {};
    for (const issue of envelope.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys) errors[key] ??= validationMessages[locale].unknownField;
      else errors[issue.path.map(String).join('.') || 'body'] ??= issue.path[0] === 'formId' ? validationMessages[locale].unknownForm : issue.message;
    }
    return answer(422, { errors });
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
      return answer(201, { id: outcome.id });
    case 'invalid':
      return answer(422, { errors: outcome.errors });
    case 'rate-limited':
      return answer(
        429,
        { error: 'rate_limited', message: t.rateLimited, retryAfterSeconds: outcome.retryAfterSeconds },
        { 'retry-after': String(outcome.retryAfterSeconds) },
      );
    case 'failed':
      // The database failed or did not answer in time (DATABASE_*_TIMEOUT_MS): nothing was stored, try again.
      return answer(503, { error: 'unavailable', message: t.generic }, { 'retry-after': String(RETRY_AFTER_FAILURE_SECONDS) });
  }
}

function toResponse({ status, body, headers }: LeadAnswer): Response {
  return jsonResponse(status, body, headers);
}

/** The API over a Fetch Request (tests, and any Fetch-based host). */
export async function handleLeadApiRequest(request: Request): Promise<Response> {
  return toResponse(await answerLeadSubmission({ headers: request.headers, readBody: (limit) => readCapped(request, limit) }));
}

export const LEAD_API_PATH = '/api/leads';
export const LEAD_API_METHODS = 'OPTIONS, POST';

/**
 * POST /api/leads answered by the custom server before Next.js sees the request (server/pipeline.ts): the same
 * decision without a Fetch Request, a Response and Next's router per lead. Returns false for other paths.
 */
export function serveLeadApi(req: IncomingMessage, res: ServerResponse, logger?: { error(data: object, message: string): void }): boolean {
  if (requestPath(req) !== LEAD_API_PATH) return false;
  if (req.method === 'OPTIONS') {
    sendEmpty(res, 204, { allow: LEAD_API_METHODS });
    return true;
  }
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'method_not_allowed', message: 'Send a lead with POST.' }, { allow: LEAD_API_METHODS });
    return true;
  }
  answerLeadSubmission({ headers: nodeHeaders(req), readBody: (limit) => readNodeBody(req, limit) }).then(
    ({ status, body, headers }) => sendJson(res, status, body, status === 413 ? { ...headers, connection: 'close' } : headers),
    (error: unknown) => {
      // Only a client that left mid-body gets here (receiveLead answers every failure of its own).
      if (!req.destroyed) logger?.error({ err: error }, 'lead request failed');
      sendJson(res, 400, { error: 'bad_request', message: 'The request could not be read.' });
    },
  );
  return true;
}
