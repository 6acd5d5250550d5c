/** Finds the services, tabs and sub-tabs a visitor names, from the catalogues' names and the corpus synonyms (typos forgiven). */
import type { ChatLocale } from '../protocol';
import type { DarkyCorpus } from './corpus-schema';
import type { IntentCatalogue } from './intent-catalogue';
import { normalizeVisitorText, sameWord } from './visitor-text';

/** Words that only glue a name together; a visitor's "página web para mi empresa" matches "página web empresa". */
const glue: Record<ChatLocale, Set<string>> = {
  es: new Set(
    'a al de del la las el los lo mi mis tu tus su sus un una unos unas y e o u con en para por que q se me te le nos es son muy mas tan como'.split(' '),
  ),
  en: new Set('a an the for my our your of and or with on in to at by that this is are be me us it its some very'.split(' ')),
};

/**
 * Words that name the kind of thing rather than which one ("web", "app"): they count half, so "chatbot para mi web"
 * is about the chatbot and "web app" still beats "web".
 */
const weak: Record<ChatLocale, Set<string>> = {
  es: new Set(['web', 'pagina', 'sitio', 'app', 'aplicacion', 'online', 'digital', 'virtual']),
  en: new Set(['web', 'website', 'site', 'page', 'app', 'application', 'online', 'digital', 'virtual']),
};

/**
 * "Para mi" / "for my" before a name says what the thing is for, the visitor's own business ("un chatbot para mi
 * tienda"), and "en mi" / "on my" where it goes ("a try-on on my online shop"): a name there ranks half a word below
 * one the visitor asks for.
 */
const OWN_BUSINESS: Record<ChatLocale, RegExp> = {
  es: /(?:^| )(?:para|de|en) (?:mi|mis|nuestra|nuestro|nuestras|nuestros) $/,
  en: /(?:^| )(?:for|on|in) (?:my|our) $/,
};
const OWN_BUSINESS_DISCOUNT = 0.5;

/**
 * A name that ends right after a "no" is the one the visitor rules out ("un chatbot para la web nomás, no Messenger"):
 * it ranks below any other name of the message. ("La gente no entiende dónde hacer clic" negates a verb that begins a
 * name: the words after it still describe what is wanted.)
 */
const NEGATION: Record<ChatLocale, Set<string>> = {
  es: new Set(['no', 'ni', 'sin']),
  en: new Set(['no', 'not', 'nor', 'without']),
};
const RULED_OUT_DISCOUNT = 10;

/** How far apart two words of one name may be in the visitor's message (other words in between). */
const MAX_GAP = 3;

interface NamePattern {
  words: string[];
  weight: number;
}

export interface FoundEntity {
  /** The catalogue intent it stands for (service.x, tab.x.y, subtab.x.y.z). */
  intent: string;
  /** How much of the message named it: words matched, weak words counting half, minus gaps. */
  weight: number;
  /** Index of the first matched word (earlier mentions win ties). */
  at: number;
}

/** A name's match: its weight, where it starts and whether one of its words follows a "no". */
interface Match extends FoundEntity {
  ruledOut: boolean;
}

function depthOf(intent: string): number {
  return intent.startsWith('subtab.') ? 3 : intent.startsWith('tab.') ? 2 : 1;
}

/** Typed words whose known look-alikes are remembered; past this the memory starts over (visitors' words repeat). */
const REMEMBERED_WORDS = 20_000;

export class EntityFinder {
  private readonly patterns = new Map<string, NamePattern[]>();
  /** The names by their first word: a message is only tried against the names one of its words can start. */
  private readonly byFirstWord = new Map<string, Array<{ intent: string; pattern: NamePattern }>>();
  /** Every word of every name. */
  private readonly vocabulary: string[];
  /** A typed word → the known words it stands for (typos forgiven), worked out once per word, not once per name. */
  private readonly lookAlikes = new Map<string, ReadonlySet<string>>();

  constructor(
    private readonly locale: ChatLocale,
    catalogue: IntentCatalogue,
    corpus: DarkyCorpus,
  ) {
    for (const [intent, target] of catalogue.targets) {
      const entry = target.kind === 'service' ? target.service : target.kind === 'tab' ? target.tab : target.subTab;
      const names = new Set<string>([entry.name, ...(corpus.synonyms[entry.slug] ?? []), ...(corpus.entityWords[entry.slug] ?? [])]);
      const metaTitle = 'metaTitle' in entry ? entry.metaTitle : undefined;
      const cleaned = metaTitle?.split(/\s[|–-]\s/)[0]?.trim();
      if (cleaned) names.add(cleaned);
      const patterns: NamePattern[] = [];
      for (const name of names) {
        const words = this.contentWords(name);
        if (!words.length) continue;
        patterns.push({ words, weight: words.reduce((sum, w) => sum + (weak[locale].has(w) ? 0.5 : 1), 0) });
      }
      this.patterns.set(intent, patterns);
      for (const pattern of patterns) {
        const first = pattern.words[0]!;
        if (!this.byFirstWord.has(first)) this.byFirstWord.set(first, []);
        this.byFirstWord.get(first)!.push({ intent, pattern });
      }
    }
    this.vocabulary = [...new Set([...this.patterns.values()].flatMap((patterns) => patterns.flatMap((p) => p.words)))];
  }

  private knownWordsFor(typed: string): ReadonlySet<string> {
    let known = this.lookAlikes.get(typed);
    if (!known) {
      known = new Set(this.vocabulary.filter((word) => sameWord(typed, word)));
      if (this.lookAlikes.size >= REMEMBERED_WORDS) this.lookAlikes.clear();
      this.lookAlikes.set(typed, known);
    }
    return known;
  }

  private contentWords(text: string): string[] {
    return this.wordsOf(text).content;
  }

  /**
   * The message's one normalisation (shared with the classifier and the price cues) split back into words: the words
   * left once the glue is out, and for each whether it is in a phrase that names the visitor's own business.
   */
  private wordsOf(text: string): { content: string[]; ownBusiness: boolean[]; ruledOut: boolean[] } {
    const normalised = normalizeVisitorText(this.locale, text);
    const content: string[] = [];
    const ownBusiness: boolean[] = [];
    const ruledOut: boolean[] = [];
    let before = '';
    // The word before, glue left out: "no para Messenger" rules Messenger out.
    let previous = '';
    // The words right after "para mi" up to the next glue word are one phrase: "for my sunglasses store".
    let ownPhrase = false;
    for (const word of normalised ? normalised.split(' ') : []) {
      if (glue[this.locale].has(word)) ownPhrase = false;
      else {
        ownPhrase ||= OWN_BUSINESS[this.locale].test(before);
        content.push(word);
        ownBusiness.push(ownPhrase);
        ruledOut.push(NEGATION[this.locale].has(previous));
        previous = word;
      }
      before = `${before}${word} `.slice(-40);
    }
    return { content, ownBusiness, ruledOut };
  }

  /** Every catalogue entry named in the text, best first (most words matched, then the more specific, then the earlier). */
  find(text: string): FoundEntity[] {
    const { content: words, ownBusiness, ruledOut } = this.wordsOf(text);
    const knownAt = words.map((word) => this.knownWordsFor(word));
    const best = new Map<string, Match>();
    // A name counts where it first matches (its earliest start), as a visitor's first mention is what they meant.
    const matched = new Set<NamePattern>();
    for (let start = 0; start < words.length; start += 1) {
      for (const first of knownAt[start]!) {
        for (const { intent, pattern } of this.byFirstWord.get(first) ?? []) {
          if (matched.has(pattern)) continue;
          const positions = positionsInOrder(knownAt, start, pattern.words);
          if (positions === undefined) continue;
          matched.add(pattern);
          const gaps = positions.at(-1)! - start + 1 - positions.length;
          const weight = pattern.weight - gaps * 0.1;
          const current = best.get(intent);
          if (!current || weight > current.weight || (weight === current.weight && start < current.at))
            best.set(intent, { intent, weight, at: start, ruledOut: ruledOut[positions.at(-1)!]! });
        }
      }
    }
    // In catalogue order before sorting, so that ties keep the catalogue's order.
    const found = [...this.patterns.keys()].flatMap((intent) => best.get(intent) ?? []);
    // Its own business only ranks a name below a whole name asked for: "una web para mi tienda" ("web" is a weak word)
    // is still the store.
    const askedFor = found.some((entity) => !ownBusiness[entity.at] && entity.weight >= 1);
    const wanted = found.some((entity) => !entity.ruledOut);
    const rank = (entity: Match) =>
      entity.weight - (askedFor && ownBusiness[entity.at] ? OWN_BUSINESS_DISCOUNT : 0) - (wanted && entity.ruledOut ? RULED_OUT_DISCOUNT : 0);
    // (At equal rank, the name asked for before the visitor's own business: "a chatbot for our online shop".)
    const own = (entity: Match) => (askedFor && ownBusiness[entity.at] ? 1 : 0);
    return found
      .sort((a, b) => rank(b) - rank(a) || own(a) - own(b) || depthOf(b.intent) - depthOf(a.intent) || a.at - b.at)
      .map(({ intent, weight, at }) => ({ intent, weight, at }));
  }
}

/**
 * Where the name's words are when they follow its first word, at `start`, in order, each at most MAX_GAP words after
 * the previous one; undefined when they do not. `knownAt[i]`: the known words message word i stands for.
 */
function positionsInOrder(knownAt: ReadonlyArray<ReadonlySet<string>>, start: number, pattern: string[]): number[] | undefined {
  let position = start;
  const positions = [start];
  for (const wanted of pattern.slice(1)) {
    let next = -1;
    for (let j = position + 1; j <= Math.min(knownAt.length - 1, position + 1 + MAX_GAP); j += 1) {
      if (knownAt[j]!.has(wanted)) {
        next = j;
        break;
      }
    }
    if (next < 0) return undefined;
    positions.push(next);
    position = next;
  }
  return positions;
}
