/**
 * The payment endpoints: POST /api/payments/links/{code}/charge (a card token, never a card number),
 * GET /api/payments/links/{code} (the link's state, for the page while another try is in flight) and
 * POST /api/payments/culqi/events (Culqi's webhook). Declared once (src/server/http/endpoint.ts).
 */
import 'server-only';
import { getEnv } from '@/config/env';
import { getDb } from '@/server/db';
import { answerFetch, defineEndpoint } from '@/server/http/endpoint';
import { chargeRequestSchema } from '../payment-schema';
import { handleCulqiEvent } from './culqi-events';
import { payLink } from './pay-link';
import { findPaymentLink } from './payment-links';
import { chargeLeaseMs, culqiClientFromEnv, culqiConfigured, paymentProviderFromEnv, paymentsLogger } from './payment-runtime';

const MAX_CHARGE_BODY_BYTES = 4 * 1024;
const MAX_EVENT_BODY_BYTES = 64 * 1024;

export const chargeEndpoint = defineEndpoint({
  path: '/api/payments/links/:code/charge',
  methods: ['POST'],
  summary: 'Pays a link with a card token (3-D Secure in a second round); the amount is always the link’s.',
  sameOrigin: true,
  body: { maxBytes: MAX_CHARGE_BODY_BYTES },
  schema: chargeRequestSchema,
  async handle({ input, params }) {
    const env = getEnv();
    const logger = paymentsLogger();
    const outcome = await payLink({ db: await getDb(), provider: paymentProviderFromEnv(env), logger, leaseMs: chargeLeaseMs(env) }, params.code!, input);
    switch (outcome.status) {
      case 'succeeded':
        return { status: 200, body: { status: 'succeeded', receiptNumber: outcome.receiptNumber } };
      case 'requires_3ds':
        return { status: 200, body: { status: 'requires_3ds' } };
      case 'declined':
        return { status: 402, body: { status: 'declined', code: outcome.code } };
      case 'pending':
        return { status: 202, body: { status: 'pending' } };
      case 'refused':
        return { status: outcome.reason === 'not_found' ? 404 : 409, body: { status: 'refused', reason: outcome.reason } };
    }
  },
});

export const linkStatusEndpoint = defineEndpoint({
  path: '/api/payments/links/:code',
  methods: ['GET'],
  summary: 'A payment link’s state, asked by its page while another try is with the provider.',
  sameOrigin: false,
  async handle({ params }) {
    const link = await findPaymentLink(await getDb(), decodeURIComponent(params.code!));
    if (!link) return { status: 404, body: { status: 'not_found' } };
    const charging = Boolean(link.chargingUntil && link.chargingUntil.getTime() > Date.now());
    return { status: 200, body: { status: link.status, charging, receiptNumber: link.status === 'paid' ? link.receiptNumber : undefined } };
  },
});

export const culqiEventEndpoint = defineEndpoint({
  path: '/api/payments/culqi/events',
  methods: ['POST'],
  summary: 'Culqi’s webhook: an event is only a hint, confirmed with Culqi before any state changes.',
  // Culqi's servers post here: no browser, no Origin.
  sameOrigin: false,
  body: { maxBytes: MAX_EVENT_BODY_BYTES },
  async handle({ input }) {
    const env = getEnv();
    if (!culqiConfigured(env)) return { status: 404, body: { error: 'culqi_not_configured' } };
    const outcome = await handleCulqiEvent({ db: await getDb(), culqi: culqiClientFromEnv(env), logger: paymentsLogger() }, input);
    // Culqi retries anything but a 2xx: only an event we could not confirm yet asks for that.
    if (outcome.result === 'retry') return { status: 503, body: { received: false } };
    if (outcome.result === 'invalid') return { status: 400, body: { received: false } };
    return { status: 200, body: { received: true, result: outcome.result } };
  },
});

/** The endpoints over a Fetch Request (tests). */
export const handleChargeRequest = (request: Request, code: string): Promise<Response> => answerFetch(chargeEndpoint, request, { code });
export const handleCulqiEventRequest = (request: Request): Promise<Response> => answerFetch(culqiEventEndpoint, request);
