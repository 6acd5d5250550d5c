/** Culqi behind the provider interface: charges with the secret key, the link and attempt in the metadata. */
import 'server-only';
import type { CulqiCharge, CulqiClient } from './culqi-client';
import type { ChargeResult, PaymentProvider } from './payment-provider';

/** Culqi's outcome type of a charge that took the money. */
export const CULQI_SUCCESS_OUTCOME = 'venta_exitosa';

function toResult(charge: CulqiCharge): ChargeResult {
  if (charge.outcome && charge.outcome.type !== CULQI_SUCCESS_OUTCOME)
    return { kind: 'declined', code: charge.outcome.code ?? 'card_declined', chargeId: charge.id };
  return {
    kind: 'succeeded',
    chargeId: charge.id,
    amountCents: charge.amount,
    currency: charge.currency_code,
    cardLast4: charge.source?.last_four ?? charge.source?.card_number?.slice(-4),
  };
}

export function culqiProvider(client: CulqiClient): PaymentProvider {
  return {
    name: 'culqi',
    async charge(input) {
      const result = await client.createCharge(
        {
          amount: input.amountCents,
          currency_code: input.currency,
          email: input.email,
          source_id: input.token,
          description: input.description.slice(0, 80).padEnd(5, '.'),
          metadata: { link_id: input.linkId, attempt_id: input.attemptId },
          ...(input.authentication ? { authentication_3DS: input.authentication } : {}),
        },
        input.idempotencyKey,
      );
      if (result.kind === 'charge') return toResult(result.charge);
      return result;
    },
    async findCharge(input) {
      // Culqi's list filters by e-mail and date; the attempt id in the metadata says which charge is ours.
      const charges = await client.listCharges({ email: input.email, creationDateFrom: new Date(input.attemptCreatedAt.getTime() - 60_000) });
      const ours = charges.find((charge) => charge.metadata?.attempt_id === input.attemptId);
      return ours ? toResult(ours) : null;
    },
  };
}
