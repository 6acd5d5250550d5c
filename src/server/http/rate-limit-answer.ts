/** The one refusal of a spent allowance: 429 with Retry-After (seconds) in the header and the body. */
import 'server-only';

export function rateLimitedAnswer(
  retryAfterSeconds: number,
  message: string,
): { status: 429; body: { error: 'rate_limited'; message: string; retryAfterSeconds: number }; headers: { 'retry-after': string } } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return { status: 429, body: { error: 'rate_limited', message, retryAfterSeconds: seconds }, headers: { 'retry-after': String(seconds) } };
}
