/**
 * Every security header of a response in one place, so the custom server sets them and the tests assert
 * the same values: CSP, HSTS (production), no sniffing, referrer, framing, permissions, opener isolation.
 */
import { buildContentSecurityPolicy, type CspOptions } from './content-security-policy';
import { buildPermissionsPolicy } from './permissions-policy';

/** Two years: browsers (and the HSTS preload list) ask for at least one. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

export interface SecurityHeaderOptions extends CspOptions {
  pathname: string;
  production: boolean;
}

export function buildSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': buildContentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Legacy twin of frame-ancestors 'none' for browsers that predate CSP level 2.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': buildPermissionsPolicy(options.pathname),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // Browsers ignore HSTS received over plain HTTP, so production sends it unconditionally; development never
  // does, so a local https proxy cannot pin localhost.
  if (options.production) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}
