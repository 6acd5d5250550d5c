// The health report on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and a real Redis
// (TEST_REDIS_URL): states, outbox counts, 200/503, and nothing secret in the body.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadDeliveries, leads } from '@/features/leads/tables';
import { paymentNotices } from '@/features/payments/tables';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { probeLeadWrite } from '@/features/leads/server/lead-store';
import { sql } from 'drizzle-orm';
import { buildHealthReport, publicView, type HealthSources } from './health-report';
import { closeRedisProbe, pingRedis } from './redis-probe';
import type { RuntimeState } from './runtime-state';

const redisUrl = process.env.TEST_REDIS_URL;
/** Nothing listens there: a Redis that is down. */
const deadRedisUrl = 'redis://:s3cret-password@127.0.0.1:1';

afterAll(() => closeRedisProbe());

describe.each(testDrivers())('health report on %s', (driver) => {
  let database: TestDatabase;
  let runtime: RuntimeState;
  const sources = (extra: Partial<HealthSources> = {}): HealthSources => ({
    database: async () => database.db,
    driver: async () => driver,
    writeProbe: probeLeadWrite,
    outboxes: [leadDeliveries, paymentNotices],
    runtime,
    ...extra,
  });

  // One database per driver (opening one costs seconds); the case that closes it runs last.
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await database.db.delete(leads);
    runtime = { startedAt: Date.now() - 65_000, draining: false, darkySockets: () => 3 };
  });

  async function addLead(statuses: Array<'pending' | 'delivered' | 'dead'>): Promise<void> {
    const id = randomUUID();
    await database.db
      .insert(leads)
      .values({ id, formId: 'contacto', formKind: 'contact', locale: 'es', firstName: 'Rosa', phone: '+51987654321', dedupeKey: `key:${id}` });
    const channels = ['hubspot', 'webhook', 'email'];
    await database.db.insert(leadDeliveries).values(statuses.map((status, i) => ({ leadId: id, channel: channels[i]!, status })));
  }

  it('is ok with the database, the outbox backlog and the sockets, Redis not configured', async () => {
    await addLead(['pending', 'delivered', 'dead']);
    await addLead(['pending', 'pending']);
    const { httpStatus, report } = await buildHealthReport(sources());
    expect(httpStatus).toBe(200);
    expect(report).toMatchObject({
      status: 'ok',
      uptimeSeconds: 65,
      checks: {
        database: { status: 'up', driver },
        redis: { status: 'not-configured' },
        outbox: { status: 'up', pending: 3, dead: 1 },
        darky: { status: 'up', sockets: 3 },
      },
    });
    expect(report.checks.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
  });

  it('reports an empty outbox and no Darky when socket.io is not attached', async () => {
    const { report } = await buildHealthReport(sources({ runtime: { startedAt: Date.now(), draining: false } }));
    expect(report.checks.outbox).toEqual({ status: 'up', pending: 0, dead: 0, oldestPendingSeconds: null });
    expect(report.checks.darky).toEqual({ status: 'not-running' });
  });

  it('answers 503 "unavailable" when opening the database fails or hangs', async () => {
    const failing = await buildHealthReport(sources({ database: () => Promise.reject(new Error('connect ECONNREFUSED postgres://admin:pw@db')) }));
    expect(failing.httpStatus).toBe(503);
    expect(JSON.stringify(failing.report)).not.toMatch(/ECONNREFUSED|admin|pw@/);
    const started = Date.now();
    const hanging = await buildHealthReport(sources({ database: () => new Promise(() => {}), timeoutMs: 200 }));
    expect(hanging.httpStatus).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers 503 "unavailable" when the database reads but a lead cannot be written, and the probe leaves nothing', async () => {
    const before = await buildHealthReport(sources());
    expect(before.httpStatus).toBe(200);
    expect(await database.db.select().from(leads)).toHaveLength(0);
    expect(await database.db.select().from(leadDeliveries)).toHaveLength(0);
    // Every insert into leads fails, as with a damaged index file; reads still work.
    await database.db.execute(sql`create function refuse_lead() returns trigger language plpgsql as $$ begin raise exception 'damaged index'; end $$`);
    await database.db.execute(sql`create trigger refuse_lead before insert on leads for each row execute function refuse_lead()`);
    try {
      const { httpStatus, report } = await buildHealthReport(sources());
      expect(httpStatus).toBe(503);
      expect(report.status).toBe('unavailable');
      // The cause reaches the token holder (the driver's own words, not drizzle's "Failed query"); the page probe is a separate check.
      expect(report.checks.database).toEqual({ status: 'read-only', error: 'damaged index' });
      expect(report.checks.integrity.status).not.toBe('damaged');
      expect(JSON.stringify(publicView(report))).not.toMatch(/damaged/);
    } finally {
      await database.db.execute(sql`drop trigger refuse_lead on leads`);
      await database.db.execute(sql`drop function refuse_lead()`);
    }
  });

  it('shows only states to the public: no counts, latencies, driver or uptime', async () => {
    await addLead(['pending', 'dead']);
    const { report } = await buildHealthReport(sources());
    expect(publicView(report)).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'up' },
        redis: { status: 'not-configured' },
        outbox: { status: 'up' },
        darky: { status: 'up' },
        integrity: { status: 'unchecked' },
        backup: { status: 'not-configured' },
      },
    });
  });

  it('tells a write waiting on a lock ("waiting") from a write refused ("read-only")', async () => {
    const hung = await buildHealthReport(sources({ writeProbe: () => new Promise(() => {}), timeoutMs: 300 }));
    expect(hung.report.checks.database).toEqual({ status: 'waiting' });
    const lockTimeout = Object.assign(new Error('Failed query: insert …'), {
      cause: Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
    });
    const locked = await buildHealthReport(sources({ writeProbe: () => Promise.reject(lockTimeout) }));
    expect(locked.report.checks.database).toEqual({ status: 'waiting' });
    expect(locked.httpStatus).toBe(503);
    const refused = Object.assign(new Error('Failed query: insert …'), {
      cause: Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }),
    });
    const readOnly = await buildHealthReport(sources({ writeProbe: () => Promise.reject(refused) }));
    expect(readOnly.report.checks.database).toEqual({ status: 'read-only', error: 'cannot execute INSERT in a read-only transaction' });
  });

  it('is "degraded" naming the damaged table to the token holder, the state only to the public', async () => {
    const damaged = { table: 'leads', error: 'invalid page in block 2 of relation "base/5/16444"', code: 'XX001', block: 2 };
    const { httpStatus, report } = await buildHealthReport(sources({ integrity: () => ({ checkedAt: Date.now() - 4_000, damaged: [damaged] }) }));
    expect(httpStatus).toBe(200);
    expect(report.status).toBe('degraded');
    expect(report.checks.integrity).toEqual({ status: 'damaged', tables: ['leads'], checkedSecondsAgo: 4 });
    expect(publicView(report).checks.integrity).toEqual({ status: 'damaged' });
    const clean = await buildHealthReport(sources({ integrity: () => ({ checkedAt: Date.now(), damaged: [] }) }));
    expect(clean.report.status).toBe('ok');
    expect(clean.report.checks.integrity.status).toBe('up');
  });

  it('is "degraded" while the last scheduled backup failed, with its error to the token holder', async () => {
    const failing = await buildHealthReport(
      sources({
        backups: () => ({ configured: true, lastSuccessAt: Date.now() - 90_000, lastFailure: { at: Date.now(), error: 'ENOSPC: no space left on device' } }),
      }),
    );
    expect(failing.report.status).toBe('degraded');
    expect(failing.report.checks.backup).toEqual({ status: 'failing', lastError: 'ENOSPC: no space left on device', lastSuccessSecondsAgo: 90 });
    expect(publicView(failing.report).checks.backup).toEqual({ status: 'failing' });
    const fine = await buildHealthReport(sources({ backups: () => ({ configured: true, lastSuccessAt: Date.now() }) }));
    expect(fine.report).toMatchObject({ status: 'ok', checks: { backup: { status: 'up', lastSuccessSecondsAgo: 0 } } });
  });

  it('answers 503 "draining" during shutdown, though everything is up', async () => {
    runtime.draining = true;
    const { httpStatus, report } = await buildHealthReport(sources());
    expect(httpStatus).toBe(503);
    expect(report.status).toBe('draining');
  });

  it('stays in rotation as "degraded" when Redis is down, without showing its URL', async () => {
    const { httpStatus, report } = await buildHealthReport(sources({ pingRedis: () => pingRedis(deadRedisUrl), timeoutMs: 1_500 }));
    expect(httpStatus).toBe(200);
    expect(report.status).toBe('degraded');
    expect(report.checks.redis).toEqual({ status: 'down' });
    expect(JSON.stringify(report)).not.toMatch(/s3cret|127\.0\.0\.1/);
  });

  it.skipIf(!redisUrl)('reports Redis up when it answers PING', async () => {
    const { httpStatus, report } = await buildHealthReport(sources({ pingRedis: () => pingRedis(redisUrl!) }));
    expect(httpStatus).toBe(200);
    expect(report.status).toBe('ok');
    expect(report.checks.redis.status).toBe('up');
  });

  it('answers 503 "unavailable" when the database is down (closes it: last case)', async () => {
    await database.close();
    const { httpStatus, report } = await buildHealthReport(sources());
    expect(httpStatus).toBe(503);
    expect(report.status).toBe('unavailable');
    expect(report.checks.database).toEqual({ status: 'down' });
    expect(report.checks.outbox).toEqual({ status: 'down' });
  });
});
