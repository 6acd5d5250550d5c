/** Words reduced to their stems as the classifier reads them (NLP.js's Snowball stemmers), to compare two texts' words. */
import { StemmerEn, StopwordsEn } from '@nlpjs/lang-en';
import { StemmerEs, StopwordsEs } from '@nlpjs/lang-es';
import type { ChatLocale } from '../protocol';

const stemmers: Record<ChatLocale, StemmerEs | StemmerEn> = { es: new StemmerEs(), en: new StemmerEn() };
const stopwords: Record<ChatLocale, StopwordsEs | StopwordsEn> = { es: new StopwordsEs(), en: new StopwordsEn() };

/** The stem of one word already lower-cased and folded ("principiantes" → "princip", "receipts" → "receipt"). */
export function wordStem(locale: ChatLocale, word: string): string {
  return stemmers[locale].stemWord(word);
}

/** Whether a word says nothing of a topic by itself ("the", "para", "what"): the stemmers' stop-word lists. */
export function isStopword(locale: ChatLocale, word: string): boolean {
  return stopwords[locale].isStopword(word);
}
