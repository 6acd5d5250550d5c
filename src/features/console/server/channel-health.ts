/**
 * One truthful state per delivery channel (issue 26): whether it is configured (from the environment, read once by
 * src/config/env.ts), and what its outbox holds. A channel that is not configured says so and what would enable it,
 * even while old rows still wait in its queue.
 */
import 'server-only';
import { getEnv, type Env } from '@/config/env';
import { enabledChannels, webhookSecret } from '@/features/leads/server';
import type { ChannelBacklog, FailingChannel, OutboxQueueName } from './deliveries';

export type ChannelState = 'off' | 'failing' | 'dead' | 'pending' | 'ok' | 'idle';

export interface ChannelHealth {
  queue: OutboxQueueName;
  channel: string;
  configured: boolean;
  state: ChannelState;
  backlog: ChannelBacklog | undefined;
}

const KNOWN: Array<{ queue: OutboxQueueName; channel: string; configured: (env: Env) => boolean }> = [
  { queue: 'leads', channel: 'hubspot', configured: (env) => enabledChannels(env).includes('hubspot') },
  { queue: 'leads', channel: 'webhook', configured: (env) => enabledChannels(env).includes('webhook') },
  { queue: 'leads', channel: 'email', configured: (env) => enabledChannels(env).includes('email') },
  { queue: 'payments', channel: 'client_receipt', configured: (env) => Boolean(env.SMTP_URL) },
  { queue: 'payments', channel: 'agency_notice', configured: (env) => Boolean(env.SMTP_URL && (env.PAYMENTS_NOTICE_TO ?? env.LEADS_MAIL_TO)) },
  { queue: 'wait-notices', channel: 'email', configured: (env) => Boolean(env.SMTP_URL && (env.HANDOFF_NOTICE_TO ?? env.LEADS_MAIL_TO)) },
  { queue: 'wait-notices', channel: 'webhook', configured: (env) => Boolean(env.HANDOFF_NOTICE_WEBHOOK_URL && webhookSecret(env)) },
];

export function channelHealth(backlog: ChannelBacklog[], failing: FailingChannel[], env: Env = getEnv()): ChannelHealth[] {
  const rows = KNOWN.map(({ queue, channel, configured }) => ({ queue, channel, configured: configured(env) }));
  // A channel seen in an outbox but unknown here (renamed, removed) is still shown, as not configured.
  for (const b of backlog)
    if (!rows.some((r) => r.queue === b.queue && r.channel === b.channel)) rows.push({ queue: b.queue, channel: b.channel, configured: false });
  return rows.map((row) => {
    const found = backlog.find((b) => b.queue === row.queue && b.channel === row.channel);
    let state: ChannelState;
    if (!row.configured) state = 'off';
    else if (failing.some((f) => f.queue === row.queue && f.channel === row.channel)) state = 'failing';
    else if (found && found.dead > 0) state = 'dead';
    else if (found && found.pending + found.retrying > 0) state = 'pending';
    else if (found && found.delivered > 0) state = 'ok';
    else state = 'idle';
    return { ...row, state, backlog: found };
  });
}
