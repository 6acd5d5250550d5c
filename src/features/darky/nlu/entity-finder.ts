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

function depthOf(intent: string): number {
  return intent.startsWith('subtab.') ? 3 : intent.startsWith('tab.') ? 2 : 1;
}

export class EntityFinder {
  private readonly patterns = new Map<string, NamePattern[]>();

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
    }
  }

  private contentWords(text: string): string[] {
    // The message's one normalisation (shared with the classifier and the price cues), split back into words.
    const normalised = normalizeVisitorText(this.locale, text);
    return normalised ? normalised.split(' ').filter((w) => !glue[this.locale].has(w)) : [];
  }

  /** Every catalogue entry named in the text, best first (most words matched, then the more specific, then the earlier). */
  find(text: string): FoundEntity[] {
    const words = this.contentWords(text);
    const found: FoundEntity[] = [];
    for (const [intent, patterns] of this.patterns) {
      let best: FoundEntity | undefined;
      for (const pattern of patterns) {
        const match = matchInOrder(words, pattern.words);
        if (!match) continue;
        const weight = pattern.weight - match.gaps * 0.1;
        if (!best || weight > best.weight || (weight === best.weight && match.at < best.at)) best = { intent, weight, at: match.at };
      }
      if (best) found.push(best);
    }
    return found.sort((a, b) => b.weight - a.weight || depthOf(b.intent) - depthOf(a.intent) || a.at - b.at);
  }
}

/** The pattern's words in order in the message, each at most MAX_GAP words after the previous one. */
function matchInOrder(words: string[], pattern: string[]): { at: number; gaps: number } | undefined {
  for (let start = 0; start < words.length; start += 1) {
    if (!sameWord(words[start]!, pattern[0]!)) continue;
    let position = start;
    let gaps = 0;
    let ok = true;
    for (const wanted of pattern.slice(1)) {
      let next = -1;
      for (let j = position + 1; j <= Math.min(words.length - 1, position + 1 + MAX_GAP); j += 1) {
        if (sameWord(words[j]!, wanted)) {
          next = j;
          break;
        }
      }
      if (next < 0) {
        ok = false;
        break;
      }
      gaps += next - position - 1;
      position = next;
    }
    if (ok) return { at: start, gaps };
  }
  return undefined;
}
