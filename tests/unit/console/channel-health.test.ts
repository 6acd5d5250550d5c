/** One truthful state per delivery channel: not configured says so even with old rows waiting; then failing, dead, pending, ok. */
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '@/config/env';

vi.mock('server-only', () => ({}));
const { channelHealth } = await import('@/features/console/server/channel-health');

const backlog = (channel: string, counts: Partial<{ pending: number; retrying: number; dead: number; delivered: number }>) => ({
  queue: 'leads' as const,
  channel,
  pending: 0,
  retrying: 0,
  dead: 0,
  delivered: 0,
  oldestPendingAt: null,
  ...counts,
});

describe('channelHealth', () => {
  it('says "not configured" for a channel without its settings, whatever waits in its queue', () => {
    const env = { HUBSPOT_PORTAL_ID: 'portal', SMTP_URL: undefined, LEADS_MAIL_TO: undefined } as unknown as Env;
    const states = channelHealth([backlog('hubspot', { delivered: 3 }), backlog('email', { pending: 1 })], [], env);
    expect(Object.fromEntries(states.map((s) => [`${s.queue}/${s.channel}`, s.state]))).toEqual({
      'leads/hubspot': 'ok',
      'leads/webhook': 'off',
      'leads/email': 'off',
      'payments/client_receipt': 'off',
      'payments/agency_notice': 'off',
      'wait-notices/email': 'off',
      'wait-notices/webhook': 'off',
    });
  });

  it('orders the problems: failing, then dead letters, then pending', () => {
    const env = { HUBSPOT_PORTAL_ID: 'portal', SMTP_URL: 'smtp://x', LEADS_MAIL_TO: 'team@x.pe' } as unknown as Env;
    const states = channelHealth(
      [backlog('hubspot', { dead: 1, pending: 2 }), backlog('email', { pending: 1 })],
      [{ queue: 'leads', channel: 'hubspot', failedTries: 3, lastError: 'down' }],
      env,
    );
    expect(states.find((s) => s.channel === 'hubspot')!.state).toBe('failing');
    expect(states.find((s) => s.channel === 'email')!.state).toBe('pending');
    expect(states.find((s) => s.channel === 'agency_notice')!.state).toBe('idle');
    expect(channelHealth([backlog('hubspot', { dead: 1 })], [], env).find((s) => s.channel === 'hubspot')!.state).toBe('dead');
  });

  it('the wait notices have their own settings: their own mailbox (else the leads one) and their own webhook', () => {
    const env = { SMTP_URL: 'smtp://x', LEADS_MAIL_TO: 'team@x.pe', LEADS_WEBHOOK_URL: 'https://hooks.x.pe/leads', APP_SECRET: 's' } as unknown as Env;
    const of = (states: ReturnType<typeof channelHealth>) =>
      Object.fromEntries(states.filter((s) => s.queue === 'wait-notices').map((s) => [s.channel, s.state]));
    // The leads' webhook does not carry wait notices: off until HANDOFF_NOTICE_WEBHOOK_URL.
    expect(of(channelHealth([], [], env))).toEqual({ email: 'idle', webhook: 'off' });
    const withHook = { ...env, HANDOFF_NOTICE_WEBHOOK_URL: 'https://hooks.x.pe/handoff' } as unknown as Env;
    const waiting = { ...backlog('webhook', { dead: 1 }), queue: 'wait-notices' as const };
    expect(of(channelHealth([waiting], [], withHook))).toEqual({ email: 'idle', webhook: 'dead' });
    expect(of(channelHealth([], [], { ...env, SMTP_URL: undefined } as unknown as Env))).toEqual({ email: 'off', webhook: 'off' });
  });
});
