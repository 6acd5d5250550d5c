/**
 * Reads and validates the content catalogues of content/ (server side only: pages, Darky, scripts).
 * A broken entry fails with its file and field, so a bad edit never reaches a visitor.
 */
import fs from 'node:fs';
import path from 'node:path';
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
  type BlogPostFrontMatter,
} from './schemas';
import { renderContentMarkdown } from './markdown.server';

export const CONTENT_DIR = path.join(process.cwd(), 'content');

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

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly details: string[],
  ) {
    super(`Invalid content in ${file}:\n  ${details.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

const cache = new Map<string, unknown>();

function readValidated<S extends z.ZodType>(relativeFile: string, schema: S): z.infer<S> {
  const cached = cache.get(relativeFile);
  if (cached !== undefined) return cached as z.infer<S>;
  const file = path.join(CONTENT_DIR, relativeFile);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`content/${relativeFile}`, [(error as Error).message]);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ContentError(
      `content/${relativeFile}`,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  cache.set(relativeFile, parsed.data);
  return parsed.data;
}

export function getCatalogue<N extends LocalizedCatalogueName>(
  locale: Locale,
  name: N,
): z.infer<(typeof localizedSchemas)[N]> {
  return readValidated(`${locale}/${name}.json`, localizedSchemas[name]) as z.infer<(typeof localizedSchemas)[N]>;
}

export function getSharedCatalogue<N extends SharedCatalogueName>(name: N): z.infer<(typeof sharedSchemas)[N]> {
  return readValidated(`${name}.json`, sharedSchemas[name]) as z.infer<(typeof sharedSchemas)[N]>;
}

export interface BlogPost extends BlogPostFrontMatter {
  /** Rendered from the repository's own Markdown, which is trusted content. */
  html: string;
  readingMinutes: number;
}

function readPost(locale: Locale, fileName: string): BlogPost {
  const relativeFile = `${locale}/blog/${fileName}`;
  const cached = cache.get(relativeFile);
  if (cached) return cached as BlogPost;
  const source = fs.readFileSync(path.join(CONTENT_DIR, relativeFile), 'utf8');
  const { data, content } = matter(source);
  const parsed = blogPostFrontMatterSchema.safeParse(
    // gray-matter turns YAML dates into Date objects; the schema wants ISO dates.
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v])),
  );
  if (!parsed.success) {
    throw new ContentError(
      `content/${relativeFile}`,
      parsed.error.issues.map((issue) => `front matter ${issue.path.join('.')}: ${issue.message}`),
    );
  }
  if (`${parsed.data.slug}.md` !== fileName) {
    throw new ContentError(`content/${relativeFile}`, [`front matter slug: must match the file name`]);
  }
  const words = content.split(/\s+/).filter(Boolean).length;
  const post: BlogPost = { ...parsed.data, html: renderContentMarkdown(content), readingMinutes: Math.max(1, Math.round(words / 200)) };
  cache.set(relativeFile, post);
  return post;
}

/** Posts of a language, newest first. */
export function listBlogPosts(locale: Locale): BlogPost[] {
  const dir = path.join(CONTENT_DIR, locale, 'blog');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => readPost(locale, f))
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function getBlogPost(locale: Locale, slug: string): BlogPost | undefined {
  return listBlogPosts(locale).find((post) => post.slug === slug);
}

export type LegalDocumentName = 'privacidad' | 'soporte';

export interface LegalDocument {
  title: string;
  updated: string;
  html: string;
}

/** The policies of the footer, as Markdown in content/<locale>/legal/. */
export function getLegalDocument(locale: Locale, name: LegalDocumentName): LegalDocument {
  const relativeFile = `${locale}/legal/${name}.md`;
  const cached = cache.get(relativeFile);
  if (cached) return cached as LegalDocument;
  const { data, content } = matter(fs.readFileSync(path.join(CONTENT_DIR, relativeFile), 'utf8'));
  const updated = data.updated instanceof Date ? data.updated.toISOString().slice(0, 10) : String(data.updated ?? '');
  if (typeof data.title !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(updated)) {
    throw new ContentError(`content/${relativeFile}`, ['front matter: needs a title and an updated date (YYYY-MM-DD)']);
  }
  const document: LegalDocument = { title: data.title, updated, html: renderContentMarkdown(content) };
  cache.set(relativeFile, document);
  return document;
}

const contentChangeListeners = new Set<() => void>();

/**
 * Runs `listener` whenever the cached content is dropped, so what is built from it (Darky's site search) follows;
 * the content layer knows no feature, features register here.
 */
export function onContentChange(listener: () => void): void {
  contentChangeListeners.add(listener);
}

/** Drops cached catalogues (tests and content checks that edit files) and tells what is built from them. */
export function clearContentCache(): void {
  cache.clear();
  for (const listener of contentChangeListeners) listener();
}
