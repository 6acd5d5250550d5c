/**
 * Paint first, then hydrate. Next.js puts its bootstrap scripts in the <head> as `<script async>`: a browser runs
 * each one the moment it arrives, and on a fast connection they all arrive (about 145 kB Brotli) before the CSS has
 * let the page paint, so a phone spends its first ~600 ms evaluating React and hydrating while the visitor looks at a
 * blank screen. Here those tags become low-priority preloads (the download still starts as early as before) and one
 * small inline script adds them back as async scripts once the first frame has been painted. On a slow connection
 * nothing changes: the scripts arrive after the paint anyway.
 *
 * The rewrite touches the <head> of HTML responses only, as it streams; everything else passes through untouched.
 * The loader is allowed by its CSP hash (PAINT_FIRST_LOADER_HASH), the scripts it adds by 'self'.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { parseAttributes, scriptHashSource } from '../src/features/security/server/inline-script-hashes';

/** Marks the preloads the loader turns back into scripts. */
const MARKER = 'data-after-paint';

/**
 * Runs in the browser: boots once the first contentful paint has happened (the Paint Timing entry), so the visitor
 * sees the page before the main thread is given to React. The first frame is not enough: while the body font is in
 * its block period that frame paints no text, and the load event can come before the paint too. A page in the
 * background gets no paint, so it boots at once (or when it is hidden before painting); where Paint Timing is
 * missing, the next frame stands in; and three seconds after the load event it boots whatever happened.
 * The src is copied as written (a path, not the resolved URL): Turbopack's runtime finds its chunks' script
 * elements by that attribute.
 */
export const PAINT_FIRST_LOADER =
  '(function(){var booted=false;function boot(){if(booted)return;booted=true;document.querySelectorAll("link[' +
  MARKER +
  ']").forEach(function(link){var script=document.createElement("script");script.src=link.getAttribute("href");script.async=true;document.head.appendChild(script)})}' +
  'function soon(){setTimeout(boot,0)}' +
  'function ifHidden(){if(document.visibilityState!=="visible")boot()}' +
  'ifHidden();if(booted)return;' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'if(types.indexOf("paint")<0)return requestAnimationFrame(soon);' +
  'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon()}}).observe({type:"paint",buffered:true});' +
  'document.addEventListener("visibilitychange",ifHidden);' +
  'addEventListener("load",function(){setTimeout(boot,3000)})})()';

/** The loader's CSP source, for script-src. */
export const PAINT_FIRST_LOADER_HASH = scriptHashSource(PAINT_FIRST_LOADER);

const SCRIPT_ELEMENT = /<script\b([^>]*)><\/script>/gi;
const ERROR_SHELL = /<html\b[^>]*\sid="__next_error__"/;
/** Attributes a bootstrap tag may carry; a tag with any other (integrity, crossorigin, type...) is left as it is. */
const BOOTSTRAP_ATTRIBUTES = new Set(['src', 'async', 'nonce']);

function bootstrapSource(attributeSource: string): string | undefined {
  const attributes = parseAttributes(attributeSource);
  const src = attributes.get('src');
  if (!src || !attributes.has('async') || [...attributes.keys()].some((name) => !BOOTSTRAP_ATTRIBUTES.has(name))) return undefined;
  return src;
}

/**
 * Rewrites a document's head: each `<script src async>` becomes a low-priority preload, and the loader goes at the
 * end of the head. A head without such scripts comes back unchanged.
 */
export function deferBootstrapScripts(head: string): string {
  // Next's error shell (a 404 on a dynamic route) has nothing to paint until the scripts render the page: the loader
  // would wait for a paint that never comes, so it boots as Next wrote it.
  if (ERROR_SHELL.test(head)) return head;
  let deferred = 0;
  const rewritten = head.replace(SCRIPT_ELEMENT, (tag, attributes: string) => {
    const src = bootstrapSource(attributes);
    if (src === undefined) return tag;
    deferred += 1;
    return `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${MARKER}=""/>`;
  });
  return deferred === 0 ? head : `${rewritten}<script>${PAINT_FIRST_LOADER}</script>`;
}

/** A head longer than this is not a page we rendered: pass it through rather than hold it in memory. */
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = Buffer.from('</head>');

type WriteCallback = (error?: Error | null) => void;

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
}

function headerValue(headers: unknown, name: string): unknown {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  if (headers && typeof headers === 'object') {
    for (const [key, value] of Object.entries(headers as OutgoingHttpHeaders)) if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

function withoutContentLength(headers: unknown): unknown {
  if (Array.isArray(headers)) {
    const kept: unknown[] = [];
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() !== 'content-length') kept.push(headers[i], headers[i + 1]);
    return kept;
  }
  if (headers && typeof headers === 'object') {
    return Object.fromEntries(Object.entries(headers as OutgoingHttpHeaders).filter(([key]) => key.toLowerCase() !== 'content-length'));
  }
  return headers;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Makes the HTML response of a GET request go out with its bootstrap deferred (deferBootstrapScripts). Call it
 * after any middleware that wraps write/end itself (compression), so the rewrite sees the page before it is encoded.
 */
export function paintFirst(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET') return;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  /** undefined until the response's headers tell whether it is HTML. */
  let rewriting: boolean | undefined;
  let held: Buffer[] = [];

  // The length changes with the rewrite: an HTML response goes out without Content-Length (chunked, or the
  // compressor's own framing).
  function decide(contentType: unknown): void {
    if (rewriting !== undefined) return;
    rewriting = isHtml(contentType);
    if (rewriting) res.removeHeader('content-length');
  }

  res.writeHead = function writeHeadForPaintFirst(this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg) => arg !== null && typeof arg === 'object');
    decide(headerValue(headers, 'content-type') ?? res.getHeader('content-type'));
    if (rewriting && headers) args[args.indexOf(headers)] = withoutContentLength(headers);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];

  /** Sends what was held, rewritten if the head is complete; from then on chunks pass straight through. */
  function release(final: boolean): Buffer | undefined {
    const body = Buffer.concat(held);
    const headEnd = body.indexOf(HEAD_END);
    if (headEnd === -1 && !final && body.length <= MAX_HEAD_BYTES) return undefined;
    held = [];
    rewriting = false;
    if (headEnd === -1) return body;
    return Buffer.concat([Buffer.from(deferBootstrapScripts(body.subarray(0, headEnd).toString('utf8'))), body.subarray(headEnd)]);
  }

  res.write = function writeForPaintFirst(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!res.headersSent) decide(res.getHeader('content-type'));
    if (!rewriting) return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, callback);
    const done = (typeof encoding === 'function' ? encoding : callback) as WriteCallback | undefined;
    held.push(toBuffer(chunk, encoding));
    const ready = release(false);
    if (ready === undefined) {
      if (done) process.nextTick(done);
      return true;
    }
    return (write as (...a: unknown[]) => boolean).call(this, ready, done);
  } as ServerResponse['write'];

  res.end = function endForPaintFirst(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (!res.headersSent) decide(res.getHeader('content-type'));
    if (!rewriting) return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as WriteCallback | undefined;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') held.push(toBuffer(chunk, encoding));
    const body = held.length > 0 ? release(true) : undefined;
    return (end as (...a: unknown[]) => ServerResponse).call(this, body, done);
  } as ServerResponse['end'];
}
