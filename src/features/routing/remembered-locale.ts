/**
 * The remembered language choice (cookie written when the visitor uses the language switcher or asks
 * Darky to change language) applies only when someone arrives at the home page from outside the site:
 * deep links and in-site navigation always show the language of their URL, so nobody is trapped.
 */
export function rememberedLocaleRedirect(request: {
  pathname: string;
  cookieLocale: string | undefined;
  referer: string | null;
  origin: string;
}): string | null {
  if (request.pathname !== '/' || request.cookieLocale !== 'en') return null;
  const cameFromThisSite = request.referer !== null && request.referer.startsWith(request.origin);
  return cameFromThisSite ? null : '/en';
}

/**
 * Whether a request may be redirected by the remembered choice (the front door, with the cookie naming English):
 * the server's page cache leaves those to the proxy. Read from the raw Cookie header, before Next parses it.
 */
export function mayRedirectToRememberedLocale(pathname: string, cookieHeader: string | undefined): boolean {
  return pathname === '/' && /(?:^|;\s*)NEXT_LOCALE=en(?:;|$)/.test(cookieHeader ?? '');
}
