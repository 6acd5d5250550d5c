// The production server as the benches run it (scripts/lib/production-server.mjs starts it): a throw-away data
// folder, warnings only, the server's stderr on the bench's, and the per-IP bounds out of the way.
import { startProductionServer as start } from '../../lib/production-server.mjs';

export { LOCAL_ONLY } from '../../lib/production-server.mjs';

/**
 * Resolves with the started server once it answers `readyPath` (default `/`, any answer below 500); `extraEnv` goes
 * to the server (DATA_DIR among them replaces the throw-away folder), `options` to the starter (e.g. `entry`: another
 * bundle over the same build, for "before" figures).
 */
export function startProductionServer(extraEnv = {}, options = {}) {
  const env = {
    LOG_LEVEL: 'warn',
    // One client IP for the whole bench: the per-IP bounds (Darky, leads) and the human fill time would measure themselves.
    GUEST_TOKENS_PER_IP: '100000000',
    DARKY_MESSAGES_PER_IP: '100000000',
    DARKY_PAGE_LOADS_PER_IP: '100000000',
    LEADS_RATE_LIMIT_POINTS: '100000000',
    LEADS_MIN_FILL_MS: '0',
    // Required in production with a shared database or Redis (src/server/app-secret.ts).
    APP_SECRET: process.env.APP_SECRET || `bench-${process.pid}-${Date.now()}`,
    ...extraEnv,
  };
  return start(env, { tempDataDir: 'bench-data-', readyPath: '/', ready: (response) => response.status < 500, echoStderr: true, ...options });
}
