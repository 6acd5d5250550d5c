/** What the payment routes load: a link by code, a pasted link or code reduced to its code, the configured provider. */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getEnv } from '@/config/env';
import { getDb } from '@/server/db';
import { paymentAttempts, type PaymentLink } from '@/features/payments/tables';
import { LINK_CODE_PATTERN } from '../payment-schema';
import { findPaymentLink } from './payment-links';
import { culqiConfigured } from './payment-runtime';

export async function loadPaymentLink(code: string): Promise<PaymentLink | null> {
  return findPaymentLink(await getDb(), code);
}

/** The card's last digits of the attempt that paid the link. */
export async function paidCardLast4(link: PaymentLink): Promise<string | null> {
  const db = await getDb();
  const [attempt] = await db
    .select({ cardLast4: paymentAttempts.cardLast4 })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.linkId, link.id), eq(paymentAttempts.status, 'succeeded')));
  return attempt?.cardLast4 ?? null;
}

/** "sI3N…", or ".../pagos/sI3N…?x" pasted whole, to the code; null when no code is in it. */
export function codeFromInput(input: string): string | null {
  const trimmed = input.trim();
  const candidate = trimmed.includes('/') ? (trimmed.split(/[?#]/)[0]!.replace(/\/+$/, '').split('/').pop() ?? '') : trimmed;
  return LINK_CODE_PATTERN.test(candidate) ? candidate : null;
}

export function paymentProviderForPage(): { provider: 'sandbox' | 'culqi'; culqiPublicKey?: string } {
  const env = getEnv();
  return culqiConfigured(env) ? { provider: 'culqi', culqiPublicKey: env.CULQI_PUBLIC_KEY } : { provider: 'sandbox' };
}
