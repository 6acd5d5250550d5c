/**
 * Operator passwords: the policy (checked by the CLI before anything is stored) and the hash, scrypt through
 * node:crypto in better-auth's own format (`salt:key`, N=16384 r=16 p=1, 64 bytes), compared in constant time.
 */
import 'server-only';
import { scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword as libraryHash } from 'better-auth/crypto';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Why a password is refused, or undefined when it is acceptable. Length is what counts (NIST SP 800-63B). */
export function passwordProblem(password: string, email?: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `the password must have at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `the password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  if (new Set(password).size < 4) return 'the password repeats too few different characters';
  if (email && password.toLowerCase().includes(email.toLowerCase().split('@')[0]!) && email.split('@')[0]!.length >= 4) {
    return 'the password must not contain the e-mail name';
  }
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return libraryHash(password);
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = hash.split(':');
  if (!salt || !key || !/^[0-9a-f]+$/.test(key)) return false;
  const expected = Buffer.from(key, 'hex');
  const derived = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, expected.length, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 }, (error, derivedKey) =>
      error ? reject(error) : resolve(derivedKey),
    ),
  );
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}
