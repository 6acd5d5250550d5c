// Run tokens: only the server's signature passes, a changed seed or time is refused, and they expire.
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import { RUN_TOKEN_TTL_MS, issueRunToken, verifyRunToken } from './run-token';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function reencode(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  change(claims);
  return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('run tokens', () => {
  it('verifies a token it issued, returning its run, seed and times', () => {
    const run = issueRunToken(1_000_000);
    expect(verifyRunToken(run.token, 1_000_500)).toEqual({
      ok: true,
      claims: { runId: run.runId, seed: run.seed, issuedAt: 1_000_000, expiresAt: 1_000_000 + RUN_TOKEN_TTL_MS },
    });
  });

  it('refuses a token whose seed or start time was changed, or that is not a token at all', () => {
    const run = issueRunToken();
    expect(verifyRunToken(reencode(run.token, (c) => (c.s = (c.s as number) + 1)))).toEqual({ ok: false, reason: 'token-invalid' });
    expect(verifyRunToken(reencode(run.token, (c) => (c.iat = (c.iat as number) - 600_000)))).toEqual({ ok: false, reason: 'token-invalid' });
    for (const junk of [undefined, '', 'abc', 'a.b.c', `${run.token}x`, 42]) expect(verifyRunToken(junk)).toEqual({ ok: false, reason: 'token-invalid' });
  });

  it('refuses an expired token', () => {
    const run = issueRunToken(0);
    expect(verifyRunToken(run.token, RUN_TOKEN_TTL_MS + 1)).toEqual({ ok: false, reason: 'token-expired' });
  });

  it('refuses a token signed with another APP_SECRET (another deployment, or a forger guessing)', () => {
    process.env.APP_SECRET = 'first-secret-first-secret-first-secret';
    resetEnvCache();
    const run = issueRunToken();
    process.env.APP_SECRET = 'other-secret-other-secret-other-secret';
    resetEnvCache();
    expect(verifyRunToken(run.token)).toEqual({ ok: false, reason: 'token-invalid' });
  });
});
