/**
 * Database CLI for operators (docs/operations.md):
 *   npm run db -- backup --output FILE   a consistent logical backup, taken through the running server when one owns the folder
 *   npm run db -- restore FILE           into an empty database (PGlite: only while no server runs; the old folder is kept aside)
 *   npm run db -- check                  the folder's structure, that it opens, rows per table, and that it can write
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { countRows, parseBackup, restoreBackup } from '../src/server/db/backup';
import { databaseError, describeDamage, describeSkipped, probeTables } from '../src/server/db/integrity';
import { createBackupSalvaging, writeBackupFile } from '../src/server/db/salvage';
import { openDatabase } from '../src/server/db/connection';
import { inspectDatabaseFolder } from '../src/server/db/folder-check';
import { acquireFolderOwnership, findFolderOwner, ownerPaths } from '../src/server/db/folder-owner';
import { databaseTargetFromEnv } from '../src/server/db';
import { openOperatorDatabase } from '../src/server/db/operator';
import { leadDeliveries, leads } from '../src/features/leads/tables';

const usage = 'Usage: npm run db -- backup --output FILE | restore FILE | check';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

async function backup(output: string | undefined): Promise<void> {
  if (!output) fail('backup needs --output FILE');
  const handle = await openOperatorDatabase();
  try {
    const { backup: made, error, damaged } = await createBackupSalvaging(handle.db, handle.via === 'postgres' ? 'postgres' : 'pglite');
    // Leads are personal data: 0600, written whole or not at all (salvage.ts).
    writeBackupFile(output, made);
    const counts = Object.entries(made.tables)
      .map(([name, rows]) => `${name} ${rows.length}`)
      .join(', ');
    const via = handle.via === 'server' ? 'through the running server' : handle.via;
    if (!error) {
      console.error(`Backed up (${via}) to ${output}: ${counts}`);
      return;
    }
    // Damage: the database's own words, every readable row saved, and what was skipped; the exit status says it.
    console.error(`The database reports damage: ${error}`);
    for (const [table, skipped] of Object.entries(damaged)) console.error(`  ${describeSkipped(table, skipped)}`);
    console.error(`Saved every readable row (${via}) to ${output}: ${counts}. Restore from an older backup or keep this one; see docs/operations.md.`);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

async function restore(file: string | undefined): Promise<void> {
  if (!file) fail('restore needs the backup FILE');
  const made = parseBackup(fs.readFileSync(file, 'utf8'), file);
  const target = databaseTargetFromEnv();
  if (target.driver === 'postgres') {
    const handle = await openDatabase(target);
    try {
      report(await restoreBackup(handle.db, made), 'the PostgreSQL database of DATABASE_URL');
    } finally {
      await handle.close();
    }
    return;
  }
  const dataDir = path.resolve(target.dataDir!);
  const owner = await findFolderOwner(dataDir);
  if (owner) {
    fail(`The database folder ${dataDir} is in use by process ${owner.pid}: stop the site before restoring (a restore replaces the whole database).`);
  }
  // Held for the whole restore: a server started meanwhile refuses to start.
  const lock = await acquireFolderOwnership(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${dataDir}.restoring`;
  // Left by an interrupted restore (we hold the lock: nobody else uses it).
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const handle = await openDatabase({ driver: 'pglite', dataDir: staging });
    let counts: Record<string, number>;
    try {
      counts = await restoreBackup(handle.db, made);
    } finally {
      await handle.close();
    }
    fs.rmSync(ownerPaths(staging).runDir, { recursive: true, force: true });
    let keptAside: string | undefined;
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      keptAside = `${dataDir}.replaced-${stamp}`;
      fs.renameSync(dataDir, keptAside);
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    fs.renameSync(staging, dataDir);
    report(counts, dataDir);
    if (keptAside) console.error(`The database that was there is kept in ${keptAside} (delete it once the site runs well).`);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(ownerPaths(staging).runDir, { recursive: true, force: true });
    throw error;
  } finally {
    await lock.release();
  }
}

function report(counts: Record<string, number>, where: string): void {
  console.error(
    `Restored into ${where}: ${Object.entries(counts)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}`,
  );
}

async function check(): Promise<boolean> {
  const target = databaseTargetFromEnv();
  if (target.driver === 'pglite') {
    const dataDir = path.resolve(target.dataDir!);
    const owner = await findFolderOwner(dataDir);
    if (owner) console.log(`folder      ${dataDir}: owned by process ${owner.pid} since ${owner.startedAt}${owner.serving ? ', checked through it' : ''}`);
    else {
      const state = inspectDatabaseFolder(dataDir);
      console.log(`folder      ${dataDir}: ${state === 'new' ? 'absent or empty (a new database would be created)' : 'structure and control file ok'}`);
      if (state === 'new') return true;
    }
  }
  const handle = await openOperatorDatabase();
  try {
    // Every table's pages read once: a damaged one is named with the database's own error and its block.
    const damaged = await probeTables(handle.db);
    for (const damage of damaged) console.log(`damaged     ${describeDamage(damage)}`);
    if (damaged.length > 0) {
      console.log('            `npm run db -- backup --output FILE` saves every readable row; then restore (docs/operations.md).');
      return false;
    }
    const counts = await countRows(handle.db);
    console.log(
      `rows        ${Object.entries(counts)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
    );
    // A write that touches the lead tables and their indexes, rolled back: what a lead post needs.
    const probe = randomUUID();
    const rolledBack = new Error('probe rolled back');
    await handle.db
      .transaction(async (tx) => {
        await tx
          .insert(leads)
          .values({ id: probe, formId: 'db-check', formKind: 'contact', locale: 'es', firstName: 'check', phone: '0', dedupeKey: `check:${probe}` });
        await tx.insert(leadDeliveries).values({ leadId: probe, channel: 'db-check' });
        const [found] = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.dedupeKey, `check:${probe}`));
        if (found?.id !== probe) throw new Error('the lead written was not found by its index');
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    console.log('write       ok (a lead written and read back, rolled back)');
    return true;
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { output: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(usage);
    return;
  }
  const [command, file] = positionals;
  if (command === 'backup') await backup(values.output);
  else if (command === 'restore') await restore(file);
  else if (command === 'check') {
    if (!(await check())) process.exit(1);
  } else fail(`Unknown command: ${command ?? '(none)'}`);
}

main().catch((error: unknown) => {
  // The database's own words ("invalid page in block 2 of relation …"), not the driver's "Failed query: …".
  console.error(databaseError(error).message);
  process.exit(1);
});
