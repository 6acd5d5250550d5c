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
    expect(Object.fromEntries(states.map((s) => [s.channel, s.state]))).toEqual({
      hubspot: 'ok',
      webhook: 'off',
      email: 'off',
      client_receipt: 'off',
      agency_notice: 'off',
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
});
