/**
 * The game's JSON API. POST /api/games/runs -> 201 `{ token, seed }` (a run the server started);
 * POST /api/games/scores `{ token, nickname, score, ticks, inputs, locale }` -> 201 `{ id, rank, boards }`,
 * 422 `{ errors: { nickname } }`, 409/422/401 `{ error, message }` for refused scores, 429 when rate-limited.
 * Texts: messages/*.json, Games.api.
 */
import 'server-only';
import { messagesOf } from '@/i18n/server-messages';
import { answerFetch, defineEndpoint } from '@/server/http/endpoint';
import { consumeGameAllowance } from './rate-limit';
import { issueRunToken } from './run-token';
import { readLeaderboards } from './score-store';
import { scoreSubmissionSchema, submitScore, type ScoreRejection } from './submit-score';

/** An input log of ten minutes is about 150 kB of JSON at most; nothing bigger is read. */
export const MAX_SCORE_BODY_BYTES = 256 * 1024;

export const gameRunEndpoint = defineEndpoint({
  path: '/api/games/runs',
  methods: ['POST'],
  summary: 'Starts a game run: a signed, single-use run token with the server’s seed.',
  sameOrigin: true,
  limit: ({ ip }) => consumeGameAllowance(ip),
  handle() {
    const run = issueRunToken();
    return { status: 201, body: { token: run.token, seed: run.seed } };
  },
});

const REJECTION_STATUS: Record<ScoreRejection, number> = {
  'token-invalid': 401,
  'token-expired': 401,
  'too-fast': 422,
  'too-many-points': 422,
  'replay-mismatch': 422,
  'already-submitted': 409,
};

export const gameScoreEndpoint = defineEndpoint({
  path: '/api/games/scores',
  methods: ['POST'],
  summary: 'A run’s score, verified by replaying its input log, onto the leaderboard.',
  sameOrigin: true,
  limit: ({ ip }) => consumeGameAllowance(ip),
  body: { maxBytes: MAX_SCORE_BODY_BYTES },
  schema: scoreSubmissionSchema,
  fieldMessage: (field, locale) => (field === 'nickname' ? messagesOf(locale).Games.api.nickname.length : undefined),
  async handle({ input, ip, locale }) {
    const t = messagesOf(locale).Games.api;
    const outcome = await submitScore(input, { ip });
    if (outcome.kind === 'nickname') return { status: 422, body: { errors: { nickname: t.nickname[outcome.problem] } } };
    if (outcome.kind === 'rejected') return { status: REJECTION_STATUS[outcome.reason], body: { error: outcome.reason, message: t.rejected[outcome.reason] } };
    return { status: 201, body: { id: outcome.id, rank: outcome.rank, boards: await readLeaderboards() } };
  },
});

/** The endpoints over a Fetch Request (tests). */
export const handleRunRequest = (request: Request): Promise<Response> => answerFetch(gameRunEndpoint, request);
export const handleScoreRequest = (request: Request): Promise<Response> => answerFetch(gameScoreEndpoint, request);
