/**
 * Resolves the locale from the URL prefix (Spanish bare, English under /en) and honours a
 * remembered language choice at the front door only.
 */
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, routing } from './i18n/routing';
import { rememberedLocaleRedirect } from './features/routing/remembered-locale';

const handleI18n = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const target = rememberedLocaleRedirect({
    pathname: request.nextUrl.pathname,
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    referer: request.headers.get('referer'),
    origin: request.nextUrl.origin,
  });
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 307);
  }
  return handleI18n(request);
}

export const config = {
  // Skip API routes, the operator console (one language of its own, chosen in its header), Next internals, the socket
  // and files with an extension.
  matcher: ['/((?!api|admin/|admin$|_next|_vercel|socket\\.io|.*\\..*).*)'],
};
