/** The payments side of the site's process: which provider is configured, and the worker sending receipts and notices. */
import 'server-only';
import { getEnv, type Env } from '@/config/env';
import { getDb } from '@/server/db';
import type { PaymentLink } from '@/features/payments/tables';
import { OutboxWorker } from '@/server/outbox/outbox-worker';
import { paymentOutboxQueue } from './payment-outbox';
import { appLogger } from '@/server/logger';
import { paymentNoticeDeliverers } from './payment-notices';
import { CulqiClient } from './providers/culqi-client';
import { culqiProvider } from './providers/culqi-provider';
import type { PaymentProvider } from './providers/payment-provider';
import { sandboxProvider } from './providers/sandbox-provider';

export function culqiConfigured(env: Env = getEnv()): boolean {
  return Boolean(env.CULQI_PUBLIC_KEY && env.CULQI_SECRET_KEY);
}

export function culqiClientFromEnv(env: Env = getEnv()): CulqiClient {
  return new CulqiClient({ secretKey: env.CULQI_SECRET_KEY!, apiBase: env.CULQI_API_BASE, timeoutMs: env.PAYMENTS_CHARGE_TIMEOUT_MS });
}

/** Culqi when both keys are set, else the embedded sandbox. */
export function paymentProviderFromEnv(env: Env = getEnv()): PaymentProvider {
  return culqiConfigured(env) ? culqiProvider(culqiClientFromEnv(env)) : sandboxProvider();
}

/** A claim outlives a charge and its lookup (two provider timeouts) with room to spare. */
export function chargeLeaseMs(env: Env = getEnv()): number {
  return env.PAYMENTS_CHARGE_TIMEOUT_MS * 2 + 15_000;
}

export const paymentsLogger = () => appLogger('payments');

/** Starts sending receipts and agency notices from the outbox; resolves to a stop function for shutdown. */
export async function startPaymentsRuntime(): Promise<{ stop(): Promise<void> }> {
  const env = getEnv();
  const logger = paymentsLogger();
  const worker = new OutboxWorker<PaymentLink>({
    db: getDb,
    queue: paymentOutboxQueue,
    deliverers: paymentNoticeDeliverers(env, getDb),
    logger,
    maxAttempts: env.LEADS_DELIVERY_MAX_ATTEMPTS,
    baseDelayMs: env.LEADS_DELIVERY_BASE_DELAY_MS,
  });
  worker.start();
  logger.info({ provider: culqiConfigured(env) ? 'culqi' : 'sandbox' }, 'payments started');
  return { stop: () => worker.stop() };
}
