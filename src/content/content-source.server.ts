/**
 * Where the content catalogues are read from. At build time, in tests and in scripts: the repository's `content/`
 * folder. In the running site: the *published snapshot* the content feature loads from the database before the first
 * request and replaces on every publish (docs/content-model.md, "Storage"). A snapshot holds the documents in the
 * repository's own format (one JSON or Markdown text per path such as `es/academy.json` or `en/blog/x.md`), so the
 * zod schemas and the reading code stay the one definition of every entity, whatever the source.
 *
 * The installed snapshot lives on globalThis (processSingleton): the custom server's bundle installs it and Next's
 * route bundles read the same one.
 */
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { processSingleton } from '@/server/process-singleton';

export const CONTENT_DIR = path.join(process.cwd(), 'content');

/**
 * Documents of content/ that are not the agency's content: Darky's training corpus (developers' material, trained at
 * start) and the glossary the tests hold every text to. Everything else is a content document.
 */
export function isContentDocument(relativePath: string): boolean {
  if (relativePath === 'glossary.json') return false;
  if (/^(es|en)\/darky\//.test(relativePath)) return false;
  return /\.(json|md)$/.test(relativePath);
}

export interface ContentSource {
  /** Changes whenever any document changes; equal revisions hold equal documents. */
  readonly revision: string;
  /**
   * True when these are the documents the build prerendered its pages from (content/ itself, or a database snapshot
   * equal to it): the build's pages are then true as they are. Read by the page cache of Next
   * (src/features/content-studio/next-cache-handler.cjs), which renders pages afresh otherwise.
   */
  readonly isBuildContent: boolean;
  /** The text of a document, or undefined when there is none at that path. */
  read(relativePath: string): string | undefined;
  /** The documents directly inside a folder ('es/blog'), by file name. */
  list(folder: string): string[];
}

/** The repository's content/ folder (or another folder in the same layout: an export, a test fixture). */
export function folderSource(folder: string = CONTENT_DIR): ContentSource {
  return {
    revision: `folder:${folder}`,
    isBuildContent: folder === CONTENT_DIR,
    read(relativePath) {
      try {
        return fs.readFileSync(/* turbopackIgnore: true */ path.join(folder, relativePath), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    list(relativeFolder) {
      const dir = /* turbopackIgnore: true */ path.join(folder, relativeFolder);
      return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    },
  };
}

/** Every content document of a folder in the repository's layout, by relative path. */
export function readContentFolder(folder: string): Map<string, string> {
  const documents = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(/* turbopackIgnore: true */ path.join(folder, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (isContentDocument(child)) documents.set(child, fs.readFileSync(/* turbopackIgnore: true */ path.join(folder, child), 'utf8'));
    }
  };
  walk('');
  return new Map([...documents].sort(([a], [b]) => a.localeCompare(b)));
}

/** A fixed set of documents (a published snapshot, or a candidate being validated before it is stored). */
export function documentsSource(documents: ReadonlyMap<string, string>, revision: string, isBuildContent = false): ContentSource {
  return {
    revision,
    isBuildContent,
    read: (relativePath) => documents.get(relativePath),
    list(folder) {
      const prefix = `${folder}/`;
      return [...documents.keys()]
        .filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/'))
        .map((key) => key.slice(prefix.length))
        .sort();
    },
  };
}

interface LiveContent {
  source: ContentSource;
  listeners: Set<() => void>;
}

const live = () => processSingleton<LiveContent>('content.live', () => ({ source: folderSource(), listeners: new Set() }));

/**
 * A draft shown as the real page to whoever holds its signed preview link: the published content with the draft's
 * entry in it, for the requests of that visitor only (docs/content-model.md, "Drafts, preview and schedule").
 */
export interface ContentPreview {
  source: ContentSource;
  /** What the banner names ("Borrador: <title>"). */
  title: string;
  /** Where the preview's banner sends the visitor to leave it. */
  exitPath: string;
}

/**
 * The preview of the request being served, if any. An AsyncLocalStorage on globalThis (the custom server starts the
 * request, Next's route bundles render it): a preview never becomes the process's content, so no other visitor,
 * cache or Darky ever reads it.
 */
const previews = () => processSingleton<AsyncLocalStorage<ContentPreview>>('content.preview', () => new AsyncLocalStorage());

/** Runs `work` (one request's handling) with `preview`'s content in place of the live content. */
export function runWithContentPreview<T>(preview: ContentPreview, work: () => T): T {
  return previews().run(preview, work);
}

/** The preview the current request renders, or undefined (every request but a preview's). */
export function activeContentPreview(): ContentPreview | undefined {
  return previews().getStore();
}

/** The source pages, Darky and the sitemap read now (a preview's, inside a preview request). */
export function liveContentSource(): ContentSource {
  return activeContentPreview()?.source ?? live().source;
}

/** Makes `source` the one everything reads from, then tells what is built from content (Darky's search) to follow. */
export function installContentSource(source: ContentSource): void {
  const state = live();
  state.source = source;
  for (const listener of state.listeners) listener();
}

/** Runs `listener` after every change of the live content; the content layer knows no feature, features register here. */
export function onContentChange(listener: () => void): () => void {
  const state = live();
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}
