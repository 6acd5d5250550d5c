/**
 * The embedded sandbox provider (no keys needed): charges the browser-made sandbox tokens by their test
 * scenario, asks for 3-D Secure on the challenge card, and remembers its charges for lookups.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { processSingleton } from '@/server/process-singleton';
import { SANDBOX_TOKEN_PATTERN } from '../../sandbox-cards';
import type { ChargeResult, PaymentProvider } from './payment-provider';

/** What the sandbox's 3-D Secure dialog sends back when the visitor approves. */
export const SANDBOX_3DS_APPROVED = 'approved';

/** The sandbox's charges, one book for the process (the payment API and the webhook may run in different bundles). */
const charges = processSingleton('sandbox-charges', () => new Map<string, ChargeResult>());

export function sandboxProvider(options: { latencyMs?: number } = {}): PaymentProvider {
  const latencyMs = options.latencyMs ?? 150;
  return {
    name: 'sandbox',
    async charge(input) {
      // A real provider takes a moment: keeps the page's "paying" state and concurrent tries realistic.
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const previous = charges.get(input.idempotencyKey);
      if (previous && previous.kind !== 'requires_3ds') return previous;
      const match = SANDBOX_TOKEN_PATTERN.exec(input.token);
      if (!match) return { kind: 'declined', code: 'invalid_token' };
      const [, scenario, last4] = match;
      let result: ChargeResult;
      if (scenario === 'decline') result = { kind: 'declined', code: 'card_declined' };
      else if (scenario === 'challenge' && !input.authentication) result = { kind: 'requires_3ds' };
      else if (scenario === 'challenge' && input.authentication?.sandbox3ds !== SANDBOX_3DS_APPROVED) {
        result = { kind: 'declined', code: 'authentication_failed' };
      } else {
        result = {
          kind: 'succeeded',
          chargeId: `sbx_chr_${randomBytes(8).toString('hex')}`,
          amountCents: input.amountCents,
          currency: input.currency,
          cardLast4: last4,
        };
      }
      charges.set(input.idempotencyKey, result);
      return result;
    },
    async findCharge(input) {
      const found = charges.get(input.idempotencyKey);
      return found && found.kind !== 'requires_3ds' ? found : null;
    },
  };
}
