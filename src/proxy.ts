/** Resolves the locale from the URL prefix (Spanish bare, English under /en). */
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Skip API routes, Next internals, the socket and files with an extension.
  matcher: ['/((?!api|_next|_vercel|socket\\.io|.*\\..*).*)'],
};
