/**
 * The console's review queue of what Darky did not understand: open questions grouped, and the operator's decisions
 * (teach an existing intent, write a new answer, dismiss), and the taught examples (listed, edited, removed). Every
 * change to what Darky learned is announced on the change signal: each instance retrains at once (live-learning.ts).
 */
import 'server-only';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { loadDarkyCorpus, loadHeldOutSet } from '@/features/darky/server';
import { normalizeVisitorText } from '@/features/darky/public';
import type { ChatLocale } from '@/features/darky/public';
import { CUSTOM_INTENT_PREFIX } from '@/features/darky/server';
import type { Database } from '@/server/db';
import { publishChange } from '@/server/change-signal';
import { darkyCustomIntents, darkyTrainingExamples, darkyUnanswered } from '@/features/darky/tables';
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
      guestId: darkyUnanswered.guestId,
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
  /** The start of what Darky answers for it (its first answer), so the operator picks by what the visitor will read. */
  preview: string;
}

function previewOf(answer: string | undefined): string {
  const text = (answer ?? '').replace(/\s+/g, ' ').trim();
  return [...text].length > 90 ? `${[...text].slice(0, 89).join('')}…` : text;
}

/** The intents a group may be assigned to: those of content/<locale>/darky/corpus.json, then the operators' own. */
export async function intentChoices(db: Database, locale: ChatLocale): Promise<IntentChoice[]> {
  const corpus = loadDarkyCorpus(locale);
  const written = Object.entries(corpus.intents).map(([intent, d]) => ({
    intent,
    label: d.quickReply?.label ?? d.utterances[0] ?? intent,
    preview: previewOf(d.answers?.[0]),
  }));
  const custom = await db
    .select({ intent: darkyCustomIntents.intent, label: darkyCustomIntents.label, answer: darkyCustomIntents.answer })
    .from(darkyCustomIntents)
    .where(eq(darkyCustomIntents.locale, locale));
  return [
    ...written.sort((a, b) => a.label.localeCompare(b.label, locale)),
    ...custom.filter((c) => !corpus.intents[c.intent]).map((c) => ({ intent: c.intent, label: c.label, preview: previewOf(c.answer) })),
  ];
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
  /**
   * Of those, questions equal to a question of the evaluation set (tests/darky-heldout): taught all the same, since a
   * visitor asked it and deserves the answer. The evaluation trains on content/ only, never on these examples, so
   * it still measures questions Darky never saw.
   */
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
    const unique = [...new Map(questions.map((q) => [q.normalized, q])).values()];
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
    const twins = unique.filter((q) => heldOut.has(q.normalized)).length;
    return { taught: stored.length, heldOut: twins, known: unique.length - stored.length, intent };
  });
}

/** Assigns the group's open questions to an existing intent: each becomes a training utterance of it. */
export async function assignQuestions(
  db: Database,
  input: { locale: ChatLocale; ids: number[]; intent: string; createdBy: string; heldOut?: Set<string> },
): Promise<TeachOutcome> {
  const known = await intentChoices(db, input.locale);
  if (!known.some((c) => c.intent === input.intent)) throw new ReviewDecisionError(`unknown intent ${input.intent}`);
  const outcome = await teach(db, input.locale, input.ids, input.intent, input.createdBy, input.heldOut ?? heldOutTexts(input.locale));
  await publishChange('darky.learned');
  return outcome;
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
  const outcome = await teach(db, input.locale, input.ids, intent, input.createdBy, input.heldOut ?? heldOutTexts(input.locale), async (tx) => {
    await tx.insert(darkyCustomIntents).values({ locale: input.locale, intent, answer, label, createdBy: input.createdBy });
  });
  await publishChange('darky.learned');
  return outcome;
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

/** Examples taught so far. */
export async function taughtExampleCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(darkyTrainingExamples);
  return row?.n ?? 0;
}

export interface TaughtExample {
  id: number;
  locale: ChatLocale;
  intent: string;
  utterance: string;
  createdBy: string;
  createdAt: Date;
}

/** The taught examples, newest first (the page lists them to edit or remove). */
export async function listTaughtExamples(db: Database, limit = 100): Promise<TaughtExample[]> {
  const rows = await db
    .select({
      id: darkyTrainingExamples.id,
      locale: darkyTrainingExamples.locale,
      intent: darkyTrainingExamples.intent,
      utterance: darkyTrainingExamples.utterance,
      createdBy: darkyTrainingExamples.createdBy,
      createdAt: darkyTrainingExamples.createdAt,
    })
    .from(darkyTrainingExamples)
    .orderBy(desc(darkyTrainingExamples.id))
    .limit(limit);
  return rows as TaughtExample[];
}

/**
 * Rewrites a taught example (its words and/or its intent). Refused (ReviewDecisionError) when it is gone, the intent
 * is unknown, or the new words are already an example. Darky retrains at once.
 */
export async function editTaughtExample(db: Database, input: { id: number; utterance: string; intent: string }): Promise<void> {
  const [example] = await db.select().from(darkyTrainingExamples).where(eq(darkyTrainingExamples.id, input.id));
  if (!example) throw new ReviewDecisionError('no such example');
  const locale = example.locale as ChatLocale;
  const utterance = input.utterance.trim();
  if (utterance.length < 2 || utterance.length > 500) throw new ReviewDecisionError('bad utterance');
  if (!(await intentChoices(db, locale)).some((c) => c.intent === input.intent)) throw new ReviewDecisionError(`unknown intent ${input.intent}`);
  const normalized = normalizeVisitorText(locale, utterance);
  const [twin] = await db
    .select({ id: darkyTrainingExamples.id })
    .from(darkyTrainingExamples)
    .where(and(eq(darkyTrainingExamples.locale, locale), eq(darkyTrainingExamples.normalized, normalized), ne(darkyTrainingExamples.id, input.id)));
  if (twin) throw new ReviewDecisionError('already an example');
  await db.update(darkyTrainingExamples).set({ utterance, normalized, intent: input.intent }).where(eq(darkyTrainingExamples.id, input.id));
  await publishChange('darky.learned');
}

/** Removes a taught example (Darky forgets it at once); false when it was already gone. */
export async function removeTaughtExample(db: Database, id: number): Promise<TaughtExample | undefined> {
  const [removed] = await db.delete(darkyTrainingExamples).where(eq(darkyTrainingExamples.id, id)).returning();
  if (removed) await publishChange('darky.learned');
  return removed as TaughtExample | undefined;
}
