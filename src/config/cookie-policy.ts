/**
 * Cookie attributes the site's own cookies share. Both of them (the remembered language and the consent
 * answer) are also written by browser code, so they cannot be HttpOnly: a script cannot overwrite an
 * HttpOnly cookie. They carry no secret; SameSite=Lax keeps them off cross-site subrequests and Secure
 * keeps them off plain HTTP wherever the site is served over HTTPS.
 */

/** `{ secure: true }` when this page was loaded over HTTPS, else nothing (an explicit false would still print "secure"). */
export function secureWhenHttps(protocol: string | undefined): { secure?: true } {
  return protocol === 'https:' ? { secure: true } : {};
}

/** For cookie configuration evaluated both on the server (no window) and in the browser. */
export function browserCookieSecurity(): { secure?: true } {
  return secureWhenHttps(typeof window === 'undefined' ? undefined : window.location.protocol);
}

/** Written by the consent banner; named here so the server-side cookie policy knows it. */
export const CONSENT_COOKIE = 'cookie_consent';

export interface SetCookiePolicy {
  /** Add Secure: the site is served over HTTPS (a Secure cookie set over plain HTTP is dropped by browsers). */
  secure: boolean;
  /** Cookies browser code must also write (so they cannot be HttpOnly). */
  browserWritable: ReadonlySet<string>;
}

function hasAttribute(cookie: string, attribute: string): boolean {
  return new RegExp(`;\\s*${attribute}\\s*(=|;|$)`, 'i').test(cookie);
}

/** Completes one Set-Cookie value: SameSite=Lax when absent, Secure on HTTPS, HttpOnly unless browser code writes it. */
export function hardenSetCookie(cookie: string, policy: SetCookiePolicy): string {
  const name = cookie.slice(0, cookie.indexOf('=')).trim();
  let hardened = cookie.replace(/;\s*$/, '');
  if (!hasAttribute(hardened, 'samesite')) hardened += '; SameSite=Lax';
  if (policy.secure && !hasAttribute(hardened, 'secure')) hardened += '; Secure';
  if (!policy.browserWritable.has(name) && !hasAttribute(hardened, 'httponly')) hardened += '; HttpOnly';
  return hardened;
}
