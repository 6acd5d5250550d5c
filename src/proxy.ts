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
  // Skip API routes, the operator console (one language of its own, chosen in its header), Next internals, the socket,
  // the folders of public/ and the browser's own files (src/app's icons, robots, sitemap). Any other path with a dot
  // ("/ads.txt", "/wp-login.php") is a page path like the rest: given its locale here, it is the site's 404 in that
  // language. (Let through without one, it reached the prerendered home page as a "locale" and answered 500.)
  // A file added at the root of public/ must be listed here.
  matcher: ['/((?!api|admin/|admin$|_next|_vercel|socket\\.io|images/|try-on/|favicon\\.ico$|apple-icon\\.png$|robots\\.txt$|sitemap\\.xml$).*)'],
};
