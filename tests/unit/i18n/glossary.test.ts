// The words the site uses, held to content/glossary.json: one name per thing and language (no forbidden variant),
// US English, Peruvian Spanish in the tú register. Read: every catalogue value, post and policy in content/{es,en},
// and the UI messages. Not read: Darky's training utterances (visitors write as they write) and notes for editors.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_KEYS } from '@/content/fact-keys';

interface Glossary {
  terms: { id: string; es: string; en: string; forbidden: { es: string[]; en: string[] } }[];
  ukSpellings: Record<string, string>;
  spanishForbidden: string[];
}
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Locale = 'es' | 'en';

const glossary = JSON.parse(readFileSync('content/glossary.json', 'utf8')) as Glossary;

/**
 * Keys whose values are not copy a visitor reads: notes to editors, visitors' own phrasings (Darky's training
 * utterances, synonyms and the cue words it listens for: "cv", "quotation"), addresses.
 */
const notCopy = new Set([
  '_note',
  'utterances',
  'synonyms',
  'actionCues',
  'paymentCues',
  'sectionCues',
  'detailCues',
  'questionStarts',
  // Darky's fact rules (corpus pageFacts): the words a visitor's message holds or must not, not what Darky says.
  'cues',
  'with',
  'unless',
  'slug',
  'href',
  'url',
  'id',
  'formId',
  ...MEDIA_KEYS,
]);

interface Text {
  where: string;
  text: string;
}

function jsonTexts(value: Json, where: string, out: Text[]): Text[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => jsonTexts(item, `${where}[${index}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (!notCopy.has(key)) jsonTexts(child, `${where}.${key}`, out);
  }
  return out;
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesBelow(full) : [full];
  });
}

/** Everything a visitor of one language reads, with where it comes from. */
function copyOf(locale: Locale): Text[] {
  const texts: Text[] = jsonTexts(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Json, `messages/${locale}.json`, []);
  for (const file of filesBelow(`content/${locale}`)) {
    if (file.endsWith('.json')) jsonTexts(JSON.parse(readFileSync(file, 'utf8')) as Json, file, texts);
    else if (file.endsWith('.md'))
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => texts.push({ where: `${file}:${index + 1}`, text: line }));
  }
  return texts;
}

const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole-word, case-insensitive match (letters with accents count as letters). */
const phrase = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(words)}(?![\\p{L}\\p{N}])`, 'iu');

function offences(texts: Text[], phrases: string[]): string[] {
  const patterns = phrases.map((words) => [words, phrase(words)] as const);
  return texts.flatMap(({ where, text }) =>
    patterns.filter(([, pattern]) => pattern.test(text)).map(([words]) => `${where}: "${words}" in "${text.slice(0, 120)}"`),
  );
}

describe('the glossary', () => {
  it('names every term in both languages and forbids no canonical name', () => {
    for (const term of glossary.terms) {
      expect(term.es.trim(), term.id).not.toBe('');
      expect(term.en.trim(), term.id).not.toBe('');
      for (const locale of ['es', 'en'] as const) {
        expect(
          term.forbidden[locale].some((variant) => variant.toLowerCase() === term[locale].toLowerCase()),
          `${term.id} forbids its own ${locale} name`,
        ).toBe(false);
      }
    }
  });

  it('finds a forbidden variant when one is used (the check itself works)', () => {
    expect(offences([{ where: 'probe', text: 'Mira nuestras Custom Webs and Apps.' }], ['Custom Webs and Apps'])).toHaveLength(1);
    expect(offences([{ where: 'probe', text: 'Our colourful program' }], ['colour'])).toHaveLength(0);
    expect(offences([{ where: 'probe', text: 'Pick a colour' }], ['colour'])).toHaveLength(1);
  });

  for (const locale of ['es', 'en'] as const) {
    it(`${locale}: no catalogue, post or message uses a forbidden variant of a term`, () => {
      expect(
        offences(
          copyOf(locale),
          glossary.terms.flatMap((term) => term.forbidden[locale]),
        ),
      ).toEqual([]);
    });
  }

  it('en: US spelling everywhere (no UK spelling of the list)', () => {
    expect(offences(copyOf('en'), Object.keys(glossary.ukSpellings))).toEqual([]);
  });

  it('es: the tú register of Peruvian Spanish (no usted, voseo or Spain-isms)', () => {
    expect(offences(copyOf('es'), glossary.spanishForbidden)).toEqual([]);
  });
});
