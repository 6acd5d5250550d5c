/**
 * The console's review queue of what Darky did not understand: open questions grouped, and the operator's decisions
 * (teach an existing intent, write a new answer, dismiss). Taught examples train Darky at its next start.
 */
import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { loadDarkyCorpus, loadHeldOutSet } from '@/features/darky/nlu/corpus.server';
import { normalizeVisitorText } from '@/features/darky/nlu/visitor-text';
import type { ChatLocale } from '@/features/darky/protocol';
import { CUSTOM_INTENT_PREFIX } from '@/features/darky/server/learned-examples';
import type { Database } from '@/server/db';
import { darkyCustomIntents, darkyTrainingExamples, darkyUnanswered } from '@/server/db/schema';
import { groupQuestions, type QuestionGroup, type ReviewQuestion } from '../group-questions';

/** The newest open questions grouped per page view: bounds the grouping work (see group-questions.ts). */
export const MAX_REVIEW_QUESTIONS = 2000;
/** A decision applies to at most this many questions (a group's ids travel in the form). */
export const MAX_IDS_PER_DECISION = 500;

export async function listQuestionGroups(db: Database, locale?: ChatLocale): Promise<{ groups: QuestionGroup[]; open: number }> {
  const rows = await db
    .select({
      id: darkyUnanswered.id,
      locale: darkyUnanswered.locale,
      text: darkyUnanswered.text,
      normalized: darkyUnanswered.normalized,
      guessedIntent: darkyUnanswered.guessedIntent,
      score: darkyUnanswered.score,
      createdAt: darkyUnanswered.createdAt,
    })
    .from(darkyUnanswered)
    .where(locale ? and(eq(darkyUnanswered.status, 'open'), eq(darkyUnanswered.locale, locale)) : eq(darkyUnanswered.status, 'open'))
    .orderBy(desc(darkyUnanswered.id))
    .limit(MAX_REVIEW_QUESTIONS);
  const groups = groupQuestions(rows as ReviewQuestion[]);
  return { groups, open: rows.length };
}

export interface IntentChoice {
  intent: string;
  /** What the operator reads: the intent's quick-reply label, or its first utterance. */
  label: string;
}

/** The intents a group may be assigned to: those of content/<locale>/darky/corpus.json, then the operators' own. */
export async function intentChoices(db: Database, locale: ChatLocale): Promise<IntentChoice[]> {
  const corpus = loadDarkyCorpus(locale);
  const written = Object.entries(corpus.intents).map(([intent, d]) => ({ intent, label: d.quickReply?.label ?? d.utterances[0]! }));
  const custom = await db
    .select({ intent: darkyCustomIntents.intent, label: darkyCustomIntents.label })
    .from(darkyCustomIntents)
    .where(eq(darkyCustomIntents.locale, locale));
  return [...written.sort((a, b) => a.intent.localeCompare(b.intent)), ...custom.filter((c) => !corpus.intents[c.intent])];
}

/**
 * The held-out questions' normalised texts (tests/darky-heldout), when the folder is present: a taught example equal
 * to one of them is refused, so the accuracy measure never tests on its own training data. Missing folder: none.
 */
export function heldOutTexts(locale: ChatLocale, dir?: string): Set<string> {
  try {
    return new Set(loadHeldOutSet(locale, dir).items.map((item) => normalizeVisitorText(locale, item.text)));
  } catch {
    return new Set();
  }
}

export interface TeachOutcome {
  /** Examples stored (new training data). */
  taught: number;
  /** Questions equal to a held-out question: marked assigned but not stored as examples. */
  heldOut: number;
  /** Questions already known as an example (same normalised text): nothing new stored. */
  known: number;
  intent: string;
}

export class ReviewDecisionError extends Error {}

async function openQuestions(db: Database, locale: ChatLocale, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: darkyUnanswered.id, text: darkyUnanswered.text, normalized: darkyUnanswered.normalized })
    .from(darkyUnanswered)
    .where(and(inArray(darkyUnanswered.id, ids.slice(0, MAX_IDS_PER_DECISION)), eq(darkyUnanswered.status, 'open'), eq(darkyUnanswered.locale, locale)));
}

async function teach(
  db: Database,
  locale: ChatLocale,
  ids: number[],
  intent: string,
  createdBy: string,
  heldOut: Set<string>,
  before?: (tx: Database) => Promise<void>,
): Promise<TeachOutcome> {
  return db.transaction(async (tx) => {
    const questions = await openQuestions(tx as unknown as Database, locale, ids);
    if (!questions.length) throw new ReviewDecisionError('no open questions in this group');
    await before?.(tx as unknown as Database);
    const fresh = questions.filter((q) => !heldOut.has(q.normalized));
    const unique = [...new Map(fresh.map((q) => [q.normalized, q])).values()];
    const stored = unique.length
      ? await tx
          .insert(darkyTrainingExamples)
          .values(unique.map((q) => ({ locale, intent, utterance: q.text.trim(), normalized: q.normalized, createdBy })))
          .onConflictDoNothing()
          .returning({ id: darkyTrainingExamples.id })
      : [];
    await tx
      .update(darkyUnanswered)
      .set({ status: 'assigned', resolvedIntent: intent, resolvedAt: new Date() })
      .where(
        inArray(
          darkyUnanswered.id,
          questions.map((q) => q.id),
        ),
      );
    return { taught: stored.length, heldOut: questions.length - fresh.length, known: fresh.length - stored.length, intent };
  });
}

/** Assigns the group's open questions to an existing intent: each becomes a training utterance of it. */
export async function assignQuestions(
  db: Database,
  input: { locale: ChatLocale; ids: number[]; intent: string; createdBy: string; heldOut?: Set<string> },
): Promise<TeachOutcome> {
  const known = await intentChoices(db, input.locale);
  if (!known.some((c) => c.intent === input.intent)) throw new ReviewDecisionError(`unknown intent ${input.intent}`);
  return teach(db, input.locale, input.ids, input.intent, input.createdBy, input.heldOut ?? heldOutTexts(input.locale));
}

/** A name for a new intent from its first question: `custom.` + up to four words, letters and hyphens only. */
export function customIntentName(text: string, taken: ReadonlySet<string>): string {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 4);
  const base = `${CUSTOM_INTENT_PREFIX}${words.join('-') || 'answer'}`;
  let name = base;
  for (let n = 0; taken.has(name); n += 1) name = `${base}-${String.fromCharCode(97 + (n % 26)).repeat(Math.floor(n / 26) + 1)}`;
  return name;
}

/**
 * Writes a new answer for the group: a new intent (custom.*) answering with it, trained on the group's questions.
 * Braces are turned into parentheses: the corpus fills {placeholders}, an unknown one would silence the answer.
 */
export async function answerQuestions(
  db: Database,
  input: { locale: ChatLocale; ids: number[]; answer: string; createdBy: string; heldOut?: Set<string> },
): Promise<TeachOutcome> {
  const answer = input.answer.trim().replaceAll('{', '(').replaceAll('}', ')');
  if (!answer) throw new ReviewDecisionError('empty answer');
  const questions = await openQuestions(db, input.locale, input.ids);
  if (!questions.length) throw new ReviewDecisionError('no open questions in this group');
  const taken = new Set([
    ...Object.keys(loadDarkyCorpus(input.locale).intents),
    ...(await db.select({ intent: darkyCustomIntents.intent }).from(darkyCustomIntents).where(eq(darkyCustomIntents.locale, input.locale))).map(
      (r) => r.intent,
    ),
  ]);
  const first = questions[0]!.text.trim();
  const intent = customIntentName(first, taken);
  const label = [...first].length > 40 ? `${[...first].slice(0, 39).join('')}…` : first;
  return teach(db, input.locale, input.ids, intent, input.createdBy, input.heldOut ?? heldOutTexts(input.locale), async (tx) => {
    await tx.insert(darkyCustomIntents).values({ locale: input.locale, intent, answer, label, createdBy: input.createdBy });
  });
}

/** Dismisses the group's open questions (nothing to learn); returns how many. */
export async function dismissQuestions(db: Database, input: { locale: ChatLocale; ids: number[] }): Promise<number> {
  const questions = await openQuestions(db, input.locale, input.ids);
  if (!questions.length) return 0;
  await db
    .update(darkyUnanswered)
    .set({ status: 'dismissed', resolvedAt: new Date() })
    .where(
      inArray(
        darkyUnanswered.id,
        questions.map((q) => q.id),
      ),
    );
  return questions.length;
}

/** Examples taught so far (the page says they train Darky at its next start). */
export async function taughtExampleCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(darkyTrainingExamples);
  return row?.n ?? 0;
}
