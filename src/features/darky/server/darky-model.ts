/** Builds and trains Darky's model from content/ (corpora + catalogues); trained once per process and kept in memory. */
import 'server-only';
import { loadSiteFacts, type SiteFacts } from '@/content/facts.server';
import { loadDarkyCorpus } from '../nlu/corpus.server';
import { DarkyNlu } from '../nlu/darky-nlu';
import { EntityFinder } from '../nlu/entity-finder';
import { buildIntentCatalogue } from '../nlu/intent-catalogue';
import type { DarkyKnowledge } from '../nlu/knowledge';
import { loadDarkyKnowledge } from '../nlu/knowledge.server';
import { Spelling } from '../nlu/spelling';
import { normalizeVisitorText, installSpelling, visitorWords } from '../nlu/visitor-text';
import type { ChatLocale } from '../protocol';
import type { DarkyModel } from './darky-responder';
import { corpusWithLearnedIntents, mergeLearnedUtterances, noLearnedExamples, type LearnedExamples } from './learned-examples';
import type { LanguagePack } from './reply-composer';
import { siteDocuments } from './site-search';

export interface TrainedDarkyModel extends DarkyModel {
  trainingMs: number;
  documents: number;
  /** Catalogues Darky could not read (answers that need them fall back to navigation). */
  problems: string[];
  /** Operator-taught utterances merged in (database), and those skipped (their intent is gone). */
  learned: { added: number; skipped: number };
}

const chatLocales: ChatLocale[] = ['es', 'en'];

/** Every text in a catalogue (strings in objects, arrays and maps, at any depth). */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value instanceof Map) return [...value.values()].flatMap(textsIn);
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}

/** The facts catalogue; a broken one leaves Darky without timelines and prices (it says how they are quoted), not down. */
function readFacts(locale: ChatLocale, problems: string[]): SiteFacts {
  try {
    return loadSiteFacts(locale);
  } catch (error) {
    problems.push(`${locale}/facts: ${(error as Error).message.split('\n')[0]}`);
    return { faqs: [], services: new Map(), free: {}, values: {} };
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
    const facts = readFacts(locale, problems);
    // Before any cue or utterance is normalised: a visitor's misspelt word is read as a word of these (nlu/spelling.ts).
    installSpelling(locale, undefined);
    const texts = [...textsIn(corpus), ...textsIn(knowledge), ...textsIn(facts), ...[...intents.documents.values()].flat()];
    // Every word of the site's pages is known too, so never "corrected" ("palta" in a case is not "plata"); each counts
    // once, so a misspelling is still read as the words visitors and the corpus use most.
    const siteWords = new Set(siteDocuments(locale).flatMap((page) => visitorWords(locale, `${page.title} ${page.keywords} ${page.text}`)));
    installSpelling(locale, new Spelling(locale, [...texts.flatMap((text) => visitorWords(locale, text)), ...siteWords]));
    // Every cue list in the one spelling the visitor's message is brought to (no accents, shorthand expanded).
    const cues = (list: readonly string[] = []) => list.map((cue) => normalizeVisitorText(locale, cue));
    packs[locale] = {
      locale,
      corpus,
      knowledge,
      intents,
      entities: new EntityFinder(locale, intents, corpus),
      pricingCues: cues(corpus.pricingCues),
      metricTerms: cues(corpus.metricTerms),
      pricingLastWords: cues(corpus.pricingLastWords),
      followUpCues: {
        timeline: cues(corpus.followUpCues.timeline),
        includes: cues(corpus.followUpCues.includes),
        free: cues(corpus.followUpCues.free),
      },
      placeCues: cues(corpus.followUpCues.place),
      dayCues: cues(corpus.followUpCues.days),
      howToPayCues: cues(corpus.followUpCues.howToPay),
      keptCues: cues(corpus.followUpCues.kept),
      supportDetailCues: cues(corpus.followUpCues.supportDetails),
      supportWordCues: cues(corpus.followUpCues.supportWords),
      agencyLanguageCues: cues(corpus.followUpCues.agencyLanguage),
      aboutUsCues: cues(corpus.followUpCues.aboutUs),
      remoteClientCues: cues(corpus.followUpCues.remoteClient),
      adSpendCues: cues(corpus.followUpCues.adSpend),
      separateCostCues: cues(corpus.followUpCues.separateCost),
      maintenanceCues: cues(corpus.followUpCues.maintenance),
      privacyCues: cues(corpus.followUpCues.privacy),
      socialProfileCues: cues(corpus.followUpCues.socialProfiles),
      deadlineCues: cues(corpus.followUpCues.deadline),
      dollarsCues: cues(corpus.followUpCues.dollars),
      billingCues: cues(corpus.followUpCues.billing),
      answeringCues: cues(corpus.followUpCues.answering),
      alwaysOnCues: cues(corpus.followUpCues.alwaysOn),
      complimentCues: cues(corpus.followUpCues.compliment),
      thisChatCues: cues(corpus.thisChat?.cues),
      thisChatWantedCues: cues(corpus.thisChat?.wanted),
      thisChatSeeItCues: cues(corpus.thisChat?.seeIt),
      confusedCues: cues(corpus.followUpCues.confused),
      newestCues: cues(corpus.followUpCues.newest),
      readFirstCues: cues(corpus.followUpCues.readFirst),
      studyCues: cues(corpus.followUpCues.study),
      ownHandsCues: cues(corpus.followUpCues.ownHands),
      demoUseCues: cues(corpus.followUpCues.demoUse),
      answerBackCues: cues(corpus.followUpCues.answerBack),
      endsCues: cues(corpus.followUpCues.ends),
      longestCues: cues(corpus.followUpCues.longest),
      publishedCues: cues(corpus.followUpCues.published),
      otherOneCues: cues(corpus.followUpCues.otherOne),
      whatIsItCues: cues(corpus.followUpCues.whatIsIt),
      agendaCues: cues(corpus.followUpCues.agenda),
      nextCues: cues(corpus.followUpCues.next),
      dateAskedCues: cues(corpus.followUpCues.dateAsked),
      priceListCues: cues(corpus.followUpCues.priceList),
      examplesCues: cues(corpus.followUpCues.examples),
      urgentCues: cues(corpus.followUpCues.urgent),
      topicsCues: cues(corpus.followUpCues.topics),
      whereIAmCues: cues(corpus.followUpCues.whereIAm),
      severalCues: cues(corpus.followUpCues.several),
      unstatedCues: cues(corpus.followUpCues.unstated),
      readingCues: cues(corpus.followUpCues.reading),
      sameQuestionCues: cues(corpus.followUpCues.sameQuestion),
      backReferenceCues: cues(corpus.followUpCues.backReference),
      whichOneCues: cues(corpus.followUpCues.whichOne),
      byPlaceCues: {
        nth: (corpus.followUpCues.byPlace?.nth ?? []).map((words) => cues(words)),
        last: cues(corpus.followUpCues.byPlace?.last),
        startWith: cues(corpus.followUpCues.byPlace?.startWith),
        named: cues(corpus.followUpCues.byPlace?.named),
      },
      afterThatCues: cues(corpus.followUpCues.afterThat),
      supportNamedCues: cues(corpus.followUpCues.supportNamed),
      priceReferredCues: cues(corpus.followUpCues.priceReferred),
      cheaperCues: { asked: cues(corpus.cheaperOption?.cues), reactions: cues(corpus.cheaperOption?.reactions), cheapest: cues(corpus.cheaperOption?.without) },
      discountCues: cues(corpus.discount?.cues),
      pageFactRules: corpus.pageFacts.map((rule) => ({ ...rule, cues: cues(rule.cues), with: cues(rule.with), unless: cues(rule.unless) })),
      demoNameCues: Object.fromEntries(Object.entries(corpus.demoNames).map(([demo, names]) => [demo, cues(names)])),
      academyHubCues: { asked: cues(corpus.academyHub?.cues), sections: cues(corpus.academyHub?.without) },
      paymentCues: cues(corpus.paymentCues),
      cameraPrivacyCues: cues(corpus.cameraPrivacyCues),
      contentCues: {
        sections: Object.fromEntries(Object.entries(corpus.sectionCues).map(([section, list]) => [section, cues(list)])),
        detail: cues(corpus.detailCues),
        results: cues(corpus.resultsCues),
        built: cues(corpus.builtCues),
        learning: cues(corpus.learningCues),
        languages: cues(corpus.languageCues),
        questionStarts: cues(corpus.questionStarts),
        aboutIt: cues(corpus.aboutItCues),
        referringWords: new Set(cues([...corpus.aboutItCues, ...corpus.followUpCues.includes]).flatMap((cue) => cue.split(' '))),
      },
      actionCues: {
        quote: cues(corpus.actionCues?.quote),
        need: cues(corpus.actionCues?.need),
        callMe: cues(corpus.actionCues?.callMe),
        proceed: cues(corpus.actionCues?.proceed),
        job: cues(corpus.actionCues?.job),
        human: cues(corpus.actionCues?.human),
        personForMe: cues(corpus.actionCues?.personForMe),
        likeThis: cues(corpus.actionCues?.likeThis),
        whatIsDarky: cues(corpus.actionCues?.whatIsDarky),
        darkyName: cues(corpus.actionCues?.darkyName),
        fault: cues(corpus.actionCues?.fault),
        howSoon: cues(corpus.actionCues?.howSoon),
        offHours: cues(corpus.actionCues?.offHours),
        similarWork: cues(corpus.actionCues?.similarWork),
        later: cues(corpus.actionCues?.later),
        phoneNumber: cues(corpus.actionCues?.phoneNumber),
        aside: cues(corpus.actionCues?.aside),
        weather: cues(corpus.actionCues?.weather),
        improper: cues(corpus.actionCues?.improper),
        declined: cues(corpus.actionCues?.declined),
        alreadyQuoted: cues(corpus.actionCues?.alreadyQuoted),
        whereToStart: cues(corpus.actionCues?.whereToStart),
        myName: cues(corpus.actionCues?.myName),
        advice: cues(corpus.actionCues?.advice),
        byEmail: cues(corpus.actionCues?.byEmail),
      },
      bookingCues: {
        call: cues(corpus.bookingCues.call),
        meeting: cues(corpus.bookingCues.meeting),
        when: cues(corpus.bookingCues.when),
        callTime: cues(corpus.bookingCues.callTime),
        details: cues(corpus.bookingCues.details),
        want: cues(corpus.bookingCues.want),
        slots: cues(corpus.bookingCues.slots),
        weekend: cues(corpus.bookingCues.weekend),
        contents: cues(corpus.bookingCues.contents),
        named: cues(corpus.bookingCues.named),
      },
      facts,
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
