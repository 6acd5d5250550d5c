/**
 * Applied by the custom server to every request before Next.js sees it: sets the security headers,
 * picks the page's script sources (build hashes for prerendered pages, a fresh nonce for what Next renders
 * now) and completes the attributes of any cookie the server sets.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TagIds } from '@/features/consent/public';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { CONSENT_COOKIE, hardenSetCookie, type SetCookiePolicy } from '@/config/cookie-policy';
import { usesCamera } from '../permissions-policy';
import { buildSecurityHeaders } from '../security-headers';
import { culqiCheckoutSources, isPaymentLinkPage, mergeSources, thirdPartySources } from '../third-party-origins';
import { requestPath } from '@/server/http/request-path';
import { prerenderedRouteFor } from './prerendered-pages';

export interface HttpSecurityOptions {
  production: boolean;
  /** Canonical origin (SITE_URL): decides Secure cookies and the WebSocket source. */
  siteUrl: string;
  tags: TagIds;
  /** From loadPrerenderedScripts(distDir). */
  hashesByRoute: ReadonlyMap<string, readonly string[]>;
  /** Inline scripts the server itself adds to every page it sends (their CSP hash sources). */
  everyPageScriptHashes?: readonly string[];
  /** Culqi's keys are set: its checkout's origins are allowed on payment link pages (and nowhere else). */
  culqiCheckout?: boolean;
}

/**
 * Paths that are no page, so no script sources: the API, Next's assets, the socket, public/'s folders and the browser's
 * own files. The same list the locale proxy skips (src/proxy.ts; tests/unit/proxy-matcher.test.ts holds them equal):
 * any other path with a dot ("/ads.txt") is rendered as the site's 404 page, whose scripts need the nonce.
 */
export const NOT_A_PAGE = /^\/(?:(?:api|_next|_vercel|socket\.io|images|try-on)(?:\/|$)|(?:favicon\.ico|apple-icon\.png|robots\.txt|sitemap\.xml)$)/;

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function hardenCookieValues(value: unknown, policy: SetCookiePolicy): unknown {
  if (typeof value === 'string') return hardenSetCookie(value, policy);
  if (Array.isArray(value)) return value.map((cookie) => (typeof cookie === 'string' ? hardenSetCookie(cookie, policy) : cookie));
  return value;
}

/** Headers can be set up to the moment they are written: complete the cookies there, whoever set them. */
function hardenCookiesAtWriteHead(res: ServerResponse, policy: SetCookiePolicy): void {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithCookiePolicy(this: ServerResponse, ...args: unknown[]) {
    const current = this.getHeader('set-cookie');
    if (current !== undefined) this.setHeader('set-cookie', hardenCookieValues(current, policy) as string[]);
    for (const arg of args) {
      if (Array.isArray(arg)) {
        // Raw form: [name, value, name, value, …]
        for (let i = 0; i + 1 < arg.length; i += 2) {
          if (String(arg[i]).toLowerCase() === 'set-cookie') arg[i + 1] = hardenCookieValues(arg[i + 1], policy);
        }
      } else if (arg && typeof arg === 'object') {
        const headers = arg as OutgoingHttpHeaders;
        for (const name of Object.keys(headers)) {
          if (name.toLowerCase() === 'set-cookie') headers[name] = hardenCookieValues(headers[name], policy) as string[];
        }
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Stands where the request's nonce goes in a cached policy (same shape as a real one: 16 bytes, base64). */
const NONCE_SLOT = 'N0NCE0SL0TN0NCE0SL0TNw==';

interface HeaderTemplate {
  fixed: Array<[string, string]>;
  /** The CSP split around the nonce (one part when the response carries no nonce). */
  csp: string[];
}

export interface HttpSecurity {
  /** Sets the security headers of a request's response (and the nonce Next stamps on what it renders). */
  (req: IncomingMessage, res: ServerResponse): void;
  /**
   * The policy of a page kept in memory and sent to many visitors (server/prerendered-pages.ts): no nonce, and exactly
   * the inline scripts of that copy's HTML, which our own server rendered from validated content.
   */
  cachedPagePolicy(pathname: string, scriptHashes: readonly string[]): string;
}

export function createHttpSecurity(options: HttpSecurityOptions): HttpSecurity {
  const siteOrigin = new URL(options.siteUrl).origin;
  const thirdParty = thirdPartySources(options.tags);
  const cookiePolicy: SetCookiePolicy = {
    secure: siteOrigin.startsWith('https:'),
    browserWritable: new Set([LOCALE_COOKIE, CONSENT_COOKIE]),
  };
  const base = { production: options.production, development: !options.production, siteOrigin, thirdParty };
  const withCulqi = mergeSources(thirdParty, culqiCheckoutSources);

  // Headers differ only by page kind, prerendered route and camera: built once per combination (a bounded set,
  // since only known routes enter the key), then each request just splices in its nonce.
  const templates = new Map<string, HeaderTemplate>();
  function template(pathname: string, page: boolean, route: string | undefined, scriptHashes: readonly string[] | undefined): HeaderTemplate {
    const camera = usesCamera(pathname);
    const culqi = page && options.culqiCheckout === true && isPaymentLinkPage(pathname);
    const key = `${page ? 'page' : 'asset'}|${route ?? ''}|${camera}|${culqi}`;
    let cached = templates.get(key);
    if (!cached) {
      const pageScriptHashes = page ? [...(scriptHashes ?? []), ...(options.everyPageScriptHashes ?? [])] : scriptHashes;
      const headers = buildSecurityHeaders({
        ...base,
        ...(culqi ? { thirdParty: withCulqi } : {}),
        pathname,
        nonce: page ? NONCE_SLOT : undefined,
        scriptHashes: pageScriptHashes,
      });
      const { 'Content-Security-Policy': csp = '', ...fixed } = headers;
      cached = { fixed: Object.entries(fixed), csp: csp.split(NONCE_SLOT) };
      templates.set(key, cached);
    }
    return cached;
  }

  function cachedPagePolicy(pathname: string, scriptHashes: readonly string[]): string {
    const culqi = options.culqiCheckout === true && isPaymentLinkPage(pathname);
    const headers = buildSecurityHeaders({
      ...base,
      ...(culqi ? { thirdParty: withCulqi } : {}),
      pathname,
      scriptHashes: [...new Set([...scriptHashes, ...(options.everyPageScriptHashes ?? [])])],
    });
    return headers['Content-Security-Policy'] ?? '';
  }

  function applySecurity(req: IncomingMessage, res: ServerResponse): void {
    const pathname = requestPath(req);
    const page = !NOT_A_PAGE.test(pathname);
    // Next.js reads the nonce from this request header and stamps it on every script of a page it renders for
    // this request (dynamic pages, form posts, 404s). It is always ours: a client's own value never gets through.
    delete req.headers['content-security-policy-report-only'];
    delete req.headers['content-security-policy'];
    let nonce = '';
    let route: string | undefined;
    let scriptHashes: readonly string[] | undefined;
    if (page) {
      nonce = randomBytes(16).toString('base64');
      req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
      const candidate = prerenderedRouteFor(pathname);
      scriptHashes = options.hashesByRoute.get(candidate);
      if (!scriptHashes) {
        const decoded = decodedPath(candidate);
        scriptHashes = options.hashesByRoute.get(decoded);
        if (scriptHashes) route = decoded;
      } else route = candidate;
    }
    const { fixed, csp } = template(pathname, page, route, scriptHashes);
    res.setHeader('Content-Security-Policy', csp.join(nonce));
    for (const [name, value] of fixed) res.setHeader(name, value);
    hardenCookiesAtWriteHead(res, cookiePolicy);
  }

  return Object.assign(applySecurity, { cachedPagePolicy });
}
