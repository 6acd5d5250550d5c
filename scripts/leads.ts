/**
 * Leads CLI for the sales team.
 *   npm run leads -- export --format csv [--since 2026-01-31] [--output leads.csv]
 * The console's export (src/features/console/server/lead-export.ts): status, owner, call-back day and notes, dates in
 * Lima time, UTF-8 with a BOM; merged duplicates left out like in the inbox.
 * Reads the site's live database (DATABASE_URL, or PGlite in DATA_DIR: through the running server's socket, or the
 * folder itself under its lock when no server runs) via withOperatorDatabase.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { exportLeads } from '../src/features/console/server/lead-export';
import { parseLeadFilter } from '../src/features/console/server/leads-inbox';
import { exportLeadsCsvSalvaging } from '../src/features/leads/server/export-csv';
import { databaseError, describeSkipped, isDamage } from '../src/server/db/integrity';
import { withOperatorDatabase } from '../src/server/db/operator';

const usage = 'Usage: npm run leads -- export --format csv [--since YYYY-MM-DD] [--output file.csv]';

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
  // A Lima day, like the console's "from" filter.
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) fail(`Not a date (YYYY-MM-DD, a day in Lima): ${values.since}`);
  const filter = parseLeadFilter({ from: values.since });

  const csv = await withOperatorDatabase(async (db) => {
    try {
      return await exportLeads(db, filter);
    } catch (error) {
      if (!isDamage(databaseError(error).code)) throw error;
      // Damage: the database's own words and what could not be read; every readable lead is still exported (its
      // form columns, without the console's work columns, which live in other tables read the same way).
      const salvaged = await exportLeadsCsvSalvaging(db, { since: values.since ? new Date(`${values.since}T00:00:00-05:00`) : undefined });
      console.error(`The database reports damage: ${salvaged.error}`);
      for (const [table, blocks] of Object.entries(salvaged.skipped)) console.error(`  ${describeSkipped(table, blocks)}`);
      process.exitCode = 1;
      return salvaged.csv;
    }
  });
  if (values.output) {
    // Leads are personal data: the file is the operator's alone (0600), also when it replaces an older export.
    fs.writeFileSync(values.output, csv, { mode: 0o600 });
    fs.chmodSync(values.output, 0o600);
    console.error(`Wrote ${csv.split('\r\n').length - 2} leads to ${values.output}`);
  } else {
    process.stdout.write(csv);
  }
}

main().catch((error: unknown) => {
  console.error(databaseError(error).message);
  process.exit(1);
});
