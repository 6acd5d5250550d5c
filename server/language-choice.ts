/**
 * Remembers a language chosen before the page's scripts ran. The switcher writes NEXT_LOCALE in the browser once the
 * page has hydrated (next-intl's Link); a visitor who taps it sooner follows its plain link, and the only in-site
 * links between the two languages are the switcher's. So a document request arriving from this site's page in the
 * other language is that choice: its answer (from memory or from Next) carries the cookie. Every other request is
 * left alone, so pages stay the same for everyone (server/prerendered-pages.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestPath } from '../src/server/http/request-path';

const localeOf = (pathname: string) => (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es');

export function createLanguageChoiceStep(options: { cookieName: string; maxAgeS: number; secure: boolean }) {
  const attributes = `; Path=/; Max-Age=${options.maxAgeS}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return function rememberLanguageChoice(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET' || req.headers['sec-fetch-dest'] !== 'document' || req.headers['sec-fetch-site'] !== 'same-origin') return;
    const referer = req.headers.referer;
    if (!referer) return;
    let from: URL;
    try {
      from = new URL(referer);
    } catch {
      return;
    }
    if (from.host !== req.headers.host) return;
    const locale = localeOf(requestPath(req));
    if (localeOf(from.pathname) === locale) return;
    res.setHeader('Set-Cookie', `${options.cookieName}=${locale}${attributes}`);
  };
}
