/**
 * Next.js's page cache (next.config.ts `cacheHandler`), aware of live content. While the site serves the content the
 * build prerendered from (content/ as in the repository, or a database snapshot equal to it), it is Next's own
 * file-system cache: the build's pages as they are. Once the agency has published something else, a page is rendered
 * afresh from the live snapshot on its first request after each publish and kept in memory for that revision; a
 * publish is a new revision, so every page (HTML and its RSC payloads for client navigation) follows without a rebuild
 * and without telling Next which pages changed (docs/content-model.md, "Serving live content").
 *
 * Plain CommonJS because Next requires this file itself at run time. The live source is the one content layer's
 * process-wide slot (src/content/content-source.server.ts, through src/server/process-singleton.ts).
 */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const LIVE_CONTENT = Symbol.for('darko-digital.content.live');
const CONTENT_PREVIEW = Symbol.for('darko-digital.content.preview');

/** A draft's preview request (Next's draft mode already skips this cache; a preview must never be read or kept here). */
function inPreview() {
  return globalThis[CONTENT_PREVIEW]?.getStore() !== undefined;
}

/** @returns {{ revision: string, isBuildContent: boolean } | undefined} */
function liveSource() {
  return globalThis[LIVE_CONTENT]?.source;
}

/** Entries rendered from a published revision other than the build's: key -> { revision, entry }, oldest first. */
const rendered = new Map();
/** More keys than the site has pages and RSC segments: a bound, not a size anyone should reach. */
const MAX_ENTRIES = 4000;

module.exports = class ContentAwareCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    if (inPreview()) return null;
    const source = liveSource();
    if (!source || source.isBuildContent) return super.get(key, ctx);
    const held = rendered.get(key);
    if (held && held.revision === source.revision) return held.entry;
    // Another revision's page: forget it, and let Next render this one (a miss renders before answering).
    rendered.delete(key);
    return null;
  }

  async set(key, data, ctx) {
    if (inPreview()) return;
    const source = liveSource();
    if (!source || source.isBuildContent) return super.set(key, data, ctx);
    // Only pages that exist: a 404 for an invented path is rendered again rather than kept (no memory to fill).
    if (data === null || data === undefined || (typeof data.status === 'number' && data.status !== 200)) return;
    rendered.delete(key);
    if (rendered.size >= MAX_ENTRIES) rendered.delete(rendered.keys().next().value);
    rendered.set(key, { revision: source.revision, entry: { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl } });
  }
};
