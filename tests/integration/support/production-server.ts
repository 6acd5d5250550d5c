/**
 * The production server as the integration, chaos and browser tests run it (scripts/lib/production-server.mjs starts
 * it): none of the shell's outside services, info logs, and per-IP budgets out of the way.
 */
import { startProductionServer as start, type ProductionServer, type StartOptions } from '../../../scripts/lib/production-server.mjs';

export { missingBuild, missingFaketime, movedClockEnv } from '../../../scripts/lib/production-server.mjs';
export type { ProductionServer };

/** Variables of the developer's shell that would change what the server connects to. */
const INHERITED_OUT = ['DATABASE_URL', 'REDIS_URL', 'APP_SECRET', 'HUBSPOT_PORTAL_ID', 'LEADS_WEBHOOK_URL', 'SMTP_URL', 'LLM_BASE_URL', 'PORT', 'HOST'];

const TEST_ENV = {
  LOG_LEVEL: 'info',
  // Every request of a test comes from 127.0.0.1: one per-IP budget would throttle the test itself.
  LEADS_RATE_LIMIT_POINTS: '10000',
  GUEST_TOKENS_PER_IP: '100000',
  DARKY_MESSAGES_PER_IP: '100000',
  DARKY_PAGE_LOADS_PER_IP: '100000',
};

/** Resolves once /api/health answers 200. */
export function startProductionServer(env: Record<string, string>, options: StartOptions = {}): Promise<ProductionServer> {
  return start({ ...TEST_ENV, ...env }, { withoutEnv: INHERITED_OUT, ...options });
}
