/**
 * The game's JSON API. POST /api/games/runs -> 201 `{ token, seed }` (a run the server started);
 * POST /api/games/scores `{ token, nickname, score, ticks, inputs, locale }` -> 201 `{ id, rank, boards }`,
 * 422 `{ errors: { nickname } }`, 409/422/401 `{ error, message }` for refused scores, 429 when rate-limited.
 */
import { getEnv } from '@/config/env';
import { clientIpFrom } from '@/server/client-ip';
import { isSameOrigin } from '@/features/leads/server/abuse';
import { gameApiMessages } from './api-messages';
import { consumeGameAllowance } from './rate-limit';
import { issueRunToken } from './run-token';
import { readLeaderboards } from './score-store';
import { scoreSubmissionSchema, submitScore, type ScoreRejection } from './submit-score';
import { readCapped } from '@/server/http/capped-body';
import { jsonResponse } from '@/server/http/json-response';

/** An input log of ten minutes is about 150 kB of JSON at most; nothing bigger is read. */
export const MAX_SCORE_BODY_BYTES = 256 * 1024;

const json = jsonResponse;

type Locale = 'es' | 'en';

function localeFrom(request: Request, body?: unknown): Locale {
  if (body && typeof body === 'object' && (body as { locale?: unknown }).locale === 'en') return 'en';
  return new URL(request.url).searchParams.get('locale') === 'en' ? 'en' : 'es';
}

async function guard(request: Request, locale: Locale): Promise<Response | undefined> {
  const t = gameApiMessages[locale];
  if (!isSameOrigin(request.headers, [getEnv().SITE_URL])) return json(403, { error: 'cross_origin', message: t.crossOrigin });
  const allowance = await consumeGameAllowance(clientIpFrom(request.headers));
  if (!allowance.allowed) {
    return json(
      429,
      { error: 'rate_limited', message: t.rateLimited, retryAfterSeconds: allowance.retryAfterSeconds },
      { 'retry-after': String(allowance.retryAfterSeconds) },
    );
  }
  return undefined;
}

export async function handleRunRequest(request: Request): Promise<Response> {
  const refused = await guard(request, localeFrom(request));
  if (refused) return refused;
  const run = issueRunToken();
  return json(201, { token: run.token, seed: run.seed });
}

const REJECTION_STATUS: Record<ScoreRejection, number> = {
  'token-invalid': 401,
  'token-expired': 401,
  'too-fast': 422,
  'too-many-points': 422,
  'replay-mismatch': 422,
  'already-submitted': 409,
};

export async function handleScoreRequest(request: Request): Promise<Response> {
  const raw = await readCapped(request, MAX_SCORE_BODY_BYTES);
  let body: unknown;
  try {
    body = raw === null ? undefined : JSON.parse(raw);
  } catch {
    body = undefined;
  }
  const locale = localeFrom(request, body);
  const t = gameApiMessages[locale];
  const refused = await guard(request, locale);
  if (refused) return refused;
  if (raw === null) return json(413, { error: 'payload_too_large', message: t.badRequest });
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return json(415, { error: 'unsupported_media_type', message: t.badRequest });
  const parsed = scoreSubmissionSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? 'body');
      errors[field] ??= field === 'nickname' ? t.nickname.length : t.badRequest;
    }
    return json(422, { errors });
  }
  try {
    const outcome = await submitScore(parsed.data, { ip: clientIpFrom(request.headers) });
    if (outcome.kind === 'nickname') return json(422, { errors: { nickname: t.nickname[outcome.problem] } });
    if (outcome.kind === 'rejected') return json(REJECTION_STATUS[outcome.reason], { error: outcome.reason, message: t.rejected[outcome.reason] });
    return json(201, { id: outcome.id, rank: outcome.rank, boards: await readLeaderboards() });
  } catch {
    return json(500, { error: 'server_error', message: t.generic });
  }
}
