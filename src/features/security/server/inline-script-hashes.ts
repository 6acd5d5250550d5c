/**
 * Finds the inline scripts of an HTML document that a browser would run and returns their CSP hash
 * sources ('sha256-…'). Data blocks (JSON-LD, JSON) and external scripts (src) are not hashed.
 */
import 'server-only';
import { createHash } from 'node:crypto';

// Attribute values may hold '>' inside quotes; the body runs to the first '</script' as in the HTML parser.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

/** Script types the HTML standard executes as classic or module scripts. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** A tag's attributes by lower-case name (the first of a repeated name wins, as in the HTML parser). */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export function isExecutableInlineScript(attributeSource: string): boolean {
  const attributes = parseAttributes(attributeSource);
  if (attributes.has('src')) return false;
  const type = (attributes.get('type') ?? '').trim().toLowerCase();
  return EXECUTABLE_TYPES.has(type);
}

/** The CSP source for a script body: sha256 over its UTF-8 bytes, base64. */
export function scriptHashSource(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/** Hash sources of every executable inline script, in document order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    if (!isExecutableInlineScript(match[1] ?? '')) continue;
    const hash = scriptHashSource(match[2] ?? '');
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}
