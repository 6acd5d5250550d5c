// The embedded database on the real production process (dist/server.mjs, PGlite in its worker thread): a second
// process on the same DATA_DIR refuses to start and names the owner; operator commands (leads export, db backup,
// db check) go through the running server and leave no copy behind; a restore is refused while the site runs and
// a backup restored into a fresh DATA_DIR holds every lead; a killed server's lock does not stop the next start.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { leads } from '../../src/features/leads/tables';
import { missingBuild, startProductionServer, type ProductionServer } from './support/production-server';

const run = promisify(execFile);
const skipReason = missingBuild();
const ROOT = path.resolve(import.meta.dirname, '../..');

/** An operator command as `npm run …` runs it (tsx), with the given DATA_DIR and no DATABASE_URL. */
function cli(script: string, args: string[], dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

const lead = (name: string) =>
  JSON.stringify({
    formId: 'nuevo-contacto',
    locale: 'es',
    idempotencyKey: randomUUID(),
    fields: { firstName: name, lastName: 'Quispe', phone: '+51 987 654 321', service: 'webs-y-apps', source: 'other', message: 'Guardado en PGlite.' },
  });

const tempEntries = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('leads-export-'));

describe.skipIf(skipReason)('the embedded database of the production server', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-embedded-'));
  const dataDir = path.join(root, 'site');
  const restoredDir = path.join(root, 'restored');
  const backupFile = path.join(root, 'backup.json');
  let server: ProductionServer | undefined;
  afterAll(async () => {
    await server?.stop(2_000);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('has one owner, serves operator commands live, backs up and restores every lead, and survives a crash', async () => {
    server = await startProductionServer({ DATA_DIR: dataDir }, { readyTimeoutMs: 240_000 });
    const ownerPid = server.child.pid!;
    const folder = path.join(dataDir, 'pglite');

    // A second process on the same DATA_DIR refuses to start, naming the folder and the owner.
    const second = await startProductionServer({ DATA_DIR: dataDir }, { readyTimeoutMs: 120_000 }).catch((error: Error) => error);
    if (!(second instanceof Error)) await second.stop();
    expect(second).toBeInstanceOf(Error);
    const refusal = (second as Error).message;
    expect(refusal).toMatch(/the process exited \(code [1-9]\d*,/);
    expect(refusal).toContain(`The database folder ${folder} is in use by process ${ownerPid}`);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // Leads stored by the running server.
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: lead(`Persona ${'ABCDEFGHIJKLMN'[i]}`),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }

    // The export reads the live database through the server: every lead, no copy left in the temp folder.
    const copiesBefore = tempEntries();
    const { stdout: csv } = await cli('leads.ts', ['export', '--format', 'csv'], dataDir);
    for (const id of ids) expect(csv).toContain(id);
    expect(tempEntries()).toEqual(copiesBefore);

    // Check and backup while the site runs, through it.
    const { stdout: checked } = await cli('db.ts', ['check'], dataDir);
    expect(checked).toContain(`owned by process ${ownerPid}`);
    expect(checked).toContain('leads 12');
    expect(checked).toContain('write       ok');
    const { stderr: backedUp } = await cli('db.ts', ['backup', '--output', backupFile], dataDir);
    expect(backedUp).toContain('through the running server');
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    // The site kept working meanwhile.
    expect((await fetch(`${server.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: lead('Después') })).status).toBe(
      201,
    );

    // A restore over the live folder is refused; into a fresh DATA_DIR it brings back every lead.
    const refused = await cli('db.ts', ['restore', backupFile], dataDir).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain(`in use by process ${ownerPid}`);
    const { stderr: restored } = await cli('db.ts', ['restore', backupFile], restoredDir);
    expect(restored).toContain('leads 12');
    const reopened = await openDatabase({ driver: 'pglite', dataDir: path.join(restoredDir, 'pglite') }, { migrate: false });
    try {
      expect((await reopened.db.select({ id: leads.id }).from(leads)).map((row) => row.id).sort()).toEqual([...ids].sort());
    } finally {
      await reopened.close();
    }

    // A crash leaves the lock file behind; the next start takes it over and finds every lead.
    server.child.kill('SIGKILL');
    await server.exited;
    expect(fs.existsSync(`${folder}.lock`)).toBe(true);
    server = await startProductionServer({ DATA_DIR: dataDir }, { readyTimeoutMs: 240_000 });
    const { stdout: after } = await cli('leads.ts', ['export', '--format', 'csv'], dataDir);
    expect(after.trim().split('\r\n')).toHaveLength(14); // header, 12 leads, the one posted after the backup
  }, 900_000);
});
