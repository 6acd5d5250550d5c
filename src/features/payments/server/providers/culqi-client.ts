/**
 * A small typed client of Culqi's REST API v2 over fetch (charges, their lookup, orders) with the
 * secret key. `culqi-node` is unmaintained and lacks 3-D Secure, hence this.
 */
import 'server-only';
import { z } from 'zod';
import { ProviderUnavailableError } from './payment-provider';

export const culqiChargeSchema = z.looseObject({
  object: z.literal('charge'),
  id: z.string(),
  amount: z.number().int(),
  currency_code: z.string(),
  email: z.string().optional(),
  creation_date: z.number().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  outcome: z.looseObject({ type: z.string(), code: z.string().optional(), user_message: z.string().optional() }).optional(),
  source: z.looseObject({ last_four: z.string().optional(), card_number: z.string().optional() }).optional(),
});
export type CulqiCharge = z.infer<typeof culqiChargeSchema>;

export const culqiOrderSchema = z.looseObject({
  object: z.literal('order'),
  id: z.string(),
  amount: z.number().int(),
  currency_code: z.string(),
  state: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type CulqiOrder = z.infer<typeof culqiOrderSchema>;

/** Culqi's 3-D Secure answer: HTTP 200 with an action code instead of a 201 charge. */
const reviewSchema = z.looseObject({ action_code: z.literal('REVIEW'), user_message: z.string().optional() });
const errorSchema = z.looseObject({
  object: z.literal('error'),
  type: z.string(),
  code: z.string().optional(),
  decline_code: z.string().optional(),
  charge_id: z.string().optional(),
  merchant_message: z.string().optional(),
});

export interface CreateChargeParams {
  amount: number;
  currency_code: string;
  email: string;
  source_id: string;
  description: string;
  metadata: Record<string, string>;
  /** Culqi3DS's result: eci, xid, cavv, protocolVersion, directoryServerTransactionId. */
  authentication_3DS?: Record<string, string | number>;
}

export type CreateChargeResult = { kind: 'charge'; charge: CulqiCharge } | { kind: 'requires_3ds' } | { kind: 'declined'; code: string; chargeId?: string };

/** Culqi refused the request itself (bad key, bad parameters): a person must look, retrying will not help. */
export class CulqiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CulqiRequestError';
  }
}

export class CulqiClient {
  constructor(private readonly options: { secretKey: string; apiBase: string; timeoutMs: number; fetch?: typeof fetch }) {}

  async createCharge(params: CreateChargeParams, idempotencyKey: string): Promise<CreateChargeResult> {
    const { status, body } = await this.request('POST', '/v2/charges', params, { 'Idempotency-Key': idempotencyKey });
    if (status === 201) return { kind: 'charge', charge: culqiChargeSchema.parse(body) };
    if (status === 200 && reviewSchema.safeParse(body).success) return { kind: 'requires_3ds' };
    const error = errorSchema.safeParse(body);
    if (status === 402 && error.success) {
      return { kind: 'declined', code: error.data.decline_code ?? error.data.code ?? 'card_declined', chargeId: error.data.charge_id };
    }
    throw new CulqiRequestError(
      `Culqi refused the charge (${status}): ${error.success ? (error.data.merchant_message ?? error.data.type) : 'unexpected answer'}`,
      status,
    );
  }

  async getCharge(id: string): Promise<CulqiCharge | null> {
    const { status, body } = await this.request('GET', `/v2/charges/${encodeURIComponent(id)}`);
    if (status === 404) return null;
    if (status !== 200) throw new CulqiRequestError(`Culqi charge lookup answered ${status}`, status);
    return culqiChargeSchema.parse(body);
  }

  async getOrder(id: string): Promise<CulqiOrder | null> {
    const { status, body } = await this.request('GET', `/v2/orders/${encodeURIComponent(id)}`);
    if (status === 404) return null;
    if (status !== 200) throw new CulqiRequestError(`Culqi order lookup answered ${status}`, status);
    return culqiOrderSchema.parse(body);
  }

  /** Charges created since `from` for this e-mail (to find the one a timed-out request made). */
  async listCharges(filter: { email: string; creationDateFrom: Date }): Promise<CulqiCharge[]> {
    const query = new URLSearchParams({ email: filter.email, creation_date_from: String(filter.creationDateFrom.getTime()), limit: '100' });
    const { status, body } = await this.request('GET', `/v2/charges?${query}`);
    if (status !== 200) throw new CulqiRequestError(`Culqi charge list answered ${status}`, status);
    return z.object({ data: z.array(culqiChargeSchema) }).parse(body).data;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(new URL(path, this.options.apiBase), {
        method,
        headers: { Authorization: `Bearer ${this.options.secretKey}`, 'Content-Type': 'application/json', ...headers },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderUnavailableError(`Culqi ${method} ${path.split('?')[0]}: ${timedOut ? 'timed out' : (error as Error).message}`, timedOut);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (response.status >= 500) throw new ProviderUnavailableError(`Culqi ${method} answered ${response.status}`, false);
    return { status: response.status, body };
  }
}
