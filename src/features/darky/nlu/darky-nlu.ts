/** Darky's embedded NLU: one NLP.js model per language, trained from the intent catalogue, no network. */
import { containerBootstrap } from '@nlpjs/core-loader';
import { LangEn } from '@nlpjs/lang-en';
import { LangEs } from '@nlpjs/lang-es';
import { Nlp } from '@nlpjs/nlp';
import type { ChatLocale } from '../protocol';

export interface IntentGuess {
  intent: string;
  score: number;
  /** Next best intents, best first, for "did you mean" suggestions. */
  alternatives: { intent: string; score: number }[];
}

export interface IntentClassifier {
  classify(locale: ChatLocale, text: string): Promise<IntentGuess>;
}

export const NO_INTENT = 'None';

export class DarkyNlu implements IntentClassifier {
  private constructor(private readonly nlp: Nlp) {}

  /** Trains on documents per locale (intent -> utterances). About a second for the whole site. */
  static async train(documents: Partial<Record<ChatLocale, Map<string, string[]>>>): Promise<DarkyNlu> {
    const container = await containerBootstrap();
    container.use(Nlp);
    container.use(LangEs);
    container.use(LangEn);
    const locales = Object.keys(documents) as ChatLocale[];
    const nlp = new Nlp(
      {
        languages: locales,
        autoSave: false,
        autoLoad: false,
        forceNER: false,
        calculateSentiment: false,
        // spellCheck forgives one typo per word against the trained vocabulary ("ola", "protafolio").
        nlu: { log: false, spellCheck: true, useNoneFeature: true },
      },
      container,
    );
    for (const locale of locales) {
      for (const [intent, utterances] of documents[locale] ?? []) {
        for (const utterance of utterances) nlp.addDocument(locale, utterance, intent);
      }
    }
    await nlp.train();
    return new DarkyNlu(nlp);
  }

  async classify(locale: ChatLocale, text: string): Promise<IntentGuess> {
    const result = await this.nlp.classify(locale, text);
    const ranked = [...(result.classifications ?? [])].sort((a, b) => b.score - a.score);
    const top = ranked[0];
    if (!top || top.intent === NO_INTENT || top.score <= 0) {
      return { intent: NO_INTENT, score: 0, alternatives: ranked.filter((c) => c.intent !== NO_INTENT && c.score > 0).slice(0, 3) };
    }
    return {
      intent: top.intent,
      score: top.score,
      alternatives: ranked.slice(1, 4).filter((c) => c.intent !== NO_INTENT && c.score > 0),
    };
  }
}
