/**
 * Reads a misspelt word as the known word it was meant for ("nesesito una pajina" → "necesito una pagina", "i need a
 * websit for my restarant" → "website", "restaurant"). Known words are those of Darky's corpus and of the site's
 * content in that language, each with how often it occurs there; a typed word that is one of them is never changed.
 */
import type { ChatLocale } from '../protocol';

/**
 * The sound of a Spanish word as it is spelt by ear: c/s/z, qu/k/c, g/j before e and i, b/v, ll/y and a silent h are
 * one sound each, and visitors who write as they speak swap them ("ubicasion", "ofisina", "kiero", "urjente", "aser").
 */
function spanishSound(word: string): string {
  return word
    .replace(/ch/g, '§')
    .replace(/h/g, '')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/gu(?=[ei])/g, 'g')
    .replace(/c(?=[ei])/g, 's')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/(\p{L})\1+/gu, '$1');
}

/** Typed words whose reading is remembered; past this the memory starts over (visitors' words repeat). */
const REMEMBERED_WORDS = 20_000;

export class Spelling {
  private readonly counts = new Map<string, number>();
  /** Spanish: a sound → the most frequent known word spelt that way. */
  private readonly bySound = new Map<string, string>();
  /** Known words by their first letter: a typo keeps it ("classes" is not "glasses"). */
  private readonly byFirstLetter = new Map<string, string[]>();
  private readonly readings = new Map<string, string>();

  constructor(
    private readonly locale: ChatLocale,
    words: Iterable<string>,
  ) {
    for (const word of words) if (/^\p{L}+$/u.test(word)) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
    const byCount = [...this.counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
    for (const word of byCount) {
      if (locale === 'es' && !this.bySound.has(spanishSound(word))) this.bySound.set(spanishSound(word), word);
      const first = word[0]!;
      if (!this.byFirstLetter.has(first)) this.byFirstLetter.set(first, []);
      this.byFirstLetter.get(first)!.push(word);
    }
  }

  /** The known word a typed word stands for, or the word itself (known, too short to tell, or like nothing known). */
  read(word: string): string {
    if (word.length < 4 || this.counts.has(word) || !/^\p{L}+$/u.test(word)) return word;
    let reading = this.readings.get(word);
    if (reading === undefined) {
      reading = this.meant(word) ?? word;
      if (this.readings.size >= REMEMBERED_WORDS) this.readings.clear();
      this.readings.set(word, reading);
    }
    return reading;
  }

  private meant(word: string): string | undefined {
    if (this.locale === 'es') {
      const bySound = this.bySound.get(spanishSound(word));
      if (bySound) return bySound;
    }
    // A letter left out ("websit", "restarant", "ofice", "corses") in words of five letters or more, or two swapped
    // ("pirce", "mcuh") in words of four or more. Never a letter changed: that makes other words, real ones the site
    // never uses ("cakes" is not "cases", "loops" not "looks", "playa" not "plata"); nor a letter too many ("atrapar" is
    // not "atrapa"); nor a letter left out of a short word ("cas" may be anything).
    const leftOutToo = word.length >= 5;
    // (Known words come most frequent first: of two readings, the more frequent.)
    return (this.byFirstLetter.get(word[0]!) ?? []).find(
      (known) =>
        (leftOutToo && oneLetterLeftOut(word, known) && !(known.startsWith(word) && INFLECTED_ENDING[this.locale].test(known.at(-1)!))) ||
        twoLettersSwapped(word, known),
    );
  }
}

/**
 * A last letter that makes another form of the same word, not a typo: "agende" is not "agenden", "cotiza" not
 * "cotizar", "shop" not "shops".
 */
const INFLECTED_ENDING: Record<ChatLocale, RegExp> = { es: /^[nrs]$/, en: /^s$/ };

/** `known` is `typed` with one letter more. */
function oneLetterLeftOut(typed: string, known: string): boolean {
  if (known.length !== typed.length + 1) return false;
  let at = 0;
  while (at < typed.length && typed[at] === known[at]) at += 1;
  return typed.slice(at) === known.slice(at + 1);
}

/** `known` is `typed` with two neighbouring letters the other way round. */
function twoLettersSwapped(typed: string, known: string): boolean {
  if (known.length !== typed.length || typed === known) return false;
  let at = 0;
  while (typed[at] === known[at]) at += 1;
  return typed[at] === known[at + 1] && typed[at + 1] === known[at] && typed.slice(at + 2) === known.slice(at + 2);
}
