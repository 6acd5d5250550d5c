// The sales export: every lead once, in order, filtered by date, with cells a spreadsheet cannot execute.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { leadDeliveries, leads } from '../../../src/features/leads/tables';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { csvCell, exportLeadsCsv } from '@/features/leads/server/export-csv';

const run = promisify(execFile);

describe('csv cells', () => {
  it('quotes separators and defuses formulas but keeps phone numbers', () => {
    expect(csvCell('Hola, "amigo"\nsegunda línea')).toBe('"Hola, ""amigo""\nsegunda línea"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+51987654321')).toBe('+51987654321');
    expect(csvCell(null)).toBe('');
  });
});

describe.each(testDrivers())('export on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('writes one row per lead with its origin and delivery states, since a date, with e-mail and slot appended last', async () => {
    database = await openTestDatabase(driver);
    const base = { formKind: 'contact', locale: 'es', phone: '+51987654321' };
    await database.db.insert(leads).values([
      {
        ...base,
        id: '00000000-0000-4000-8000-000000000001',
        formId: 'contacto',
        firstName: 'Old',
        dedupeKey: 'a',
        createdAt: new Date('2026-01-05T12:00:00Z'),
      },
      {
        ...base,
        id: '00000000-0000-4000-8000-000000000002',
        formId: 'conversemos',
        firstName: 'Nueva',
        lastName: 'Pérez',
        dedupeKey: 'b',
        createdAt: new Date('2026-02-10T12:00:00Z'),
        message: 'Línea 1, "dos"',
        utm: { utm_source: 'google' },
      },
    ]);
    await database.db.insert(leadDeliveries).values({ leadId: '00000000-0000-4000-8000-000000000002', channel: 'hubspot', status: 'delivered' });
    const all = (await exportLeadsCsv(database.db)).trim().split('\r\n');
    expect(all).toHaveLength(3);
    expect(all[0]).toMatch(/^id,created_at,form_id,/);
    expect(all[0]).toMatch(/,deliveries,email,slot_start,registration_for$/);
    const recent = (await exportLeadsCsv(database.db, { since: new Date('2026-02-01T00:00:00Z') })).trim().split('\r\n');
    expect(recent).toHaveLength(2);
    expect(recent[1]).toContain('conversemos,contact,es,Nueva,Pérez,+51987654321');
    expect(recent[1]).toContain('"Línea 1, ""dos"""');
    expect(recent[1]).toContain(',google,');
    // Columns added later (email, slot_start, registration_for) come after deliveries, so older readers find theirs where they were.
    expect(recent[1]!.endsWith('hubspot:delivered,,,')).toBe(true);
  }, 60_000);
});

describe('npm run leads -- export', () => {
  it('exports from a PGlite data folder no server owns (opened under its lock) and refuses bad arguments', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'));
    try {
      const handle = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      await handle.db
        .insert(leads)
        .values({ id: crypto.randomUUID(), formId: 'nosotros', formKind: 'contact', locale: 'en', firstName: 'Cli', phone: '987654321', dedupeKey: 'cli' });
      await handle.close();
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      const { stdout } = await run('npx', ['tsx', 'scripts/leads.ts', 'export', '--format', 'csv', '--since', '2000-01-01'], { env });
      expect(stdout).toContain(',nosotros,contact,en,Cli,,987654321,');
      await expect(run('npx', ['tsx', 'scripts/leads.ts', 'export', '--format', 'xml'], { env })).rejects.toMatchObject({ code: 2 });
      await expect(run('npx', ['tsx', 'scripts/leads.ts', 'export', '--since', 'yesterday'], { env })).rejects.toMatchObject({ code: 2 });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000); // three tsx start-ups: slow on a loaded machine
});
