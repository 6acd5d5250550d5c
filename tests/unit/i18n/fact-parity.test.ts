// Facts that are not words (dates, times, prices, seats, slugs, images, links, codes, figures) are the same in both
// languages: content/es and content/en may differ only in their words. Until the content lives once in the database
// with only the words translated, this test is what keeps the two files from stating different facts.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACT_KEYS } from '@/content/fact-keys';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Catalogues whose two languages differ in shape by design (the spec's menus; Darky's corpora). */
const NOT_PARALLEL = new Set(['menus.json']);

/** A value compared whole: a primitive or a list of them. Objects (a price, a list of categories with names) are walked. */
const isFact = (value: Json) =>
  value === null || typeof value !== 'object' || (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'));

function factDifferences(es: Json, en: Json, at: string, out: string[] = []): string[] {
  if (Array.isArray(es) && Array.isArray(en)) {
    es.slice(0, en.length).forEach((item, index) => factDifferences(item, en[index]!, `${at}[${index}]`, out));
  } else if (es && en && typeof es === 'object' && typeof en === 'object' && !Array.isArray(es) && !Array.isArray(en)) {
    for (const key of Object.keys(es)) {
      if (!(key in en)) continue;
      if (FACT_KEYS.has(key) && isFact(es[key]!) && JSON.stringify(es[key]) !== JSON.stringify(en[key])) {
        out.push(`${at}.${key}: ${JSON.stringify(es[key])} in es, ${JSON.stringify(en[key])} in en`);
      } else factDifferences(es[key]!, en[key]!, `${at}.${key}`, out);
    }
  }
  return out;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;

describe('facts agree in both languages', () => {
  const files = readdirSync('content/es').filter((name) => name.endsWith('.json') && !NOT_PARALLEL.has(name));

  it.each(files)('content/{es,en}/%s', (name) => {
    expect(factDifferences(readJson(path.join('content/es', name)), readJson(path.join('content/en', name)), name)).toEqual([]);
  });

  it('the check itself sees a price typed differently', () => {
    expect(factDifferences({ items: [{ price: { amount: 150, currency: 'PEN' } }] }, { items: [{ price: { amount: 40, currency: 'USD' } }] }, 'x')).toEqual([
      'x.items[0].price.amount: 150 in es, 40 in en',
      'x.items[0].price.currency: "PEN" in es, "USD" in en',
    ]);
  });

  it('posts: the same date, image and tags count in both languages', () => {
    const frontMatter = (file: string) => Object.fromEntries([...readFileSync(file, 'utf8').matchAll(/^(date|image|slug): (.*)$/gm)].map((m) => [m[1], m[2]]));
    for (const post of readdirSync('content/es/blog')) {
      expect(frontMatter(path.join('content/en/blog', post)), post).toEqual(frontMatter(path.join('content/es/blog', post)));
    }
  });
});
