/**
 * Groups the questions Darky did not understand by similarity, in TypeScript (one code path for PGlite and
 * PostgreSQL): the NLU's own spelling (normalizeVisitorText, stored as `normalized`), then the better of word overlap
 * (Jaccard) and character-trigram overlap (Dice). Greedy and bounded: each question is compared with at most
 * MAX_GROUPS group leaders, so the work is at most questions x MAX_GROUPS comparisons.
 */

import type { Locale } from '@/i18n/routing';
export interface ReviewQuestion {
  id: number;
  locale: Locale;
  text: string;
  normalized: string;
  guessedIntent: string | null;
  score: number;
  createdAt: Date;
  /** The chat it was asked in (the transcript link); absent in tests that need none. */
  guestId?: string;
}

/** One question of a group as the page lists it: its words, when, and the chat it came from. */
export interface GroupQuestion {
  id: number;
  text: string;
  createdAt: Date;
  guestId?: string;
}

export interface QuestionGroup {
  /** The ids of its questions (what the operator's decision applies to). */
  ids: number[];
  locale: Locale;
  count: number;
  /** Distinct texts, newest first, at most EXAMPLES_PER_GROUP. */
  examples: string[];
  /** The intent the NLU guessed most often in the group, if any. */
  guessedIntent: string | null;
  lastAt: Date;
  /** Every question of the group, newest first, at most QUESTIONS_PER_GROUP (the count says how many in all). */
  questions: GroupQuestion[];
}

export const QUESTIONS_PER_GROUP = 20;

/** Two questions this similar (0..1) are the same question said differently. */
export const SIMILARITY_THRESHOLD = 0.5;
export const MAX_GROUPS = 300;
export const EXAMPLES_PER_GROUP = 5;

/** Words that carry no topic: they would make "que es X" and "que es Y" look alike. */
const STOP_WORDS = new Set(
  'a al algo como con de del el en es esta este hay la las lo los me mi mis o para por que se si su sus tu un una y yo ' +
    'an and are can do does for how i in is it me my of on or the to what with you your'.split(' '),
);

function contentWords(normalized: string): Set<string> {
  const words = normalized.split(/\s+/).filter(Boolean);
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return new Set(kept.length ? kept : words);
}

function trigrams(normalized: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normalized.split(/\s+/).filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const item of small) if (large.has(item)) shared += 1;
  return shared;
}

interface Shape {
  words: Set<string>;
  grams: Set<string>;
}

const shapeOf = (normalized: string): Shape => ({ words: contentWords(normalized), grams: trigrams(normalized) });

/** 0..1: the better of word Jaccard and trigram Dice (pg_trgm's measure is close to the latter). */
export function questionSimilarity(a: string, b: string): number {
  return similarity(shapeOf(a), shapeOf(b));
}

function similarity(a: Shape, b: Shape): number {
  const sharedWords = overlap(a.words, b.words);
  const jaccard = sharedWords / (a.words.size + b.words.size - sharedWords || 1);
  const dice = (2 * overlap(a.grams, b.grams)) / (a.grams.size + b.grams.size || 1);
  return Math.max(jaccard, dice);
}

/** Groups per language, largest first (then most recent); questions past MAX_GROUPS join no group and are left out. */
export function groupQuestions(questions: readonly ReviewQuestion[]): QuestionGroup[] {
  const newestFirst = [...questions].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const groups: { leader: Shape; locale: Locale; members: ReviewQuestion[] }[] = [];
  for (const question of newestFirst) {
    const shape = shapeOf(question.normalized);
    let best: (typeof groups)[number] | undefined;
    let bestScore = SIMILARITY_THRESHOLD;
    for (const group of groups) {
      if (group.locale !== question.locale) continue;
      const score = similarity(shape, group.leader);
      if (score >= bestScore) {
        best = group;
        bestScore = score;
      }
    }
    if (best) best.members.push(question);
    else if (groups.length < MAX_GROUPS) groups.push({ leader: shape, locale: question.locale, members: [question] });
  }
  return groups
    .map(({ locale, members }) => ({
      ids: members.map((m) => m.id),
      locale,
      count: members.length,
      examples: [...new Set(members.map((m) => m.text.trim()))].slice(0, EXAMPLES_PER_GROUP),
      guessedIntent: mostFrequent(members.map((m) => m.guessedIntent).filter((i): i is string => Boolean(i))),
      lastAt: members[0]!.createdAt,
      questions: members.slice(0, QUESTIONS_PER_GROUP).map((m) => ({ id: m.id, text: m.text.trim(), createdAt: m.createdAt, guestId: m.guestId })),
    }))
    .sort((a, b) => b.count - a.count || b.lastAt.getTime() - a.lastAt.getTime());
}

function mostFrequent(items: string[]): string | null {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [item, n] of counts) if (n > bestCount) [best, bestCount] = [item, n];
  return best;
}
