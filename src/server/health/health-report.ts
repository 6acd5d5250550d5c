/**
 * The health report: the database (required: it must read and take a write), Redis (when configured), the outboxes'
 * backlog and dead letters, and Darky's sockets. 200 while leads can be stored and the process is not draining, else
 * 503. Only states go out to everyone; counts, latencies and a refused write's database error only to a caller holding
 * the health token (publicView). Never a URL, host or other secret.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { outboxBacklog } from '@/server/outbox/outbox-backlog';
import type { OutboxTable } from '@/server/outbox/outbox-worker';
import type { BackupState } from '@/server/db/scheduled-backups';
import type { IntegrityState } from '@/server/db/integrity-monitor';
import type { RuntimeState } from './runtime-state';

type CheckState = 'up' | 'down';

export interface HealthReport {
  /** ok: all up · degraded: serving, but Redis down, a damaged table or a failing scheduled backup · draining: shutting down · unavailable: leads cannot be stored. */
  status: 'ok' | 'degraded' | 'draining' | 'unavailable';
  uptimeSeconds?: number;
  checks: {
    /**
     * read-only: it answers queries but a lead's write fails (a damaged index, a full disk, a read-only replica).
     * waiting: the write waits on a lock past the check's time (a migration, a long transaction): it will pass.
     */
    database: { status: CheckState | 'read-only' | 'waiting'; driver?: string; latencyMs?: number; error?: string };
    /** The periodic probe of every table's pages (src/server/db/integrity-monitor.ts); tables named to the token holder. */
    integrity: { status: 'up' | 'damaged' | 'unchecked'; tables?: string[]; checkedSecondsAgo?: number };
    /** Scheduled backups (BACKUP_EVERY): failing until the next whole backup; the error to the token holder. */
    backup: { status: 'up' | 'failing' | 'pending' | 'not-configured'; lastSuccessSecondsAgo?: number; lastError?: string };
    redis: { status: CheckState | 'not-configured'; latencyMs?: number };
    outbox: { status: CheckState; pending?: number; dead?: number; oldestPendingSeconds?: number | null };
    darky: { status: 'up' | 'not-running'; sockets?: number };
  };
}

export interface HealthSources {
  database: () => Promise<Database>;
  driver: () => Promise<string>;
  /** Proves a lead can be stored now (a write that leaves nothing behind); rejects when it cannot. */
  writeProbe: (db: Database) => Promise<void>;
  /** The features' outbox tables (lead deliveries, payment notices): their backlog is reported. */
  outboxes: readonly OutboxTable[];
  /** Absent when REDIS_URL is not set. */
  pingRedis?: () => Promise<void>;
  runtime: RuntimeState;
  /** The last integrity probe (absent: not running). */
  integrity?: () => IntegrityState;
  /** Scheduled backups' last outcome (absent: not running). */
  backups?: () => BackupState;
  /** Per check: a hung dependency must not hang the load balancer's probe. */
  timeoutMs?: number;
  now?: () => number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** SQLSTATEs of a wait, not a refusal: statement or lock timeout, deadlock, serialization conflict. */
const WAIT_CODES = new Set(['57014', '55P03', '40P01', '40001']);

function isWait(error: unknown): boolean {
  if (error instanceof Error && /^timed out after/.test(error.message)) return true;
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (WAIT_CODES.has(String((current as { code?: unknown }).code))) return true;
  }
  return false;
}

/** The innermost cause's message: drizzle wraps the driver's error ("invalid page in block 1…") in "Failed query: …". */
function rootMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && (current as { cause?: unknown })?.cause; depth += 1) current = (current as { cause: unknown }).cause;
  return current instanceof Error ? current.message : String(current);
}

async function timed(work: () => Promise<unknown>, timeoutMs: number): Promise<{ ok: boolean; latencyMs: number; waited?: boolean; error?: string }> {
  const started = performance.now();
  try {
    await withTimeout(work(), timeoutMs);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), waited: isWait(error), error: rootMessage(error) };
  }
}

export async function buildHealthReport(sources: HealthSources): Promise<{ httpStatus: 200 | 503; report: HealthReport }> {
  const timeoutMs = sources.timeoutMs ?? 2_000;
  const now = sources.now ?? Date.now;

  let db: Database | undefined;
  let driver: string | undefined;
  const database = await timed(async () => {
    db = await sources.database();
    driver = await sources.driver();
    await db.execute(sql`select 1`);
  }, timeoutMs);

  const [writable, redis, outbox] = await Promise.all([
    database.ok && db ? timed(() => sources.writeProbe(db!), timeoutMs) : Promise.resolve(undefined),
    sources.pingRedis ? timed(sources.pingRedis, timeoutMs) : Promise.resolve(undefined),
    database.ok && db ? withTimeout(outboxBacklog(db, sources.outboxes), timeoutMs).catch(() => undefined) : Promise.resolve(undefined),
  ]);

  const sockets = sources.runtime.darkySockets?.();
  const canStoreLeads = database.ok && writable?.ok === true;
  const checks: HealthReport['checks'] = {
    database: canStoreLeads
      ? { status: 'up', driver, latencyMs: database.latencyMs }
      : // No error text when the database is down: a connection error can carry its URL and password.
        !database.ok
        ? { status: 'down' }
        : writable?.waited
          ? { status: 'waiting' }
          : // Why the write failed, to the token holder only (publicView keeps the status): a damaged page names its block.
            { status: 'read-only', error: writable?.error },
    integrity: integrityCheck(sources.integrity?.(), now()),
    backup: backupCheck(sources.backups?.(), now()),
    redis: redis ? { status: redis.ok ? 'up' : 'down', ...(redis.ok ? { latencyMs: redis.latencyMs } : {}) } : { status: 'not-configured' },
    outbox: outbox ? { status: 'up', ...outbox } : { status: 'down' },
    darky: sockets === undefined ? { status: 'not-running' } : { status: 'up', sockets },
  };
  // Redis down keeps the instance in rotation: pages and leads still work (rate limits fall back to memory).
  const degraded = (redis && !redis.ok) || checks.integrity.status === 'damaged' || checks.backup.status === 'failing';
  const status: HealthReport['status'] = !canStoreLeads ? 'unavailable' : sources.runtime.draining ? 'draining' : degraded ? 'degraded' : 'ok';
  const uptimeSeconds = Math.max(0, Math.floor((now() - sources.runtime.startedAt) / 1000));
  return { httpStatus: status === 'ok' || status === 'degraded' ? 200 : 503, report: { status, uptimeSeconds, checks } };
}

function integrityCheck(state: IntegrityState | undefined, now: number): HealthReport['checks']['integrity'] {
  if (!state?.checkedAt) return { status: 'unchecked' };
  const checkedSecondsAgo = Math.max(0, Math.floor((now - state.checkedAt) / 1000));
  if (state.damaged.length === 0) return { status: 'up', checkedSecondsAgo };
  return { status: 'damaged', tables: state.damaged.map((damage) => damage.table), checkedSecondsAgo };
}

function backupCheck(state: BackupState | undefined, now: number): HealthReport['checks']['backup'] {
  if (!state?.configured) return { status: 'not-configured' };
  const lastSuccessSecondsAgo = state.lastSuccessAt ? Math.max(0, Math.floor((now - state.lastSuccessAt) / 1000)) : undefined;
  if (state.lastFailure)
    return { status: 'failing', lastError: state.lastFailure.error, ...(lastSuccessSecondsAgo !== undefined ? { lastSuccessSecondsAgo } : {}) };
  return lastSuccessSecondsAgo === undefined ? { status: 'pending' } : { status: 'up', lastSuccessSecondsAgo };
}

/** What anyone may see: the overall status and each check's state, without counts, latencies, driver or uptime. */
export function publicView(report: HealthReport): HealthReport {
  const { database, redis, outbox, darky, integrity, backup } = report.checks;
  return {
    status: report.status,
    checks: {
      database: { status: database.status },
      redis: { status: redis.status },
      outbox: { status: outbox.status },
      darky: { status: darky.status },
      integrity: { status: integrity.status },
      backup: { status: backup.status },
    },
  };
}
