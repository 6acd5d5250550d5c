/**
 * Darky's side of the console's review: stores what Darky did not understand, reads back what operators taught it
 * (for the start-up training), and keeps the chat data bounded (retention, see docs/darky-review.md).
 */
import 'server-only';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { chatEvents, chatGuests, chatPageViews, darkyCustomIntents, darkyTrainingExamples, darkyUnanswered } from '@/features/darky/tables';
import { NO_INTENT } from '../nlu/darky-nlu';
import { normalizeVisitorText } from '../nlu/visitor-text';
import type { ChatLocale } from '../protocol';
import type { UnansweredMessage } from './darky-responder';
import { noLearnedExamples, type LearnedExamples } from './learned-examples';

/** Retention of the chat data (personal data: what visitors typed). Decided in docs/decisions.md. */
export const darkyRetention = {
  /** A guest quiet this long is deleted with everything of theirs (events, pages, unanswered questions, lead links). */
  guestIdleDays: 180,
  /** Events and page views kept per guest (the newest). */
  maxEventsPerGuest: 500,
  maxPageViewsPerGuest: 200,
  /** Open questions nobody reviewed are dropped after this; reviewed ones (assigned or dismissed) sooner. */
  openQuestionDays: 90,
  reviewedQuestionDays: 30,
  /** At most this many open questions are kept (the oldest go first): a flood of gibberish cannot grow the table. */
  maxOpenQuestions: 5000,
} as const;

export async function recordUnanswered(db: Database, message: UnansweredMessage): Promise<void> {
  await db.insert(darkyUnanswered).values({
    guestId: message.guestId,
    locale: message.locale,
    text: message.text,
    normalized: normalizeVisitorText(message.locale, message.text),
    guessedIntent: message.intent === NO_INTENT ? null : message.intent,
    score: Number.isFinite(message.score) ? message.score : 0,
    outcome: message.outcome,
  });
}

/**
 * Learned examples trained at start-up, at most (the newest). Measured (docs/darky-review.md): 200 examples add about
 * 0.1 s to the start-up training, 1000 add about 3 s; past this the operators should move them into the corpus files.
 */
export const MAX_LEARNED_EXAMPLES = 1000;

/** The learned examples (newest MAX_LEARNED_EXAMPLES, oldest first) and every custom intent, for the start-up training. */
export async function loadLearnedExamples(db: Database): Promise<LearnedExamples> {
  const learned = noLearnedExamples();
  const examples = await db
    .select({ locale: darkyTrainingExamples.locale, intent: darkyTrainingExamples.intent, utterance: darkyTrainingExamples.utterance })
    .from(darkyTrainingExamples)
    .orderBy(desc(darkyTrainingExamples.id))
    .limit(MAX_LEARNED_EXAMPLES);
  for (const row of examples.reverse()) learned.examples[row.locale as ChatLocale]?.push({ intent: row.intent, utterance: row.utterance });
  const intents = await db.select().from(darkyCustomIntents).orderBy(asc(darkyCustomIntents.createdAt));
  for (const row of intents) learned.customIntents[row.locale as ChatLocale]?.push({ intent: row.intent, answer: row.answer, label: row.label });
  return learned;
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * One retention pass. Per-guest caps look only at guests seen in the last `recentHours` (the only ones that can have
 * grown since the last pass), so the work is bounded by recent traffic, not by the table.
 */
export async function purgeDarkyData(db: Database, now = new Date(), recentHours = 2): Promise<void> {
  const r = darkyRetention;
  await db.delete(chatGuests).where(lt(chatGuests.lastSeenAt, daysAgo(now, r.guestIdleDays)));
  await db.delete(darkyUnanswered).where(and(eq(darkyUnanswered.status, 'open'), lt(darkyUnanswered.createdAt, daysAgo(now, r.openQuestionDays))));
  await db
    .delete(darkyUnanswered)
    .where(and(inArray(darkyUnanswered.status, ['assigned', 'dismissed']), lt(darkyUnanswered.resolvedAt, daysAgo(now, r.reviewedQuestionDays))));
  await db.execute(sql`
    delete from ${darkyUnanswered} where ${darkyUnanswered.id} in (
      select id from ${darkyUnanswered} where status = 'open' order by id desc offset ${r.maxOpenQuestions})`);
  const recent = db
    .select({ id: chatGuests.id })
    .from(chatGuests)
    .where(gt(chatGuests.lastSeenAt, new Date(now.getTime() - recentHours * 3_600_000)));
  await db.execute(sql`
    delete from ${chatEvents} where ${chatEvents.id} in (
      select id from (
        select id, row_number() over (partition by guest_id order by id desc) as n
        from ${chatEvents} where guest_id in (${recent})) ranked
      where n > ${r.maxEventsPerGuest})`);
  await db.execute(sql`
    delete from ${chatPageViews} where ${chatPageViews.id} in (
      select id from (
        select id, row_number() over (partition by guest_id order by id desc) as n
        from ${chatPageViews} where guest_id in (${recent})) ranked
      where n > ${r.maxPageViewsPerGuest})`);
}
