/** Reads Darky's corpora and held-out sets from content/<locale>/darky/, validated. */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR, ContentError } from '@/content/catalogue.server';
import type { ChatLocale } from '../protocol';
import { darkyCorpusSchema, heldOutSchema, type DarkyCorpus, type HeldOutSet } from './corpus-schema';
import type { z } from 'zod';

function readDarkyFile<S extends z.ZodType>(locale: ChatLocale, file: string, schema: S): z.infer<S> {
  const relative = `content/${locale}/darky/${file}`;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, locale, 'darky', file), 'utf8'));
  } catch (error) {
    throw new ContentError(relative, [(error as Error).message]);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ContentError(relative, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  return parsed.data;
}

export function loadDarkyCorpus(locale: ChatLocale): DarkyCorpus {
  return readDarkyFile(locale, 'corpus.json', darkyCorpusSchema);
}

export function loadHeldOutSet(locale: ChatLocale): HeldOutSet {
  return readDarkyFile(locale, 'heldout.json', heldOutSchema);
}
