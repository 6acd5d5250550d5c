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
    throw new ContentError(relative, [{ message: (error as Error).message }]);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new ContentError(
      relative,
      parsed.error.issues.map((i) => ({ path: i.path.join('.') || '(root)', code: i.code, message: i.message })),
    );
  return parsed.data;
}

export function loadDarkyCorpus(locale: ChatLocale): DarkyCorpus {
  return readDarkyFile(locale, 'corpus.json', darkyCorpusSchema);
}

/** The held-out set lives apart from content/ (tests/darky-heldout) so nothing that trains Darky can read it. */
export function loadHeldOutSet(locale: ChatLocale, dir = path.join(process.cwd(), 'tests', 'darky-heldout')): HeldOutSet {
  const file = path.join(dir, `${locale}.json`);
  const parsed = heldOutSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new ContentError(
      `tests/darky-heldout/${locale}.json`,
      parsed.error.issues.map((i) => ({ path: i.path.join('.') || '(root)', code: i.code, message: i.message })),
    );
  return parsed.data;
}
