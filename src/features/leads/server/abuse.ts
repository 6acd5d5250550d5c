/** Cheap signals that a submission is not a person's (the same-origin rule is src/server/http/same-origin.ts). */
import 'server-only';

import { HONEYPOT_FIELD } from '../form-state';

export { HONEYPOT_FIELD };

/**
 * True when the submission looks automated: the honeypot has a value, or the form came back sooner
 * than a person can fill it. `startedAt` (epoch ms, set by the form's script) is absent without JavaScript.
 */
export function looksAutomated(input: { honeypot?: unknown; startedAt?: unknown; now?: number; minFillMs: number }): boolean {
  if (typeof input.honeypot === 'string' && input.honeypot.trim() !== '') return true;
  const startedAt = typeof input.startedAt === 'string' ? Number(input.startedAt) : input.startedAt;
  if (typeof startedAt === 'number' && Number.isFinite(startedAt) && startedAt > 0) {
    const elapsed = (input.now ?? Date.now()) - startedAt;
    if (elapsed < input.minFillMs) return true;
  }
  return false;
}
