/**
 * Leads CLI for the sales team.
 *   npm run leads -- export --format csv [--since 2026-01-31] [--output leads.csv]
 * Reads the site's live database (DATABASE_URL, or PGlite in DATA_DIR: through the running server's socket, or the
 * folder itself under its lock when no server runs) via withOperatorDatabase.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { exportLeadsCsv } from '../src/features/leads/server/export-csv';
import { withOperatorDatabase } from '../src/server/db/operator';

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

  const csv = await withOperatorDatabase((db) => exportLeadsCsv(db, { since }));
  if (values.output) {
    fs.writeFileSync(values.output, csv);
    console.error(`Wrote ${csv.split('\r\n').length - 2} leads to ${values.output}`);
  } else {
    process.stdout.write(csv);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
