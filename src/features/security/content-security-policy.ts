/**
 * Builds the Content-Security-Policy of a response. Scripts run only from our origin, from inline blocks
 * whose sha256 hash was taken from the prerendered page, or carrying the per-request nonce Next.js stamps
 * on dynamically rendered pages: never 'unsafe-inline'.
 */
import { CSP_REPORT_PATH } from './csp-violation-report';
import type { DirectiveSources } from './third-party-origins';

export interface CspOptions {
  /** 'sha256-…' sources of the inline scripts of the prerendered page being served (without quotes). */
  scriptHashes?: readonly string[];
  /** Base64 nonce Next.js puts on its inline scripts when it renders the page for this request. */
  nonce?: string;
  /** Canonical origin of the site (SITE_URL): its WebSocket twin is allowed for Darky's socket. */
  siteOrigin: string;
  /** Sources of the configured third-party tags (see third-party-origins.ts). */
  thirdParty?: DirectiveSources;
  /** Development: React and the reloader need eval and a WebSocket to any local host. */
  development?: boolean;
}

const NONCE_PATTERN = /^[A-Za-z0-9+/_-]+={0,2}$/;
const HASH_PATTERN = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** ws://host for http://host, wss://host for https://host: 'self' covers it in CSP3 browsers, older Safari needs it spelt out. */
export function webSocketOrigin(siteOrigin: string): string {
  const url = new URL(siteOrigin);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

export function buildContentSecurityPolicy(options: CspOptions): string {
  const { scriptHashes = [], nonce, siteOrigin, thirdParty = {}, development = false } = options;
  for (const hash of scriptHashes) if (!HASH_PATTERN.test(hash)) throw new Error(`Not a CSP hash source: ${hash}`);
  if (nonce !== undefined && !NONCE_PATTERN.test(nonce)) throw new Error('Not a CSP nonce');
  const https = new URL(siteOrigin).protocol === 'https:';

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...scriptHashes.map((hash) => `'${hash}'`),
        ...(nonce ? [`'nonce-${nonce}'`] : []),
        ...(development ? ["'unsafe-eval'"] : []),
        ...(thirdParty['script-src'] ?? []),
      ],
    ],
    // Inline style attributes come from React props (transforms, progress widths, Darky's animation): hashing
    // attributes would need 'unsafe-hashes' per value, and styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'", ...(thirdParty['style-src'] ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(thirdParty['img-src'] ?? [])]],
    ['font-src', ["'self'", 'data:', ...(thirdParty['font-src'] ?? [])]],
    ['connect-src', ["'self'", webSocketOrigin(siteOrigin), ...(development ? ['ws:', 'wss:'] : []), ...(thirdParty['connect-src'] ?? [])]],
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", ...(thirdParty['frame-src'] ?? [])]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(https && !development ? ([['upgrade-insecure-requests', []]] as Array<[string, string[]]>) : []),
    // Violations are reported to the site (csp-report-endpoint.ts). report-uri, not report-to: every current browser
    // sends it at once, while Chromium ignores report-uri once report-to is present and its Reporting API delivered
    // nothing within 100 s here (docs/security.md).
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
