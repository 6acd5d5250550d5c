/**
 * The same-origin rule of every state-changing endpoint: a browser request from another site is refused. Browsers
 * send Origin on every POST and Sec-Fetch-Site on modern ones; clients that send neither (server-to-server, scripts)
 * are not a cross-site forgery risk and pass.
 */
import 'server-only';
import { getEnv } from '@/config/env';
import type { HeaderReader } from './header-reader';

/** True unless the request comes from another site than this one (its Host) or `allowedOrigins` (SITE_URL by default). */
export function isSameOrigin(headers: HeaderReader, allowedOrigins: readonly string[] = [getEnv().SITE_URL]): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') return false;
  const origin = headers.get('origin');
  if (!origin) return true;
  if (origin === 'null') return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (host && originUrl.host === host) return true;
  return allowedOrigins.some((allowed) => {
    try {
      return new URL(allowed).origin === originUrl.origin;
    } catch {
      return false;
    }
  });
}
