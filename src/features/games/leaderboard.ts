/** Shapes of the leaderboard shared by the server (which reads it) and the page (which shows it, with or without JavaScript). */

export interface LeaderboardEntry {
  rank: number;
  nickname: string;
  score: number;
  /** ISO date of the run's submission. */
  at: string;
}

export interface Leaderboards {
  today: LeaderboardEntry[];
  allTime: LeaderboardEntry[];
}

export const LEADERBOARD_SIZE = 10;

/** "Today" is the site's day: Lima time (UTC-5 all year, Peru has no daylight saving). */
const LIMA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfLimaDay(now: Date): Date {
  const local = now.getTime() + LIMA_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - LIMA_OFFSET_MS);
}
