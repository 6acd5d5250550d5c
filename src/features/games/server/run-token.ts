/**
 * Single-use run tokens of the game: the server picks the seed and the start time and signs them, so a score can
 * only be submitted for a run the server started, no sooner than the run could have lasted, and (through the
 * stored run id) once. HMAC-SHA256 with a key derived from APP_SECRET for this purpose only, checked in
 * constant time, like Darky's guest tokens (src/features/darky/server/guest-token.ts).
 */
import 'server-only';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { appSecret } from '@/server/app-secret';
import { MAX_TICKS, TICKS_PER_SECOND } from '../engine/simulation';

/** Long enough for the longest run plus a pause and a nickname; a token is worth nothing after that. */
export const RUN_TOKEN_TTL_MS = (MAX_TICKS / TICKS_PER_SECOND) * 1000 + 20 * 60 * 1000;
const PURPOSE = 'darko-digital/games/run-token/v1';

/** The site's secret (src/server/app-secret.ts: APP_SECRET, else kept in DATA_DIR in production, else one per process). */
function signingKey(): Buffer {
  const secret = appSecret();
  // A key of its own, so a game token can never pass for a guest token or a webhook signature.
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

function sign(payload: string): Buffer {
  return createHmac('sha256', signingKey()).update(payload).digest();
}

export interface RunClaims {
  runId: string;
  seed: number;
  issuedAt: number;
  expiresAt: number;
}

export interface IssuedRun extends RunClaims {
  token: string;
}

export function issueRunToken(now: number = Date.now()): IssuedRun {
  const claims: RunClaims = { runId: randomUUID(), seed: randomInt(0, 2 ** 32) | 0, issuedAt: now, expiresAt: now + RUN_TOKEN_TTL_MS };
  const payload = Buffer.from(JSON.stringify({ r: claims.runId, s: claims.seed, iat: claims.issuedAt, exp: claims.expiresAt })).toString('base64url');
  return { ...claims, token: `${payload}.${sign(payload).toString('base64url')}` };
}

export type RunTokenFailure = 'token-invalid' | 'token-expired';

/** The claims of a genuine, unexpired token, or why it is refused. */
export function verifyRunToken(token: unknown, now: number = Date.now()): { ok: true; claims: RunClaims } | { ok: false; reason: RunTokenFailure } {
  if (typeof token !== 'string' || token.length > 400) return { ok: false, reason: 'token-invalid' };
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length) return { ok: false, reason: 'token-invalid' };
  const expected = sign(payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || given.toString('base64url') !== signed || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'token-invalid' };
  }
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'token-invalid' };
  }
  const { r, s, iat, exp } = raw;
  if (typeof r !== 'string' || !Number.isInteger(s) || !Number.isInteger(iat) || !Number.isInteger(exp)) return { ok: false, reason: 'token-invalid' };
  if ((exp as number) <= now) return { ok: false, reason: 'token-expired' };
  return { ok: true, claims: { runId: r, seed: s as number, issuedAt: iat as number, expiresAt: exp as number } };
}
