/** Cheap signals that a submission is not a person's, and the same-origin rule of the HTTP entry points. */

import type { HeaderReader } from '@/server/http/header-reader';
import { HONEYPOT_FIELD } from '../form-state';

export { HONEYPOT_FIELD };

/**
 * True when the submission looks automated: the honeypot has a value, or the form came back sooner
 * than a person can fill it. `startedAt` (epoch ms, set by the form's script) is absent without JavaScript.
 */
export function looksAutomated(input: { honeypot?: unknown; startedAt?: unknown; now?: number; minFillMs: number }): boolean {
  if (typeof input.honeypot === 'string' && input.honeypot.trim() !== '') return true;
  const startedAt = typeof input.startedAt === 'string' ? Number(input.startedAt) : input.startedAt;
  if (typeof startedAt === 'number' && Number.isFinite(startedAt) && startedAt > 0) {
    const elapsed = (input.now ?? Date.now()) - startedAt;
    if (elapsed < input.minFillMs) return true;
  }
  return false;
}

/**
 * A browser request from another site is refused. Browsers send Origin on every POST and
 * Sec-Fetch-Site on modern ones; clients that send neither (server-to-server, scripts) are not a
 * cross-site forgery risk and pass.
 */
export function isSameOrigin(headers: HeaderReader, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') return false;
  const origin = headers.get('origin');
  if (!origin) return true;
  if (origin === 'null') return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  if (host && originHost === host) return true;
  return allowedOrigins.some((allowed) => {
    try {
      return new URL(allowed).origin === new URL(origin).origin;
    } catch {
      return false;
    }
  });
}
