/** Builds and trains Darky's model from content/ (corpora + catalogues); trained once per process and kept in memory. */
import 'server-only';
import { loadSiteFacts, type SiteFacts } from '@/content/facts.server';
import { loadDarkyCorpus } from '../nlu/corpus.server';
import { DarkyNlu } from '../nlu/darky-nlu';
import { EntityFinder } from '../nlu/entity-finder';
import { buildIntentCatalogue } from '../nlu/intent-catalogue';
import type { DarkyKnowledge } from '../nlu/knowledge';
import { loadDarkyKnowledge } from '../nlu/knowledge.server';
import { normalizeVisitorText } from '../nlu/visitor-text';
import type { ChatLocale } from '../protocol';
import type { DarkyModel } from './darky-responder';
import { corpusWithLearnedIntents, mergeLearnedUtterances, noLearnedExamples, type LearnedExamples } from './learned-examples';
import type { LanguagePack } from './reply-composer';

export interface TrainedDarkyModel extends DarkyModel {
  trainingMs: number;
  documents: number;
  /** Catalogues Darky could not read (answers that need them fall back to navigation). */
  problems: string[];
  /** Operator-taught utterances merged in (database), and those skipped (their intent is gone). */
  learned: { added: number; skipped: number };
}

const chatLocales: ChatLocale[] = ['es', 'en'];

/** The facts catalogue; a broken one leaves Darky without timelines and prices (it says how they are quoted), not down. */
function readFacts(locale: ChatLocale, problems: string[]): SiteFacts {
  try {
    return loadSiteFacts(locale);
  } catch (error) {
    problems.push(`${locale}/facts: ${(error as Error).message.split('\n')[0]}`);
    return { faqs: [], services: new Map(), free: {} };
  }
}

/**
 * Trains on content/<locale>/darky/ plus what operators taught in the console (`learned`, from the database at
 * start-up). The held-out set (tests/darky-heldout) is never read here.
 */
export async function trainDarkyModel(
  knowledgeFor?: (locale: ChatLocale) => DarkyKnowledge,
  learned: LearnedExamples = noLearnedExamples(),
): Promise<TrainedDarkyModel> {
  const started = performance.now();
  const problems: string[] = [];
  const packs = {} as Record<ChatLocale, LanguagePack>;
  const learnedCount = { added: 0, skipped: 0 };
  for (const locale of chatLocales) {
    const corpus = corpusWithLearnedIntents(loadDarkyCorpus(locale), learned.customIntents[locale]);
    let knowledge: DarkyKnowledge;
    if (knowledgeFor) knowledge = knowledgeFor(locale);
    else {
      const loaded = loadDarkyKnowledge(locale);
      knowledge = loaded.knowledge;
      problems.push(...loaded.problems.map((p) => `${locale}/${p}`));
    }
    const intents = buildIntentCatalogue(corpus, knowledge);
    const merged = mergeLearnedUtterances(intents.documents, learned.examples[locale]);
    learnedCount.added += merged.added;
    learnedCount.skipped += merged.skipped;
    packs[locale] = {
      locale,
      corpus,
      knowledge,
      intents,
      entities: new EntityFinder(locale, intents, corpus),
      pricingCues: corpus.pricingCues.map((cue) => normalizeVisitorText(locale, cue)),
      followUpCues: {
        timeline: corpus.followUpCues.timeline.map((cue) => normalizeVisitorText(locale, cue)),
        includes: corpus.followUpCues.includes.map((cue) => normalizeVisitorText(locale, cue)),
        free: corpus.followUpCues.free.map((cue) => normalizeVisitorText(locale, cue)),
      },
      placeCues: corpus.followUpCues.place.map((cue) => normalizeVisitorText(locale, cue)),
      dayCues: corpus.followUpCues.days.map((cue) => normalizeVisitorText(locale, cue)),
      howToPayCues: corpus.followUpCues.howToPay.map((cue) => normalizeVisitorText(locale, cue)),
      keptCues: corpus.followUpCues.kept.map((cue) => normalizeVisitorText(locale, cue)),
      supportDetailCues: corpus.followUpCues.supportDetails.map((cue) => normalizeVisitorText(locale, cue)),
      supportWordCues: corpus.followUpCues.supportWords.map((cue) => normalizeVisitorText(locale, cue)),
      agencyLanguageCues: corpus.followUpCues.agencyLanguage.map((cue) => normalizeVisitorText(locale, cue)),
      aboutUsCues: corpus.followUpCues.aboutUs.map((cue) => normalizeVisitorText(locale, cue)),
      remoteClientCues: corpus.followUpCues.remoteClient.map((cue) => normalizeVisitorText(locale, cue)),
      adSpendCues: corpus.followUpCues.adSpend.map((cue) => normalizeVisitorText(locale, cue)),
      separateCostCues: corpus.followUpCues.separateCost.map((cue) => normalizeVisitorText(locale, cue)),
      paymentCues: corpus.paymentCues.map((cue) => normalizeVisitorText(locale, cue)),
      cameraPrivacyCues: corpus.cameraPrivacyCues.map((cue) => normalizeVisitorText(locale, cue)),
      contentCues: {
        sections: Object.fromEntries(
          Object.entries(corpus.sectionCues).map(([section, cues]) => [section, cues.map((cue) => normalizeVisitorText(locale, cue))]),
        ),
        detail: corpus.detailCues.map((cue) => normalizeVisitorText(locale, cue)),
        results: corpus.resultsCues.map((cue) => normalizeVisitorText(locale, cue)),
        learning: corpus.learningCues.map((cue) => normalizeVisitorText(locale, cue)),
        languages: corpus.languageCues.map((cue) => normalizeVisitorText(locale, cue)),
        questionStarts: corpus.questionStarts.map((start) => normalizeVisitorText(locale, start)),
        aboutIt: corpus.aboutItCues.map((cue) => normalizeVisitorText(locale, cue)),
        referringWords: new Set([...corpus.aboutItCues, ...corpus.followUpCues.includes].flatMap((cue) => normalizeVisitorText(locale, cue).split(' '))),
      },
      actionCues: {
        quote: (corpus.actionCues?.quote ?? []).map((cue) => normalizeVisitorText(locale, cue)),
        callMe: (corpus.actionCues?.callMe ?? []).map((cue) => normalizeVisitorText(locale, cue)),
        proceed: (corpus.actionCues?.proceed ?? []).map((cue) => normalizeVisitorText(locale, cue)),
        job: (corpus.actionCues?.job ?? []).map((cue) => normalizeVisitorText(locale, cue)),
        human: (corpus.actionCues?.human ?? []).map((cue) => normalizeVisitorText(locale, cue)),
        personForMe: (corpus.actionCues?.personForMe ?? []).map((cue) => normalizeVisitorText(locale, cue)),
        likeThis: (corpus.actionCues?.likeThis ?? []).map((cue) => normalizeVisitorText(locale, cue)),
        whatIsDarky: (corpus.actionCues?.whatIsDarky ?? []).map((cue) => normalizeVisitorText(locale, cue)),
        fault: (corpus.actionCues?.fault ?? []).map((cue) => normalizeVisitorText(locale, cue)),
        howSoon: (corpus.actionCues?.howSoon ?? []).map((cue) => normalizeVisitorText(locale, cue)),
      },
      bookingCues: {
        call: corpus.bookingCues.call.map((cue) => normalizeVisitorText(locale, cue)),
        meeting: corpus.bookingCues.meeting.map((cue) => normalizeVisitorText(locale, cue)),
        when: corpus.bookingCues.when.map((cue) => normalizeVisitorText(locale, cue)),
        callTime: corpus.bookingCues.callTime.map((cue) => normalizeVisitorText(locale, cue)),
        details: corpus.bookingCues.details.map((cue) => normalizeVisitorText(locale, cue)),
        want: corpus.bookingCues.want.map((cue) => normalizeVisitorText(locale, cue)),
      },
      facts: readFacts(locale, problems),
    };
  }
  // Trained on the same spelling the visitor's text is brought to (no accents, shorthand expanded).
  const normalized = (locale: ChatLocale) =>
    new Map([...packs[locale].intents.documents].map(([intent, utterances]) => [intent, [...new Set(utterances.map((u) => normalizeVisitorText(locale, u)))]]));
  const nlu = await DarkyNlu.train({ es: normalized('es'), en: normalized('en') });
  const documents = chatLocales.reduce((n, l) => n + [...packs[l].intents.documents.values()].reduce((m, u) => m + u.length, 0), 0);
  return { nlu, packs, trainingMs: Math.round(performance.now() - started), documents, problems, learned: learnedCount };
}

let trained: Promise<TrainedDarkyModel> | undefined;

/** The process's model from the real content (and, at start-up, the learned examples), trained on first use. */
export function getDarkyModel(learned?: LearnedExamples): Promise<TrainedDarkyModel> {
  trained ??= trainDarkyModel(undefined, learned);
  trained.catch(() => {
    trained = undefined;
  });
  return trained;
}
