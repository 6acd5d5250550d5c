/**
 * Paint first, then hydrate. Next.js puts its bootstrap scripts in the <head> as `<script async>`: a browser fetches
 * them (about 145 kB Brotli) alongside the CSS and fonts and runs each one the moment it arrives, so on a fast
 * connection a phone spends its first ~600 ms evaluating React in front of a blank screen, and on a slow one the
 * scripts share the link with the few files the first paint needs. Here those tags leave the head: their addresses go
 * into a JSON data block, and one small inline script adds them back as async scripts once the first contentful paint
 * has happened. The page is whole without them (links are links, forms post without JavaScript); they make it faster
 * to use afterwards.
 *
 * The rewrite touches the <head> of HTML responses only, as it streams; everything else passes through untouched.
 * The loader is allowed by its CSP hash (PAINT_FIRST_LOADER_HASH), the scripts it adds by 'self'.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { parseAttributes, scriptHashSource } from '../src/features/security/server/inline-script-hashes';
import { isHtml } from './html-response';

/** Id of the JSON data block that lists the scripts the loader adds. */
const SCRIPT_LIST_ID = 'after-paint-scripts';

/**
 * Runs in the browser: boots once the first contentful paint has happened (the Paint Timing entry), so the visitor
 * sees the page before the main thread is given to React. The first frame is not enough: while the body font is in
 * its block period that frame paints no text, and the load event can come before the paint too. A page in the
 * background gets no paint, so it boots at once (or when it is hidden before painting); where Paint Timing is
 * missing, the next frame stands in; and three seconds after the load event it boots whatever happened.
 * The download starts at that moment too, not before: fetched earlier, the scripts took bandwidth from the CSS and
 * fonts of the first paint. The src is set as listed (a path, not the resolved URL): Turbopack's runtime finds its
 * chunks' script elements by that attribute.
 */
export const PAINT_FIRST_LOADER =
  '(function(){var booted=false;function boot(){if(booted)return;booted=true;JSON.parse(document.getElementById("' +
  SCRIPT_LIST_ID +
  '").textContent).forEach(function(src){var script=document.createElement("script");script.src=src;script.async=true;document.head.appendChild(script)})}' +
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
/**
 * A same-origin path without character references, quotes or '<': it means the same in the attribute and in the
 * JSON block, and cannot end the block early.
 */
const PLAIN_PATH = /^\/[\w\-./?=%]*$/;

function bootstrapSource(attributeSource: string): string | undefined {
  const attributes = parseAttributes(attributeSource);
  const src = attributes.get('src');
  if (!src || !PLAIN_PATH.test(src) || !attributes.has('async')) return undefined;
  if ([...attributes.keys()].some((name) => !BOOTSTRAP_ATTRIBUTES.has(name))) return undefined;
  return src;
}

/**
 * Rewrites a document's head: each `<script src async>` leaves it for the list in a JSON data block, and the loader
 * goes at the end of the head. A head without such scripts comes back unchanged.
 */
export function deferBootstrapScripts(head: string): string {
  // Next's error shell (a 404 on a dynamic route) has nothing to paint until the scripts render the page: the loader
  // would wait for a paint that never comes, so it boots as Next wrote it.
  if (ERROR_SHELL.test(head)) return head;
  const deferred: string[] = [];
  const rewritten = head.replace(SCRIPT_ELEMENT, (tag, attributes: string) => {
    const src = bootstrapSource(attributes);
    if (src === undefined) return tag;
    deferred.push(src);
    return '';
  });
  if (deferred.length === 0) return head;
  const list = `<script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify(deferred)}</script>`;
  return `${rewritten}${list}<script>${PAINT_FIRST_LOADER}</script>`;
}

/** The scripts a rewritten head lists for after the paint (for tests and budgets). */
export function afterPaintScripts(html: string): string[] {
  const block = html.match(new RegExp(`<script type="application/json" id="${SCRIPT_LIST_ID}">([^<]*)</script>`));
  return block ? (JSON.parse(block[1]!) as string[]) : [];
}

/** A head longer than this is not a page we rendered: pass it through rather than hold it in memory. */
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = Buffer.from('</head>');

/** A whole document (or its beginning up to past `</head>`) with its head rewritten; without `</head>`, unchanged. */
export function rewriteDocument(body: Buffer): Buffer {
  const headEnd = body.indexOf(HEAD_END);
  if (headEnd === -1) return body;
  return Buffer.concat([Buffer.from(deferBootstrapScripts(body.subarray(0, headEnd).toString('utf8'))), body.subarray(headEnd)]);
}

type WriteCallback = (error?: Error | null) => void;

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
    return rewriteDocument(body);
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
