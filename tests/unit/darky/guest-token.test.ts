/** Guest tokens: signed, expiring, and refused with a reason when missing, forged or expired. */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/guest/generate-token/route';
import { GuestTokenError, issueGuestToken, verifyGuestToken } from '@/features/darky/server/guest-token';

async function failureOf(token: unknown): Promise<string> {
  try {
    await verifyGuestToken(token);
    return 'accepted';
  } catch (error) {
    return error instanceof GuestTokenError ? error.code : 'other error';
  }
}

describe('guest tokens', () => {
  it('POST /api/guest/generate-token answers a token whose subject is a new guest id', async () => {
    const response = await POST();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token } = (await response.json()) as { token: string };
    expect(await verifyGuestToken(token)).toMatch(/^[0-9a-f-]{36}$/);
    const second = (await (await POST()).json()) as { token: string };
    expect(await verifyGuestToken(second.token)).not.toBe(await verifyGuestToken(token));
  });

  it('refuses a missing, forged or expired token with its reason', async () => {
    expect(await failureOf(undefined)).toBe('token-missing');
    expect(await failureOf('')).toBe('token-missing');
    expect(await failureOf('not-a-jwt')).toBe('token-invalid');
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('intruder').setIssuer('darko-digital').setAudience('darky-guest').setExpirationTime('1h').sign(new TextEncoder().encode('another secret'));
    expect(await failureOf(forged)).toBe('token-invalid');
    const { token } = await issueGuestToken(new Date(Date.now() - 2 * 60 * 60 * 1000), 60);
    expect(await failureOf(token)).toBe('token-expired');
  });

  it('refuses a token whose signature was tampered with', async () => {
    const { token } = await issueGuestToken();
    const [header, payload] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    expect(await failureOf(`${header}.${otherPayload}.${token.split('.')[2]}`)).toBe('token-invalid');
  });
});
