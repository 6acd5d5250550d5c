/**
 * Issues and verifies Darky's guest tokens: HS256 JWTs whose subject is the guest id.
 * Signed and checked here with node:crypto, synchronously: through jose (WebCrypto) each sign and verify was a job
 * handed to libuv's thread pool: 0.5-1 ms of the event loop per guest on a busy 2-core machine, for two 5 µs HMACs.
 * Only the one header this module writes is accepted, so no other algorithm (or "none") is ever considered.
 */
import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { appSecret } from '@/server/app-secret';

export const GUEST_TOKEN_TTL_SECONDS = 24 * 60 * 60;
const ISSUER = 'darko-digital';
const AUDIENCE = 'darky-guest';
/** base64url of {"alg":"HS256"}: the header jose wrote before, so tokens already kept by browsers stay valid. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * APP_SECRET, required wherever several processes verify each other's tokens; else a generated secret kept in
 * DATA_DIR (embedded production) or made per process (development, tests): see src/server/app-secret.ts.
 */
function signature(signingInput: string): Buffer {
  return createHmac('sha256', appSecret()).update(signingInput).digest();
}

export interface IssuedGuestToken {
  token: string;
  guestId: string;
  expiresAt: number;
}

export async function issueGuestToken(now: Date = new Date(), ttlSeconds = GUEST_TOKEN_TTL_SECONDS): Promise<IssuedGuestToken> {
  const guestId = randomUUID();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = { sub: guestId, iss: ISSUER, aud: AUDIENCE, iat: issuedAt, exp: issuedAt + ttlSeconds };
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return { token: `${signingInput}.${signature(signingInput).toString('base64url')}`, guestId, expiresAt: claims.exp * 1000 };
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

function claimsOf(encoded: string): Record<string, unknown> | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Returns the guest id of a valid token; throws GuestTokenError with a machine-readable code otherwise. */
export async function verifyGuestToken(token: unknown): Promise<string> {
  if (typeof token !== 'string' || token.length === 0) throw new GuestTokenError('token-missing');
  const [header, payload, signed, ...rest] = token.split('.');
  if (header !== HEADER || !payload || !signed || rest.length) throw new GuestTokenError('token-invalid');
  // The signature in its one canonical spelling, compared in constant time.
  const expected = signature(`${header}.${payload}`);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || given.toString('base64url') !== signed || !timingSafeEqual(given, expected)) {
    throw new GuestTokenError('token-invalid');
  }
  const claims = claimsOf(payload);
  if (!claims || claims.iss !== ISSUER || claims.aud !== AUDIENCE || typeof claims.exp !== 'number') throw new GuestTokenError('token-invalid');
  if (claims.exp <= Math.floor(Date.now() / 1000)) throw new GuestTokenError('token-expired');
  if (typeof claims.sub !== 'string' || claims.sub.length === 0) throw new GuestTokenError('token-invalid');
  return claims.sub;
}
