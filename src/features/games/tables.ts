/** The games feature's table: the verified leaderboard of /games. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------------------------------------------
// Games (/games): the leaderboard. Self-contained block: nothing above refers to it.
// ---------------------------------------------------------------------------------------------------------------

/**
 * A verified score of a game run: stored only after the server replayed the run's input log from its signed seed.
 * The run id (from the single-use run token) is unique, so a token can put one score on the board.
 */
export const gameScores = pgTable(
  'game_scores',
  {
    id: uuid('id').primaryKey(),
    /** Run id of the signed run token: one score per run. */
    runId: uuid('run_id').notNull(),
    /** Which game ('darky-catch'); the board is per game. */
    game: text('game').notNull(),
    nickname: text('nickname').notNull(),
    score: integer('score').notNull(),
    /** Length of the run in simulation ticks (60 per second). */
    ticks: integer('ticks').notNull(),
    locale: text('locale').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_scores_run_id_idx').on(t.runId),
    index('game_scores_board_idx').on(t.game, t.score, t.createdAt),
    index('game_scores_created_at_idx').on(t.game, t.createdAt),
    check('game_scores_score_check', sql`${t.score} >= 0`),
    check('game_scores_locale_check', sql`${t.locale} in ('es', 'en')`),
  ],
);

export type GameScore = typeof gameScores.$inferSelect;
