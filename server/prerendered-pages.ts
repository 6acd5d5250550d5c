/**
 * Prerendered pages served like the hashed assets: the first time Next.js answers a page the build prerendered, its
 * HTML is rewritten once (paint-first) and compressed once (Brotli and gzip, off the event loop), and from then on
 * that page is sent from memory with the headers Next gave it. Before this, every visit of a static page went
 * through Next's router, the streaming paint-first rewrite and a Brotli encoder (docs/benchmarks.md: 13× slower than a
 * plain Node server answering the same bytes).
 *
 * Only requests whose answer cannot depend on the request are taken: GET or HEAD of a prerendered route's exact
 * public path and none of the headers Next varies the answer on (RSC navigation and prefetch). The query is ignored:
 * a prerendered page is the same whatever follows the `?` (utm_*, gclid); pages whose content follows the query are
 * prerendered per value and reached through server/query-variants.ts. The language comes from the path alone and
 * the proxy writes no cookie (src/i18n/routing.ts), so a first visit is served from here too; the one answer that
 * depends on the visitor (the front door's remembered-language redirect) is named by `dependsOnVisitor` and goes to
 * Next. Any answer that is not a 200 HTML page without cookies goes to Next as before.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { requestTarget } from '../src/server/http/request-path';
import { isHtml } from './html-response';
import { acceptedEncodings } from './static-assets';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Request headers on which Next answers a page with something else (its RSC payload): its own Vary list. */
export const RSC_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** Headers of one answer, never of the page: framing, the connection, the date, cookies. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie']);

interface CachedPage {
  headers: OutgoingHttpHeaders;
  etag: string | undefined;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PrerenderedPageCache {
  /** Answers from memory and returns true when the page is cached; false lets the request go on. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Call last before handing the request to Next: keeps a copy of Next's answer when it is a cacheable page. */
  capture(req: IncomingMessage, res: ServerResponse): void;
  /** Forgets every page (the content changed): each is captured again from Next's next answer. */
  clear(): void;
  /** Pages held (tests, logs). */
  readonly size: number;
}

/** The public path of a prerendered route: the default locale's pages live at bare paths ('/es/nosotros' -> '/nosotros'). */
export function publicPathOf(route: string, defaultLocale: string): string {
  if (route === `/${defaultLocale}`) return '/';
  if (route.startsWith(`/${defaultLocale}/`)) return route.slice(defaultLocale.length + 1);
  return route;
}

export function createPrerenderedPageCache(options: {
  /** Routes the build prerendered and that never regenerate at run time. */
  routes: Iterable<string>;
  defaultLocale: string;
  /** The rewrite every page gets before it is sent (paint-first). */
  rewrite: (html: Buffer) => Buffer;
  /** True when this visitor may get another answer at this path (the front door's remembered language). */
  dependsOnVisitor?: (req: IncomingMessage, path: string) => boolean;
  onError?: (error: unknown) => void;
  /** A page is held from now on (its request path). */
  onCached?: (path: string) => void;
  /**
   * The Content-Security-Policy of a held copy, from its own HTML (the page may have been rendered after a publish,
   * with other inline scripts than the build's). Without it the copy is sent with the request's policy.
   */
  policyFor?: (path: string, html: Buffer) => string;
}): PrerenderedPageCache {
  // Request paths as browsers send them (percent-encoded), so a lookup is one exact match.
  const cacheable = new Set<string>();
  for (const route of options.routes) cacheable.add(encodeURI(publicPathOf(route, options.defaultLocale)));
  const pages = new Map<string, CachedPage>();
  const capturing = new Set<string>();
  // Bumped by clear(): a capture that started before it belongs to the old content and is not kept.
  let generation = 0;

  function cacheablePath(req: IncomingMessage): string | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const { pathname } = requestTarget(req);
    if (!cacheable.has(pathname)) return undefined;
    for (const name of RSC_REQUEST_HEADERS) if (req.headers[name] !== undefined) return undefined;
    if (options.dependsOnVisitor?.(req, pathname)) return undefined;
    return pathname;
  }

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const path = cacheablePath(req);
    const page = path === undefined ? undefined : pages.get(path);
    if (!page) return false;
    for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) res.setHeader(name, value);
    if (page.etag && req.headers['if-none-match'] === page.etag) {
      res.writeHead(304);
      res.end();
      return true;
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const [encoding, body] = accepted.has('br') ? ['br', page.br] : accepted.has('gzip') ? ['gzip', page.gzip] : [undefined, page.identity];
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  async function store(path: string, headers: OutgoingHttpHeaders, raw: Buffer, capturedIn: number): Promise<void> {
    const identity = options.rewrite(raw);
    if (options.policyFor) headers = { ...headers, 'content-security-policy': options.policyFor(path, identity) };
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipped(identity, { level: 9 }),
    ]);
    const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
    if (capturedIn !== generation) return;
    pages.set(path, { headers: { ...headers, vary }, etag, identity, br, gzip: gz });
    options.onCached?.(path);
  }

  /** A page request (GET or HEAD of a document, not an RSC payload): its path, else undefined. */
  function pageRequestPath(req: IncomingMessage): string | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    for (const name of RSC_REQUEST_HEADERS) if (req.headers[name] !== undefined) return undefined;
    return requestTarget(req).pathname;
  }

  function capture(req: IncomingMessage, res: ServerResponse): void {
    const requestPath = pageRequestPath(req);
    if (requestPath === undefined) return;
    const path = req.method === 'GET' ? cacheablePath(req) : undefined;
    const keepCopy = path !== undefined && !pages.has(path) && !capturing.has(path);
    if (!keepCopy && !options.policyFor) return;
    if (keepCopy) capturing.add(path);
    const capturedIn = generation;
    // Headers our own steps set before Next (security, request id) are per request: the copy keeps only Next's.
    const ours = new Set(res.getHeaderNames());
    let headers: OutgoingHttpHeaders | undefined;
    // Decided when Next starts its answer: a page from Next's page cache (it says so in x-nextjs-cache) is held whole
    // and sent with the policy of its own HTML. After a publish Next renders such a page anew (its inline scripts are
    // no longer the build's) and may give one render to several visitors at once, each with another nonce; held
    // pages come whole from that cache, so nothing that streams is held.
    let hold: boolean | undefined;
    let heldHead: unknown[] | undefined;
    const chunks: Buffer[] = [];
    const callbacks: Array<() => void> = [];
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;

    let decided = false;
    const snapshot = (args: unknown[]) => {
      if (decided) return;
      decided = true;
      const given = args.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined;
      headers = {};
      for (const [name, value] of Object.entries({ ...res.getHeaders(), ...given })) {
        const key = name.toLowerCase();
        if (!ours.has(key) && !PER_RESPONSE_HEADERS.has(key)) headers[key] = value;
      }
      if (given && Object.keys(given).some((name) => name.toLowerCase() === 'set-cookie')) headers = undefined;
      hold = options.policyFor !== undefined && headers !== undefined && headers['x-nextjs-cache'] !== undefined;
    };
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    const callbackOf = (...args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');

    res.writeHead = function writeHeadForPageCache(this: ServerResponse, ...args: unknown[]) {
      snapshot(args);
      if (hold) {
        heldHead = args;
        return this;
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    res.write = function writeForPageCache(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
      snapshot([]);
      keep(chunk, encoding);
      if (hold) {
        const done = callbackOf(encoding, callback);
        if (done) callbacks.push(done);
        return true;
      }
      return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, callback);
    } as ServerResponse['write'];
    res.end = function endForPageCache(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      snapshot([]);
      keep(chunk, encoding);
      if (!hold) return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
      const body = Buffer.concat(chunks);
      const status = typeof heldHead?.[0] === 'number' ? heldHead[0] : res.statusCode;
      if (status === 200 && isHtml(headers?.['content-type']) && body.length > 0) {
        res.setHeader('content-security-policy', options.policyFor!(requestPath, body));
      }
      // The transforms beneath (paint-first, compression) call res.writeHead themselves once they send: they must
      // reach the real one now, not this holder.
      res.writeHead = writeHead;
      res.write = write;
      res.end = end;
      if (heldHead) (writeHead as (...a: unknown[]) => ServerResponse).apply(this, heldHead);
      const done = callbackOf(chunk, encoding, callback);
      return (end as (...a: unknown[]) => ServerResponse).call(this, body, () => {
        for (const held of callbacks) held();
        done?.();
      });
    } as ServerResponse['end'];

    if (!keepCopy) return;
    res.once('close', () => {
      const complete = res.writableFinished && res.statusCode === 200 && !res.hasHeader('set-cookie');
      const pageHeaders = headers;
      if (!complete || !pageHeaders || !isHtml(pageHeaders['content-type'])) {
        capturing.delete(path);
        return;
      }
      store(path, pageHeaders, Buffer.concat(chunks), capturedIn)
        .catch((error: unknown) => options.onError?.(error))
        .finally(() => capturing.delete(path));
    });
  }

  return {
    serve,
    capture,
    clear() {
      generation += 1;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
