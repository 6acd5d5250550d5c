/**
 * Leads CLI for the sales team.
 *   npm run leads -- export --format csv [--since 2026-01-31] [--output leads.csv]
 * Reads the same database as the site (DATABASE_URL, or PGlite in DATA_DIR). The embedded PGlite
 * belongs to the running server, so the CLI reads a snapshot copy of its folder, never the live one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportLeadsCsv } from '../src/features/leads/server/export-csv';
import { databaseTargetFromEnv, openDatabase } from '../src/server/db';

const usage = 'Usage: npm run leads -- export --format csv [--since YYYY-MM-DD[THH:MM]] [--output file.csv]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { format: { type: 'string', default: 'csv' }, since: { type: 'string' }, output: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (positionals[0] !== 'export') fail(`Unknown command: ${positionals[0] ?? '(none)'}`);
  if (values.format !== 'csv') fail(`Unknown format: ${values.format} (only csv)`);
  let since: Date | undefined;
  if (values.since) {
    // A bare date means the start of that day in Lima, where the sales team works.
    since = new Date(/^\d{4}-\d{2}-\d{2}$/.test(values.since) ? `${values.since}T00:00:00-05:00` : values.since);
    if (Number.isNaN(since.getTime())) fail(`Not a date: ${values.since}`);
  }

  const target = databaseTargetFromEnv();
  let snapshot: string | undefined;
  if (target.driver === 'pglite') {
    if (!target.dataDir || !fs.existsSync(target.dataDir)) fail(`No database at ${target.dataDir}: no lead has been stored yet.`);
    snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-export-'));
    fs.cpSync(target.dataDir, snapshot, { recursive: true });
    // A copy taken while the server runs may carry its lock file; the copy is ours alone.
    fs.rmSync(path.join(snapshot, 'postmaster.pid'), { force: true });
  }
  const handle = await openDatabase(snapshot ? { driver: 'pglite', dataDir: snapshot } : target, { migrate: false });
  try {
    const csv = await exportLeadsCsv(handle.db, { since });
    if (values.output) {
      fs.writeFileSync(values.output, csv);
      console.error(`Wrote ${csv.split('\r\n').length - 2} leads to ${values.output}`);
    } else {
      process.stdout.write(csv);
    }
  } finally {
    await handle.close();
    if (snapshot) fs.rmSync(snapshot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
