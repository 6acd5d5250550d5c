/** The one interface every card-payment provider (Culqi, the embedded sandbox) implements for the charge flow. */
import 'server-only';
import type { Currency } from '../../money';

export interface ChargeInput {
  attemptId: string;
  /** One per attempt: the provider (and our lookup after a timeout) recognise a resend by it. */
  idempotencyKey: string;
  linkId: string;
  amountCents: number;
  currency: Currency;
  /** Card token made in the browser by the provider's script (never a card number). */
  token: string;
  email: string;
  description: string;
  /** 3-D Secure result for the second round. */
  authentication?: Record<string, string | number>;
  /** When the attempt was created (bounds the lookup after a timeout). */
  attemptCreatedAt: Date;
}

export type ChargeResult =
  | { kind: 'succeeded'; chargeId: string; amountCents: number; currency: string; cardLast4?: string }
  | { kind: 'requires_3ds' }
  | { kind: 'declined'; code: string; chargeId?: string };

/** The provider did not answer (timeout, network, 5xx): whether money moved is unknown until looked up. */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'culqi';
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The charge this attempt made, if the provider has one (asked after a timeout, before anything else). */
  findCharge(input: ChargeInput): Promise<ChargeResult | null>;
}
