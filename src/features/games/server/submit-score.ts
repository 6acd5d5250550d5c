/**
 * Decides whether a submitted score goes on the board. In order: the run token is genuine and unexpired; the
 * nickname is acceptable; the run took at least as long on the server's clock as it claims; the score is within
 * what a second of play can earn; a replay of the input log from the token's seed ends at the claimed tick with
 * the claimed score; and the token has not been used. Nothing is stored unless every check passes.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '@/server/db';
import { MAX_POINTS_PER_SECOND, MAX_TICKS, TICKS_PER_SECOND, replay, type GameInput } from '../engine/simulation';
import { checkNickname, type NicknameProblem } from '../nickname';
import { verifyRunToken } from './run-token';
import { allTimeRank, storeScore } from './score-store';

/** Far more inputs than ten minutes of frantic play produce (a lane change every 3 ticks). */
export const MAX_INPUTS = MAX_TICKS / 3;
/** Timer granularity between the browser's frames and the server's clock. */
const CLOCK_TOLERANCE_MS = 250;

export const scoreSubmissionSchema = z.strictObject({
  token: z.string().max(400),
  nickname: z.string().max(64),
  score: z.number().int().min(0).max(10_000_000),
  ticks: z.number().int().min(1).max(MAX_TICKS),
  inputs: z.array(z.tuple([z.number().int().min(0).max(MAX_TICKS), z.number().int().min(0).max(9)])).max(MAX_INPUTS),
  locale: z.enum(['es', 'en']),
});

export type ScoreSubmission = z.infer<typeof scoreSubmissionSchema>;

export type ScoreRejection = 'token-invalid' | 'token-expired' | 'too-fast' | 'too-many-points' | 'replay-mismatch' | 'already-submitted';

export type SubmitOutcome =
  { kind: 'accepted'; id: string; rank: number } | { kind: 'nickname'; problem: NicknameProblem } | { kind: 'rejected'; reason: ScoreRejection };

export async function submitScore(submission: ScoreSubmission, context: { ip?: string; now?: number; db?: Database } = {}): Promise<SubmitOutcome> {
  const now = context.now ?? Date.now();
  const token = verifyRunToken(submission.token, now);
  if (!token.ok) return { kind: 'rejected', reason: token.reason };

  const nickname = checkNickname(submission.nickname);
  if (!nickname.ok) return { kind: 'nickname', problem: nickname.problem };

  // The server's clock, not the browser's: the run cannot have lasted longer than the time since its token.
  const claimedMs = (submission.ticks / TICKS_PER_SECOND) * 1000;
  if (now - token.claims.issuedAt + CLOCK_TOLERANCE_MS < claimedMs) return { kind: 'rejected', reason: 'too-fast' };

  if (submission.score > MAX_POINTS_PER_SECOND * Math.max(1, submission.ticks / TICKS_PER_SECOND)) {
    return { kind: 'rejected', reason: 'too-many-points' };
  }

  const replayed = replay(token.claims.seed, submission.inputs as GameInput[]);
  if (!replayed.ok || replayed.ticks !== submission.ticks || replayed.score !== submission.score) {
    return { kind: 'rejected', reason: 'replay-mismatch' };
  }

  const id = randomUUID();
  const stored = await storeScore(
    { id, runId: token.claims.runId, nickname: nickname.nickname, score: replayed.score, ticks: replayed.ticks, locale: submission.locale, ip: context.ip },
    context.db,
  );
  if (!stored) return { kind: 'rejected', reason: 'already-submitted' };
  return { kind: 'accepted', id, rank: await allTimeRank(replayed.score, context.db) };
}
