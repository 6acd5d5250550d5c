/** Issues and verifies Darky's guest tokens: HS256 JWTs whose subject is the guest id. */
import { randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { getEnv } from '@/config/env';

export const GUEST_TOKEN_TTL_SECONDS = 24 * 60 * 60;
const ISSUER = 'darko-digital';
const AUDIENCE = 'darky-guest';

/**
 * The route handler (Next's bundle) and the socket server (the custom server's bundle) hold two copies of this
 * module in one process, so the per-process random secret lives on globalThis where both find it.
 * Several processes must share APP_SECRET (always set it together with REDIS_URL).
 */
const SECRET_KEY = Symbol.for('darko.darky.guestTokenSecret');

function signingKey(): Uint8Array {
  const configured = getEnv().APP_SECRET;
  if (configured) return new TextEncoder().encode(configured);
  const holder = globalThis as unknown as Record<symbol, Uint8Array | undefined>;
  holder[SECRET_KEY] ??= new Uint8Array(randomBytes(32));
  return holder[SECRET_KEY];
}

export interface IssuedGuestToken {
  token: string;
  guestId: string;
  expiresAt: number;
}

export async function issueGuestToken(now: Date = new Date(), ttlSeconds = GUEST_TOKEN_TTL_SECONDS): Promise<IssuedGuestToken> {
  const guestId = randomUUID();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(guestId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(signingKey());
  return { token, guestId, expiresAt: (issuedAt + ttlSeconds) * 1000 };
}

export type GuestTokenFailure = 'token-missing' | 'token-expired' | 'token-invalid';

export class GuestTokenError extends Error {
  constructor(readonly code: GuestTokenFailure) {
    super(
      code === 'token-missing'
        ? 'A guest token is required: POST /api/guest/generate-token first'
        : code === 'token-expired'
          ? 'The guest token has expired: request a new one'
          : 'The guest token is not valid',
    );
    this.name = 'GuestTokenError';
  }
}

/** Returns the guest id of a valid token; throws GuestTokenError with a machine-readable code otherwise. */
export async function verifyGuestToken(token: unknown): Promise<string> {
  if (typeof token !== 'string' || token.length === 0) throw new GuestTokenError('token-missing');
  try {
    const { payload } = await jwtVerify(token, signingKey(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new GuestTokenError('token-invalid');
    return payload.sub;
  } catch (error) {
    if (error instanceof GuestTokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new GuestTokenError('token-expired');
    throw new GuestTokenError('token-invalid');
  }
}
