/**
 * Background side of the lead pipeline in the site's process: opens (and migrates) the database,
 * then runs the outbox worker with the channels the configuration enables.
 */
import 'server-only';
import { getEnv, type Env } from '@/config/env';
import { getDb } from '@/server/db';
import { emailDeliverer } from './channels/email';
import type { LeadDeliverer } from './lead-outbox';
import { hubspotDeliverer } from './channels/hubspot';
import { webhookDeliverer } from './channels/webhook';
import { enabledChannels, webhookSecret, type DeliveryChannel } from './delivery-channels';
import { leadsLogger } from './logger';
import { OutboxWorker } from '@/server/outbox/outbox-worker';
import { leadOutboxQueue } from './lead-outbox';

export function deliverersFromEnv(env: Env = getEnv()): Partial<Record<DeliveryChannel, LeadDeliverer>> {
  const deliverers: Partial<Record<DeliveryChannel, LeadDeliverer>> = {};
  for (const channel of enabledChannels(env)) {
    if (channel === 'hubspot') deliverers.hubspot = hubspotDeliverer(env);
    if (channel === 'webhook') deliverers.webhook = webhookDeliverer(env.LEADS_WEBHOOK_URL!, webhookSecret(env)!);
    if (channel === 'email') deliverers.email = emailDeliverer({ smtpUrl: env.SMTP_URL!, to: env.LEADS_MAIL_TO!, from: env.LEADS_MAIL_FROM });
  }
  return deliverers;
}

/** Migrates the database and starts delivering leads; resolves to a stop function for shutdown. */
export async function startLeadsRuntime(): Promise<{ stop(): Promise<void> }> {
  const env = getEnv();
  const logger = leadsLogger();
  await getDb();
  if (env.LEADS_WEBHOOK_URL && !webhookSecret(env)) {
    logger.error('LEADS_WEBHOOK_URL is set but neither LEADS_WEBHOOK_SECRET nor APP_SECRET: webhook delivery is off');
  }
  const deliverers = deliverersFromEnv(env);
  const worker = new OutboxWorker({
    db: getDb,
    queue: leadOutboxQueue,
    deliverers,
    logger,
    maxAttempts: env.LEADS_DELIVERY_MAX_ATTEMPTS,
    baseDelayMs: env.LEADS_DELIVERY_BASE_DELAY_MS,
  });
  worker.start();
  logger.info({ channels: Object.keys(deliverers) }, 'lead outbox started');
  return { stop: () => worker.stop() };
}
