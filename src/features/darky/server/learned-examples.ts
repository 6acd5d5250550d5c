/**
 * What operators taught Darky in the console (darky_training_examples, darky_custom_intents), as plain data the model
 * merges with content/<locale>/darky/ when it trains at start-up. No database import: the model stays testable.
 */
import 'server-only';
import type { DarkyCorpus } from '../nlu/corpus-schema';
import type { ChatLocale } from '../protocol';

export interface LearnedIntent {
  intent: string;
  answer: string;
  label: string;
}

export interface LearnedExamples {
  examples: Record<ChatLocale, { intent: string; utterance: string }[]>;
  customIntents: Record<ChatLocale, LearnedIntent[]>;
}

export const noLearnedExamples = (): LearnedExamples => ({ examples: { es: [], en: [] }, customIntents: { es: [], en: [] } });

/** Prefix of the intents operators create; the corpus schema's name pattern allows it (letters and hyphens only). */
export const CUSTOM_INTENT_PREFIX = 'custom.';

/**
 * The corpus with the operators' intents added (each answers with its one answer, no suggestions). An intent already
 * in the file wins: a custom intent never replaces a written one.
 */
export function corpusWithLearnedIntents(corpus: DarkyCorpus, intents: readonly LearnedIntent[]): DarkyCorpus {
  if (!intents.length) return corpus;
  const merged = { ...corpus.intents };
  for (const { intent, answer, label } of intents) {
    if (merged[intent]) continue;
    merged[intent] = { utterances: [], answers: [answer], quickReply: { label, message: label }, suggest: [] };
  }
  return { ...corpus, intents: merged };
}

/**
 * Adds the learned utterances to the training documents (intent -> utterances), in place. An example of an intent the
 * model no longer has (removed from the corpus) is skipped and counted.
 */
export function mergeLearnedUtterances(
  documents: Map<string, string[]>,
  examples: readonly { intent: string; utterance: string }[],
): { added: number; skipped: number } {
  let added = 0;
  let skipped = 0;
  for (const { intent, utterance } of examples) {
    const utterances = documents.get(intent);
    if (!utterances) {
      skipped += 1;
      continue;
    }
    utterances.push(utterance);
    added += 1;
  }
  return { added, skipped };
}
