/** The leaderboard in the site's database (Drizzle over PGlite or PostgreSQL): verified scores in, top tens out. */
import 'server-only';
import type { Locale } from '@/i18n/routing';
import { and, asc, count, desc, eq, gt, gte } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db';
import { gameScores } from '@/features/games/tables';
import { GAME_ID } from '../engine/simulation';
import { LEADERBOARD_SIZE, startOfLimaDay, type LeaderboardEntry, type Leaderboards } from '../leaderboard';

export interface VerifiedScore {
  id: string;
  runId: string;
  nickname: string;
  score: number;
  ticks: number;
  locale: Locale;
  ip?: string;
}

/** Stores the score; false when its run already has one (a replayed token). */
export async function storeScore(score: VerifiedScore, db?: Database): Promise<boolean> {
  const database = db ?? (await getDb());
  const inserted = await database
    .insert(gameScores)
    .values({ ...score, game: GAME_ID, ip: score.ip ?? null })
    .onConflictDoNothing({ target: gameScores.runId })
    .returning({ id: gameScores.id });
  return inserted.length === 1;
}

async function topTen(database: Database, since?: Date): Promise<LeaderboardEntry[]> {
  const rows = await database
    .select({ nickname: gameScores.nickname, score: gameScores.score, createdAt: gameScores.createdAt })
    .from(gameScores)
    .where(since ? and(eq(gameScores.game, GAME_ID), gte(gameScores.createdAt, since)) : eq(gameScores.game, GAME_ID))
    // Equal scores: whoever got there first ranks higher.
    .orderBy(desc(gameScores.score), asc(gameScores.createdAt))
    .limit(LEADERBOARD_SIZE);
  return rows.map((row, index) => ({ rank: index + 1, nickname: row.nickname, score: row.score, at: row.createdAt.toISOString() }));
}

export async function readLeaderboards(now: Date = new Date(), db?: Database): Promise<Leaderboards> {
  const database = db ?? (await getDb());
  const [today, allTime] = await Promise.all([topTen(database, startOfLimaDay(now)), topTen(database)]);
  return { today, allTime };
}

/** Position of a score on the all-time board (1 = best). */
export async function allTimeRank(score: number, db?: Database): Promise<number> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ better: count() })
    .from(gameScores)
    .where(and(eq(gameScores.game, GAME_ID), gt(gameScores.score, score)));
  return Number(row?.better ?? 0) + 1;
}
