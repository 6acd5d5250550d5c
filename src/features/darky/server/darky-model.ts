/** Builds and trains Darky's model from content/ (corpora + catalogues); trained once per process and kept in memory. */
import { loadDarkyCorpus } from '../nlu/corpus.server';
import { DarkyNlu } from '../nlu/darky-nlu';
import { EntityFinder } from '../nlu/entity-finder';
import { buildIntentCatalogue } from '../nlu/intent-catalogue';
import type { DarkyKnowledge } from '../nlu/knowledge';
import { loadDarkyKnowledge } from '../nlu/knowledge.server';
import { normalizeVisitorText } from '../nlu/visitor-text';
import type { ChatLocale } from '../protocol';
import type { DarkyModel } from './darky-responder';
import type { LanguagePack } from './reply-composer';

export interface TrainedDarkyModel extends DarkyModel {
  trainingMs: number;
  documents: number;
  /** Catalogues Darky could not read (answers that need them fall back to navigation). */
  problems: string[];
}

const chatLocales: ChatLocale[] = ['es', 'en'];

export async function trainDarkyModel(knowledgeFor?: (locale: ChatLocale) => DarkyKnowledge): Promise<TrainedDarkyModel> {
  const started = performance.now();
  const problems: string[] = [];
  const packs = {} as Record<ChatLocale, LanguagePack>;
  for (const locale of chatLocales) {
    const corpus = loadDarkyCorpus(locale);
    let knowledge: DarkyKnowledge;
    if (knowledgeFor) knowledge = knowledgeFor(locale);
    else {
      const loaded = loadDarkyKnowledge(locale);
      knowledge = loaded.knowledge;
      problems.push(...loaded.problems.map((p) => `${locale}/${p}`));
    }
    const intents = buildIntentCatalogue(corpus, knowledge);
    packs[locale] = {
      locale,
      corpus,
      knowledge,
      intents,
      entities: new EntityFinder(locale, intents, corpus),
      pricingCues: corpus.pricingCues.map((cue) => normalizeVisitorText(locale, cue)),
    };
  }
  // Trained on the same spelling the visitor's text is brought to (no accents, shorthand expanded).
  const normalized = (locale: ChatLocale) =>
    new Map([...packs[locale].intents.documents].map(([intent, utterances]) => [intent, [...new Set(utterances.map((u) => normalizeVisitorText(locale, u)))]]));
  const nlu = await DarkyNlu.train({ es: normalized('es'), en: normalized('en') });
  const documents = chatLocales.reduce((n, l) => n + [...packs[l].intents.documents.values()].reduce((m, u) => m + u.length, 0), 0);
  return { nlu, packs, trainingMs: Math.round(performance.now() - started), documents, problems };
}

let trained: Promise<TrainedDarkyModel> | undefined;

/** The process's model from the real content, trained on first use. */
export function getDarkyModel(): Promise<TrainedDarkyModel> {
  trained ??= trainDarkyModel();
  trained.catch(() => {
    trained = undefined;
  });
  return trained;
}
