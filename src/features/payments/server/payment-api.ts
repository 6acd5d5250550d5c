/**
 * The payment endpoints: POST /api/payments/links/{code}/charge (a card token, never a card number),
 * GET /api/payments/links/{code} (the link's state, for the page while another try is in flight) and
 * POST /api/payments/culqi/events (Culqi's webhook).
 */
import { getEnv } from '@/config/env';
import { getDb } from '@/server/db';
import { isSameOrigin } from '@/features/leads/server/abuse';
import { readCapped } from '@/server/http/capped-body';
import { jsonResponse } from '@/server/http/json-response';
import { chargeRequestSchema } from '../payment-schema';
import { handleCulqiEvent } from './culqi-events';
import { payLink } from './pay-link';
import { findPaymentLink } from './payment-links';
import { chargeLeaseMs, culqiClientFromEnv, culqiConfigured, paymentProviderFromEnv, paymentsLogger } from './payment-runtime';

const MAX_CHARGE_BODY_BYTES = 4 * 1024;
const MAX_EVENT_BODY_BYTES = 64 * 1024;

const json = jsonResponse;

async function readJson(request: Request, limit: number): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return { ok: false, response: json(415, { error: 'unsupported_media_type' }) };
  const raw = await readCapped(request, limit);
  if (raw === null) return { ok: false, response: json(413, { error: 'payload_too_large' }) };
  try {
    return { ok: true, body: JSON.parse(raw) };
  } catch {
    return { ok: false, response: json(400, { error: 'malformed_json' }) };
  }
}

export async function handleChargeRequest(request: Request, code: string): Promise<Response> {
  const env = getEnv();
  if (!isSameOrigin(request.headers, [env.SITE_URL])) return json(403, { error: 'cross_origin' });
  const read = await readJson(request, MAX_CHARGE_BODY_BYTES);
  if (!read.ok) return read.response;
  const parsed = chargeRequestSchema.safeParse(read.body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
    return json(422, { errors });
  }
  const logger = paymentsLogger();
  try {
    const outcome = await payLink({ db: await getDb(), provider: paymentProviderFromEnv(env), logger, leaseMs: chargeLeaseMs(env) }, code, parsed.data);
    switch (outcome.status) {
      case 'succeeded':
        return json(200, { status: 'succeeded', receiptNumber: outcome.receiptNumber });
      case 'requires_3ds':
        return json(200, { status: 'requires_3ds' });
      case 'declined':
        return json(402, { status: 'declined', code: outcome.code });
      case 'pending':
        return json(202, { status: 'pending' });
      case 'refused':
        return json(outcome.reason === 'not_found' ? 404 : 409, { status: 'refused', reason: outcome.reason });
    }
  } catch (error) {
    logger.error({ err: error }, 'payment failed unexpectedly');
    return json(500, { status: 'error' });
  }
}

export async function handleLinkStatusRequest(code: string): Promise<Response> {
  const link = await findPaymentLink(await getDb(), code);
  if (!link) return json(404, { status: 'not_found' });
  const charging = Boolean(link.chargingUntil && link.chargingUntil.getTime() > Date.now());
  return json(200, { status: link.status, charging, receiptNumber: link.status === 'paid' ? link.receiptNumber : undefined });
}

export async function handleCulqiEventRequest(request: Request): Promise<Response> {
  const env = getEnv();
  const logger = paymentsLogger();
  if (!culqiConfigured(env)) return json(404, { error: 'culqi_not_configured' });
  const read = await readJson(request, MAX_EVENT_BODY_BYTES);
  if (!read.ok) return read.response;
  const outcome = await handleCulqiEvent({ db: await getDb(), culqi: culqiClientFromEnv(env), logger }, read.body);
  // Culqi retries anything but a 2xx: only an event we could not confirm yet asks for that.
  if (outcome.result === 'retry') return json(503, { received: false });
  if (outcome.result === 'invalid') return json(400, { received: false });
  return json(200, { received: true, result: outcome.result });
}
