/**
 * A lead arriving over HTTP (the JSON API or the form's server action): same-origin, bot and rate
 * checks around submitLead, answered as one outcome the entry point turns into its response.
 */
import 'server-only';
import { getEnv } from '@/config/env';
import { looksAutomated } from './abuse';
import { leadsLogger } from './logger';
import { consumeLeadAllowance } from './rate-limit';
import { storeValidLead, validateLead, type LeadContext, type SubmitLeadInput } from './submit-lead';

export interface IncomingLead extends SubmitLeadInput {
  honeypot?: unknown;
  startedAt?: unknown;
  context: LeadContext;
}

export type ReceiveOutcome =
  | { kind: 'created'; id: string }
  /** A bot: answered like a success, nothing stored. */
  | { kind: 'ignored'; id: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' };

export async function receiveLead(incoming: IncomingLead): Promise<ReceiveOutcome> {
  const env = getEnv();
  const log = leadsLogger();
  if (looksAutomated({ honeypot: incoming.honeypot, startedAt: incoming.startedAt, minFillMs: env.LEADS_MIN_FILL_MS })) {
    log.info({ formId: incoming.formId, ip: incoming.context.ip }, 'submission looked automated; ignored');
    return { kind: 'ignored', id: crypto.randomUUID() };
  }
  // Invalid input spends no allowance: a person correcting a field must not be locked out, nor an IP by posts
  // to forms that do not exist.
  const check = validateLead(incoming);
  if (!check.ok) return { kind: 'invalid', errors: check.errors };
  const verdict = await consumeLeadAllowance(incoming.context.ip);
  if (!verdict.allowed) {
    log.warn({ formId: incoming.formId, ip: incoming.context.ip }, 'submission rate-limited');
    return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  try {
    const result = await storeValidLead(check.lead, incoming.context);
    return result.ok ? { kind: 'created', id: result.id } : { kind: 'invalid', errors: result.errors };
  } catch (error) {
    log.error({ err: error, formId: incoming.formId }, 'lead could not be stored');
    return { kind: 'failed' };
  }
}
