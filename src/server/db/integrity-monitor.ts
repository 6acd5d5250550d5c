/**
 * The periodic integrity probe behind /api/health: every table's pages read on a timer (never on the health request
 * itself, so a load balancer polling every second costs nothing), the last result kept for the report, and one
 * error-level line each time the set of damaged tables changes.
 */
import type { Database } from './connection';
import { describeDamage, probeTables, type TableDamage } from './integrity';

export interface IntegrityState {
  /** When the last probe finished (absent before the first). */
  checkedAt?: number;
  damaged: TableDamage[];
}

export interface IntegrityLogger {
  error(data: object, message: string): void;
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

export interface IntegrityMonitor {
  state(): IntegrityState;
  /** Runs one probe now (tests, and the first one at start). */
  probe(): Promise<IntegrityState>;
  stop(): void;
}

export function startIntegrityMonitor(options: { database: () => Promise<Database>; everyMs: number; logger: IntegrityLogger }): IntegrityMonitor {
  let state: IntegrityState = { damaged: [] };
  let running: Promise<IntegrityState> | undefined;
  const key = (damaged: TableDamage[]) => damaged.map((damage) => `${damage.table}:${damage.error}`).join('|');

  const probe = () =>
    (running ??= (async () => {
      try {
        const damaged = await probeTables(await options.database());
        if (key(damaged) !== key(state.damaged)) {
          if (damaged.length > 0) {
            for (const damage of damaged)
              options.logger.error({ table: damage.table, block: damage.block, code: damage.code }, `database damaged: ${describeDamage(damage)}`);
          } else options.logger.info({}, 'database integrity probe: no damaged table any more');
        }
        state = { checkedAt: Date.now(), damaged };
      } catch (error) {
        // The database unreachable is the database check's to report, not damage.
        options.logger.warn({ err: error }, 'database integrity probe could not run');
      }
      return state;
    })().finally(() => {
      running = undefined;
    }));

  const timer = setInterval(() => void probe(), options.everyMs);
  timer.unref();
  const first = setTimeout(() => void probe(), Math.min(options.everyMs, 5_000));
  first.unref();
  return {
    state: () => state,
    probe,
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
