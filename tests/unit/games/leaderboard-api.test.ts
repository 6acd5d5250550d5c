// The game's API as a player and a cheater see it: genuine runs go on the board; forged, replayed and impossible
// scores are refused with a reason in the player's language and nothing stored. Runs against PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import { gameScores } from '../../../src/features/games/tables';
import { testDrivers, type TestDatabase } from '@/server/db/testing';
import { QUIT, TICKS_PER_SECOND, type GameInput } from '@/features/games/engine/simulation';
import { playWithBot } from '@/features/games/engine/testing-bot';
import { handleRunRequest, handleScoreRequest } from '@/features/games/server/api-handler';
import { resetGameRateLimiter } from '@/features/games/server/rate-limit';
import { apiRequest, CLIENT_IP, prepareApiTests } from '../support/api-test';
import { issueRunToken } from '@/features/games/server/run-token';
import { readLeaderboards, storeScore } from '@/features/games/server/score-store';
import { sql } from 'drizzle-orm';

const request = apiRequest;

/** A run the server started `ago` ms before now, played by the bot for `seconds`, then ended with QUIT. */
function playedRun(seconds: number, ago = seconds * 1000 + 2_000) {
  const run = issueRunToken(Date.now() - ago);
  const ticks = seconds * TICKS_PER_SECOND;
  const { state, inputs } = playWithBot(run.seed, ticks);
  const log: GameInput[] = state.over ? inputs : [...inputs, [state.tick, QUIT]];
  return { token: run.token, score: state.score, ticks: state.tick, inputs: log };
}

describe.each(testDrivers())('game leaderboard API on %s', (driver) => {
  let database: TestDatabase;

  prepareApiTests({
    driver,
    env: { GAMES_RATE_LIMIT_POINTS: '1000', APP_SECRET: undefined },
    resetLimiter: resetGameRateLimiter,
    useTestDatabase: (opened) => (database = opened),
  });

  const stored = () => database.db.select().from(gameScores);

  it('starts a run with a signed token and a seed', async () => {
    const response = await handleRunRequest(request('/api/games/runs'));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+$/), seed: expect.any(Number) });
  });

  it('puts a genuine run on both boards after replaying it, and answers with its rank', async () => {
    const run = playedRun(40);
    expect(run.score).toBeGreaterThan(0);
    const response = await handleScoreRequest(request('/api/games/scores', { ...run, nickname: '  Rosa  ', locale: 'es' }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.rank).toBe(1);
    expect(body.boards.today[0]).toMatchObject({ rank: 1, nickname: 'Rosa', score: run.score });
    expect(body.boards.allTime[0]).toMatchObject({ rank: 1, nickname: 'Rosa', score: run.score });
    const [row] = await stored();
    expect(row).toMatchObject({ nickname: 'Rosa', score: run.score, ticks: run.ticks, locale: 'es', ip: CLIENT_IP, game: 'darky-catch' });
  });

  it('refuses a forged token (made up, or with its seed changed) with 401 and stores nothing', async () => {
    const run = playedRun(20);
    const [payload, signature] = run.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.s += 1;
    const tampered = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    for (const token of [tampered, 'eyJyIjoiYSJ9.c2lnbmF0dXJl']) {
      const response = await handleScoreRequest(request('/api/games/scores', { ...run, token, nickname: 'Forger', locale: 'en' }));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'token-invalid', message: 'This run was not started by the game: it cannot enter the leaderboard.' });
    }
    expect(await stored()).toHaveLength(0);
  });

  it('takes one score per run token: a replayed submission is refused with 409', async () => {
    const run = playedRun(20);
    const first = await handleScoreRequest(request('/api/games/scores', { ...run, nickname: 'Once', locale: 'es' }));
    expect(first.status).toBe(201);
    const again = await handleScoreRequest(request('/api/games/scores', { ...run, nickname: 'Twice', locale: 'es' }));
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Esta partida ya está en el ranking.');
    expect((await stored()).map((row) => row.nickname)).toEqual(['Once']);
  });

  it('refuses impossible scores: inflated, not matching the replay, too many points per second, or sooner than the run lasts', async () => {
    const run = playedRun(30);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['inflated score', { ...run, score: run.score + 10 }, 'replay-mismatch'],
      ['ticks changed', { ...run, ticks: run.ticks + 60 }, 'replay-mismatch'],
      ['inputs edited', { ...run, inputs: run.inputs.map(([t, a]) => [t + 3, a]) }, 'replay-mismatch'],
      ['empty log claiming a score', { ...run, inputs: [[run.ticks, QUIT]] }, 'replay-mismatch'],
      ['a million points in 30 s', { ...run, score: 1_000_000 }, 'too-many-points'],
    ];
    for (const [name, body, reason] of cases) {
      const response = await handleScoreRequest(request('/api/games/scores', { ...body, nickname: 'Cheater', locale: 'en' }));
      expect(response.status, name).toBe(422);
      expect((await response.json()).error, name).toBe(reason);
    }
    // A 30-second run submitted 5 seconds after its token was issued.
    const early = playedRun(30, 5_000);
    const tooFast = await handleScoreRequest(request('/api/games/scores', { ...early, nickname: 'Speedy', locale: 'es' }));
    expect(tooFast.status).toBe(422);
    expect(await tooFast.json()).toEqual({ error: 'too-fast', message: 'El puntaje llegó antes de lo que dura la partida: no se registró.' });
    expect(await stored()).toHaveLength(0);
    // The genuine submission of the same run still goes through afterwards.
    expect((await handleScoreRequest(request('/api/games/scores', { ...run, nickname: 'Honest', locale: 'en' }))).status).toBe(201);
  });

  it("refuses abusive or malformed nicknames with the reason by field in the player's language, keeping the run submittable", async () => {
    const run = playedRun(15);
    const es = await handleScoreRequest(request('/api/games/scores', { ...run, nickname: 'P3nd3j0', locale: 'es' }));
    expect(es.status).toBe(422);
    expect(await es.json()).toEqual({ errors: { nickname: 'Elige otro apodo: este no está permitido en el ranking.' } });
    const en = await handleScoreRequest(request('/api/games/scores', { ...run, nickname: 'ab', locale: 'en' }));
    expect(await en.json()).toEqual({ errors: { nickname: 'Your nickname must be 3 to 16 characters long.' } });
    expect((await handleScoreRequest(request('/api/games/scores', { ...run, nickname: 'Rosa', locale: 'es' }))).status).toBe(201);
  });

  it('refuses unknown fields, bad shapes and other sites', async () => {
    const run = playedRun(10);
    const extra = await handleScoreRequest(request('/api/games/scores', { ...run, nickname: 'Rosa', locale: 'es', admin: true }));
    expect(extra.status).toBe(422);
    expect((await extra.json()).errors).toHaveProperty('admin');
    const badInputs = await handleScoreRequest(request('/api/games/scores', { ...run, inputs: 'left,right', nickname: 'Rosa', locale: 'es' }));
    expect((await badInputs.json()).errors).toHaveProperty('inputs');
    const huge = await handleScoreRequest(
      request('/api/games/scores', { ...run, nickname: 'Rosa', locale: 'es', inputs: Array.from({ length: 40_000 }, (_, i) => [i, 1]) }),
    );
    expect(huge.status).toBe(413);
    const crossSite = await handleScoreRequest(
      request('/api/games/scores', { ...run, nickname: 'Rosa', locale: 'es' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });

  it('limits run starts and submissions per IP, answering 429 with Retry-After', async () => {
    process.env.GAMES_RATE_LIMIT_POINTS = '3';
    resetEnvCache();
    resetGameRateLimiter();
    for (let i = 0; i < 3; i++) expect((await handleRunRequest(request('/api/games/runs'))).status).toBe(201);
    const limited = await handleRunRequest(request('/api/games/runs'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await handleRunRequest(request('/api/games/runs', undefined, { 'x-forwarded-for': '203.0.113.5' }))).status).toBe(201);
  });

  it("ranks the best scores first (earlier first on ties) and keeps yesterday off the day's board", async () => {
    const add = (nickname: string, score: number, daysAgo: number, minutesAgo = 0) =>
      storeScore({ id: crypto.randomUUID(), runId: crypto.randomUUID(), nickname, score, ticks: 600, locale: 'es' }, database.db).then(() =>
        database.db.execute(sql`update game_scores set created_at = now() - ${`${daysAgo} days ${minutesAgo} minutes`}::interval where nickname = ${nickname}`),
      );
    await add('Old', 900, 3);
    await add('Early', 500, 0, 2);
    await add('Late', 500, 0, 1);
    await add('Top', 700, 0);
    for (let i = 0; i < 12; i++) await add(`Filler${i}`, 10 + i, 0);
    const boards = await readLeaderboards(new Date());
    expect(boards.allTime.slice(0, 4).map((e) => e.nickname)).toEqual(['Old', 'Top', 'Early', 'Late']);
    expect(boards.today.slice(0, 3).map((e) => e.nickname)).toEqual(['Top', 'Early', 'Late']);
    expect(boards.today).toHaveLength(10);
    expect(boards.allTime.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
