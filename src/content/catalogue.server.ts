/**
 * Reads and validates the content catalogues (server side only: pages, Darky, scripts) from the live content source:
 * the repository's content/ folder at build time and in tests, the published snapshot from the database in the
 * running site (./content-source.server.ts). A broken entry fails with its file and field, so a bad edit never
 * reaches a visitor. Each source revision gets its own reader and cache, so a publish is read whole or not at all.
 */
import matter from 'gray-matter';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import {
  aboutCatalogueSchema,
  academyCatalogueSchema,
  blogPostFrontMatterSchema,
  contactCatalogueSchema,
  factsCatalogueSchema,
  factWordsCatalogueSchema,
  formsCatalogueSchema,
  homeCatalogueSchema,
  lessonsCatalogueSchema,
  menusCatalogueSchema,
  moneyCatalogueSchema,
  portfolioCatalogueSchema,
  schedulingCatalogueSchema,
  servicesCatalogueSchema,
  tryOnCatalogueSchema,
  savedRepliesCatalogueSchema,
  type BlogPostFrontMatter,
} from './schemas';
import { renderContentMarkdown } from './markdown.server';

import { activeContentPreview, CONTENT_DIR, installContentSource, liveContentSource, onContentChange, type ContentSource } from './content-source.server';

export { CONTENT_DIR, onContentChange };

const localizedSchemas = {
  services: servicesCatalogueSchema,
  portfolio: portfolioCatalogueSchema,
  home: homeCatalogueSchema,
  about: aboutCatalogueSchema,
  lessons: lessonsCatalogueSchema,
  academy: academyCatalogueSchema,
  menus: menusCatalogueSchema,
  'try-on': tryOnCatalogueSchema,
  facts: factWordsCatalogueSchema,
  'saved-replies': savedRepliesCatalogueSchema,
} as const;

const sharedSchemas = {
  contact: contactCatalogueSchema,
  forms: formsCatalogueSchema,
  scheduling: schedulingCatalogueSchema,
  money: moneyCatalogueSchema,
  facts: factsCatalogueSchema,
} as const;

export type LocalizedCatalogueName = keyof typeof localizedSchemas;
export type SharedCatalogueName = keyof typeof sharedSchemas;

/** One problem of a content file: where (a dotted path inside it, when known) and what (zod's code when it is zod's). */
export interface ContentIssue {
  path?: string;
  code?: string;
  message: string;
}

export class ContentError extends Error {
  readonly details: string[];
  constructor(
    readonly file: string,
    readonly issues: ContentIssue[],
  ) {
    const details = issues.map((issue) => (issue.path !== undefined ? `${issue.path}: ${issue.message}` : issue.message));
    super(`Invalid content in ${file}:\n  ${details.join('\n  ')}`);
    this.name = 'ContentError';
    this.details = details;
  }
}

export interface BlogPost extends BlogPostFrontMatter {
  /** Rendered from the agency's own Markdown (validated content, edited by signed-in editors only). */
  html: string;
  readingMinutes: number;
}

export type LegalDocumentName = 'privacidad' | 'soporte';

export interface LegalDocument {
  title: string;
  updated: string;
  html: string;
}

/** The catalogues of one source, validated on first read and kept for that source's lifetime. */
export interface CatalogueReader {
  readonly source: ContentSource;
  getCatalogue<N extends LocalizedCatalogueName>(locale: Locale, name: N): z.infer<(typeof localizedSchemas)[N]>;
  getSharedCatalogue<N extends SharedCatalogueName>(name: N): z.infer<(typeof sharedSchemas)[N]>;
  /** Posts of a language, newest first. */
  listBlogPosts(locale: Locale): BlogPost[];
  getLegalDocument(locale: Locale, name: LegalDocumentName): LegalDocument;
}

export function catalogueReader(source: ContentSource): CatalogueReader {
  const cache = new Map<string, unknown>();

  function text(relativeFile: string): string {
    const found = source.read(relativeFile);
    if (found === undefined) throw new ContentError(`content/${relativeFile}`, [{ message: 'missing' }]);
    return found;
  }

  function readValidated<S extends z.ZodType>(relativeFile: string, schema: S): z.infer<S> {
    const cached = cache.get(relativeFile);
    if (cached !== undefined) return cached as z.infer<S>;
    let raw: unknown;
    try {
      raw = JSON.parse(text(relativeFile));
    } catch (error) {
      if (error instanceof ContentError) throw error;
      throw new ContentError(`content/${relativeFile}`, [{ message: (error as Error).message }]);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw new ContentError(
        `content/${relativeFile}`,
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', code: issue.code, message: issue.message })),
      );
    }
    cache.set(relativeFile, parsed.data);
    return parsed.data;
  }

  function readPost(locale: Locale, fileName: string): BlogPost {
    const relativeFile = `${locale}/blog/${fileName}`;
    const cached = cache.get(relativeFile);
    if (cached) return cached as BlogPost;
    const { data, content } = matter(text(relativeFile));
    const parsed = blogPostFrontMatterSchema.safeParse(
      // gray-matter turns YAML dates into Date objects; the schema wants ISO dates.
      Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v])),
    );
    if (!parsed.success) {
      throw new ContentError(
        `content/${relativeFile}`,
        parsed.error.issues.map((issue) => ({ path: `front matter ${issue.path.join('.')}`, code: issue.code, message: issue.message })),
      );
    }
    if (`${parsed.data.slug}.md` !== fileName) {
      throw new ContentError(`content/${relativeFile}`, [{ path: 'front matter slug', code: 'slug_file', message: 'must match the file name' }]);
    }
    const words = content.split(/\s+/).filter(Boolean).length;
    const post: BlogPost = { ...parsed.data, html: renderContentMarkdown(content), readingMinutes: Math.max(1, Math.round(words / 200)) };
    cache.set(relativeFile, post);
    return post;
  }

  return {
    source,
    getCatalogue: <N extends LocalizedCatalogueName>(locale: Locale, name: N) =>
      readValidated(`${locale}/${name}.json`, localizedSchemas[name]) as z.infer<(typeof localizedSchemas)[N]>,
    getSharedCatalogue: <N extends SharedCatalogueName>(name: N) => readValidated(`${name}.json`, sharedSchemas[name]) as z.infer<(typeof sharedSchemas)[N]>,
    listBlogPosts: (locale) =>
      source
        .list(`${locale}/blog`)
        .filter((f) => f.endsWith('.md'))
        .map((f) => readPost(locale, f))
        .sort((a, b) => b.date.localeCompare(a.date)),
    getLegalDocument(locale, name) {
      const relativeFile = `${locale}/legal/${name}.md`;
      const cached = cache.get(relativeFile);
      if (cached) return cached as LegalDocument;
      const { data, content } = matter(text(relativeFile));
      const updated = data.updated instanceof Date ? data.updated.toISOString().slice(0, 10) : String(data.updated ?? '');
      if (typeof data.title !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(updated)) {
        throw new ContentError(`content/${relativeFile}`, [{ message: 'front matter: needs a title and an updated date (YYYY-MM-DD)' }]);
      }
      const document: LegalDocument = { title: data.title, updated, html: renderContentMarkdown(content) };
      cache.set(relativeFile, document);
      return document;
    },
  };
}

// The reader of the live source; replaced when the source changes (each bundle's copy of this module keeps its own).
let current: CatalogueReader | undefined;
// Previews' readers, apart: a preview request between two visits must not make the live reader parse everything again.
const previewReaders = new WeakMap<ContentSource, CatalogueReader>();

/** The reader of the content everything serves now (a preview's, inside a preview request). */
export function liveCatalogue(): CatalogueReader {
  const preview = activeContentPreview();
  if (preview) {
    let reader = previewReaders.get(preview.source);
    if (!reader) previewReaders.set(preview.source, (reader = catalogueReader(preview.source)));
    return reader;
  }
  const source = liveContentSource();
  if (current?.source !== source) current = catalogueReader(source);
  return current;
}

export function getCatalogue<N extends LocalizedCatalogueName>(locale: Locale, name: N): z.infer<(typeof localizedSchemas)[N]> {
  return liveCatalogue().getCatalogue(locale, name);
}

export function getSharedCatalogue<N extends SharedCatalogueName>(name: N): z.infer<(typeof sharedSchemas)[N]> {
  return liveCatalogue().getSharedCatalogue(name);
}

/** Posts of a language, newest first. */
export function listBlogPosts(locale: Locale): BlogPost[] {
  return liveCatalogue().listBlogPosts(locale);
}

export function getBlogPost(locale: Locale, slug: string): BlogPost | undefined {
  return listBlogPosts(locale).find((post) => post.slug === slug);
}

/** The policies of the footer, as Markdown in content/<locale>/legal/. */
export function getLegalDocument(locale: Locale, name: LegalDocumentName): LegalDocument {
  return liveCatalogue().getLegalDocument(locale, name);
}

/** Reads the live source afresh (tests and content checks that edit files) and tells what is built from it. */
export function clearContentCache(): void {
  current = undefined;
  installContentSource(liveContentSource());
}
