import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportLeadsCsvSalvaging } from '@/features/leads/server/export-csv';
import { openDatabase, type DatabaseHandle } from './connection';
import { damagedBlock, databaseError, probeTables } from './integrity';
import { startIntegrityMonitor } from './integrity-monitor';
import { createBackupSalvaging } from './salvage';

/** Overwrites one 8 kB page of a relation file, as a failing disk or a stray write would. */
function damagePage(file: string, block: number): void {
  const fd = fs.openSync(file, 'r+');
  fs.writeSync(fd, Buffer.alloc(8192, 0x41), 0, 8192, 8192 * block);
  fs.closeSync(fd);
}

describe('a damaged table page', () => {
  let root: string;
  let handle: DatabaseHandle;
  const total = 500;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-'));
    const dataDir = path.join(root, 'pglite');
    const setup = await openDatabase({ driver: 'pglite', dataDir });
    await setup.db.execute(
      sql`insert into leads (id, form_id, form_kind, locale, first_name, phone, dedupe_key) select gen_random_uuid(), 'f', 'contact', 'es', 'n' || g, '999', 'k' || g from generate_series(1, ${total}) g`,
    );
    await setup.db.execute(sql`insert into lead_deliveries (lead_id, channel) select id, 'webhook' from leads`);
    const result = await setup.db.execute(sql`select pg_relation_filepath('leads') as file`);
    const file = path.join(dataDir, (result as { rows: { file: string }[] }).rows[0]!.file);
    await setup.close();
    damagePage(file, 2);
    handle = await openDatabase({ driver: 'pglite', dataDir });
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("the probe names the table, the block and the database's own error", async () => {
    const damaged = await probeTables(handle.db);
    expect(damaged).toHaveLength(1);
    expect(damaged[0]).toMatchObject({ table: 'leads', block: 2, code: 'XX001' });
    expect(damaged[0]!.error).toMatch(/^invalid page in block 2 of relation/);
  });

  it('a plain read fails with the driver wrapping; databaseError gives the cause back', async () => {
    const failure = await handle.db.execute(sql`select * from leads`).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/^Failed query/);
    expect(databaseError(failure).message).toMatch(/invalid page in block 2/);
    expect(damagedBlock(databaseError(failure).message)).toBe(2);
  });

  it('the backup keeps every readable row and counts the skipped block', async () => {
    const { backup, error, damaged } = await createBackupSalvaging(handle.db, 'pglite');
    expect(error).toMatch(/invalid page in block 2/);
    expect(damaged.leads!.blocks).toEqual([2]);
    const saved = backup.tables.leads!.length;
    // Every row outside the damaged page: the rest of 500, the page's share (about 1/6) missing and estimated.
    expect(saved).toBeGreaterThan(total * 0.7);
    expect(saved).toBeLessThan(total);
    expect(Math.abs(saved + damaged.leads!.estimatedRows - total)).toBeLessThan(15);
    expect(backup.tables.lead_deliveries).toHaveLength(total);
  });

  it('the export writes every readable lead and says what it skipped', async () => {
    const { csv, error, skipped } = await exportLeadsCsvSalvaging(handle.db);
    expect(error).toMatch(/invalid page in block 2/);
    const lines = csv.trim().split('\r\n');
    const { backup } = await createBackupSalvaging(handle.db, 'pglite');
    expect(lines.length - 1).toBe(backup.tables.leads!.length);
    expect(skipped.leads!.blocks).toEqual([2]);
    expect(lines[1]).toContain('webhook:pending');
  });

  it('the periodic probe logs the damage once at error level and keeps it for health', async () => {
    const lines: Array<{ level: string; message: string }> = [];
    const push = (level: string) => (_: object, message: string) => lines.push({ level, message });
    const monitor = startIntegrityMonitor({
      database: async () => handle.db,
      everyMs: 3_600_000,
      logger: { error: push('error'), info: push('info'), warn: push('warn') },
    });
    try {
      await monitor.probe();
      await monitor.probe();
      expect(monitor.state().damaged.map((damage) => damage.table)).toEqual(['leads']);
      expect(lines).toEqual([
        { level: 'error', message: expect.stringMatching(/^database damaged: leads: invalid page in block 2 of relation .* \(table leads, block 2\)$/) },
      ]);
    } finally {
      monitor.stop();
    }
  });
});
