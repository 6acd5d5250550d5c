/** Which delivery channels the outbox feeds, from the configuration (CRM, webhook, email). */
import 'server-only';
import { getEnv, type Env } from '@/config/env';

export const deliveryChannels = ['hubspot', 'webhook', 'email'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export function webhookSecret(env: Env = getEnv()): string | undefined {
  return env.LEADS_WEBHOOK_SECRET ?? env.APP_SECRET;
}

/** A channel is enabled only when everything it needs is configured (a webhook needs a secret to sign with). */
export function enabledChannels(env: Env = getEnv()): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (env.HUBSPOT_PORTAL_ID) channels.push('hubspot');
  if (env.LEADS_WEBHOOK_URL && webhookSecret(env)) channels.push('webhook');
  if (env.SMTP_URL && env.LEADS_MAIL_TO) channels.push('email');
  return channels;
}
