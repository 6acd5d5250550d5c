// The agency's content is live in seconds on every instance, without a rebuild (issue 24): two production processes
// on one PostgreSQL database and one Redis, and `npm run content -- import` run beside them as an operator would.
// A changed page, a new post (its page, the sitemap) and a refused import, with the policy of each served page
// allowing exactly its own inline scripts. Then the embedded default: one process on PGlite without Redis, the
// command reaching it through the server's socket.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFolder } from '@/content/content-source.server';
import { createScratchPostgresDatabase } from '@/server/db/testing';
import { inlineScriptHashes } from '@/features/security/server/inline-script-hashes';
import { missingBuild, startProductionServer, type ProductionServer } from './support/production-server';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const skipShared = !adminUrl ? 'TEST_DATABASE_URL is unset' : !redisUrl ? 'TEST_REDIS_URL is unset' : missingBuild();

/** The bound: a publish reaches every instance within 5 s. */
const LIVE_WITHIN_MS = 5_000;

const NEW_POST = (locale: 'es' | 'en') => `---
title: "${locale === 'es' ? 'Publicado sin desarrolladores' : 'Published without developers'}"
description: "${locale === 'es' ? 'Una entrada escrita por el equipo y publicada desde la línea de comandos del sitio.' : 'A post written by the team and published from the site’s command line, live at once.'}"
date: 2026-11-26
author: "Equipo Darko Digital"
slug: publicado-sin-desarrolladores
image: /images/blog/chatbots-para-vender-en-peru.svg
tags: [chatbots]
---
${locale === 'es' ? 'El equipo publica su propio contenido.' : 'The team publishes its own content.'}
`;

function runContentCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', '--import', './scripts/server-only-hook.mjs', 'scripts/content.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function page(url: string): Promise<{ status: number; html: string; policy: string }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
}

/** Polls until every URL's page contains `text`; returns how long that took. */
async function untilEverywhere(urls: string[], text: string, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const pages = await Promise.all(urls.map((url) => page(url)));
    if (pages.every((p) => p.status === 200 && p.html.includes(text))) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`"${text}" not served by all of ${urls.join(', ')} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every inline script of the page is allowed by its policy, by hash (no nonce is left to trust). */
function expectPolicyCoversScripts(served: { html: string; policy: string }): void {
  const scriptSources = served.policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  const hashes = inlineScriptHashes(served.html);
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(scriptSources).toContain(`'${hash}'`);
}

function editJson(folder: string, relative: string, edit: (value: Record<string, unknown>) => void): void {
  const file = path.join(folder, relative);
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
}

describe.skipIf(skipShared)('live content on two instances (PostgreSQL, Redis)', () => {
  let database: { url: string; drop(): Promise<void> };
  let instances: ProductionServer[] = [];
  let commandEnv: Record<string, string>;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-export-'));

  beforeAll(async () => {
    database = await createScratchPostgresDatabase(adminUrl!, 'live_content');
    const shared = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, APP_SECRET: randomBytes(32).toString('hex'), DATABASE_POOL_SIZE: '4' };
    commandEnv = { DATABASE_URL: database.url, REDIS_URL: redisUrl! };
    // Both start at once on an empty database: one seeds the content, the other waits for the lock and finds it there.
    instances = await Promise.all([startProductionServer(shared), startProductionServer(shared)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('publishes a changed page and a new post to both instances within 5 s, each page with a policy of its own scripts', async () => {
    const about = instances.map((instance) => `${instance.url}/nosotros`);
    // Both hold the build's page in memory before the change.
    for (const url of about) {
      await page(url);
      expect((await page(url)).html).toContain('<title>Darko Digital | Nosotros</title>');
    }
    const exported = await runContentCommand(['export', folder], commandEnv);
    expect(exported.code, exported.stderr).toBe(0);
    expect(fs.existsSync(path.join(folder, 'es', 'about.json'))).toBe(true);

    editJson(folder, 'es/about.json', (value) => (value.title = 'Quiénes somos'));
    editJson(folder, 'en/about.json', (value) => (value.title = 'Who we are'));
    for (const locale of ['es', 'en'] as const) fs.writeFileSync(path.join(folder, locale, 'blog', 'publicado-sin-desarrolladores.md'), NEW_POST(locale));

    const imported = await runContentCommand(['import', folder], commandEnv);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('changed: en/about.json, es/about.json');
    expect(imported.stdout).toContain('added: en/blog/publicado-sin-desarrolladores.md, es/blog/publicado-sin-desarrolladores.md');
    const tookMs = await untilEverywhere(about, '<title>Darko Digital | Quiénes somos</title>');
    console.log(`publish -> both instances: ${tookMs} ms`);
    expect(tookMs).toBeLessThan(LIVE_WITHIN_MS);
    // Export and import round-trip: exported again, the published content is the folder that was imported.
    const again = fs.mkdtempSync(path.join(os.tmpdir(), 'content-export-'));
    expect((await runContentCommand(['export', again], commandEnv)).code).toBe(0);
    expect(readContentFolder(again)).toEqual(readContentFolder(folder));
    fs.rmSync(again, { recursive: true, force: true });

    for (const instance of instances) {
      // The first answer after the publish (rendered now) and the copy held in memory afterwards.
      for (let visit = 0; visit < 2; visit += 1) {
        const served = await page(`${instance.url}/nosotros`);
        expect(served.html).toContain('Quiénes somos');
        expectPolicyCoversScripts(served);
      }
      expect((await page(`${instance.url}/en/nosotros`)).html).toContain('Who we are');
      const post = await page(`${instance.url}/blog/publicado-sin-desarrolladores`);
      expect(post.status).toBe(200);
      expect(post.html).toContain('Publicado sin desarrolladores');
      expectPolicyCoversScripts(post);
      expect((await page(`${instance.url}/en/blog/publicado-sin-desarrolladores`)).html).toContain('Published without developers');
      expect((await page(`${instance.url}/blog`)).html).toContain('/blog/publicado-sin-desarrolladores');
      const sitemap = await (await fetch(`${instance.url}/sitemap.xml`)).text();
      expect(sitemap).toContain('/blog/publicado-sin-desarrolladores');
      // A post nobody published is still a 404.
      expect((await page(`${instance.url}/blog/no-existe-${Date.now()}`)).status).toBe(404);
    }
  }, 120_000);

  it('makes a publish scheduled in the studio when it comes due, once, and both instances show it', async () => {
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const read = async (document: string) =>
        JSON.parse((await client.query('select body from content_documents where path = $1', [document])).rows[0].body as string) as Record<string, unknown>;
      const values = {
        es: await read('es/about.json'),
        en: { ...(await read('en/about.json')), title: 'About us, on time' },
      };
      // What the studio's "Programar publicación" stores (src/features/content-studio/server/drafts.ts), due in a second.
      await client.query(
        "insert into content_drafts (collection, key, entry_values, publish_at, updated_by) values ('pages', 'about', $1, now() + interval '1 second', 'editor@example.com')",
        [JSON.stringify(values)],
      );
      // Each instance looks for due changes every 10 s; the first to look makes it, the change signal tells the other.
      const tookMs = await untilEverywhere(
        instances.map((instance) => `${instance.url}/en/nosotros`),
        '<title>Darko Digital | About us, on time</title>',
        20_000,
      );
      console.log(`scheduled publish -> both instances: ${tookMs} ms after it came due (checks every 10 s)`);
      const audit = await client.query("select actor_email from operator_audit_log where action = 'content.scheduled.publish'");
      expect(audit.rows.map((row: { actor_email: string }) => row.actor_email)).toEqual(['editor@example.com']);
      expect((await client.query("select count(*)::int as n from content_drafts where key = 'about'")).rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('refuses an invalid import whole: exit code 2, the file and field named, every instance unchanged', async () => {
    editJson(folder, 'es/about.json', (value) => (value.title = 'Esto no debe publicarse'));
    editJson(folder, 'es/academy.json', (value) => {
      (value.events as { items: Array<{ date: string }> }).items[0]!.date = 'el próximo martes';
    });
    const refused = await runContentCommand(['import', folder], commandEnv);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('content/es/academy.json');
    expect(refused.stderr).toContain('events.items.0.date');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const instance of instances) {
      const served = await page(`${instance.url}/nosotros`);
      expect(served.html).toContain('Quiénes somos');
      expect(served.html).not.toContain('Esto no debe publicarse');
    }
  }, 60_000);
});

describe.skipIf(missingBuild())('live content on the embedded default (PGlite, no Redis)', () => {
  let server: ProductionServer;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-export-'));

  beforeAll(async () => {
    server = await startProductionServer({ CONTENT_CHECK_EVERY_MS: '1000' }, { tempDataDir: 'live-content-' });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('an import through the running server reaches its pages within the check interval', async () => {
    const env = { DATA_DIR: server.dataDir! };
    expect((await runContentCommand(['export', folder], env)).code).toBe(0);
    editJson(folder, 'en/about.json', (value) => (value.title = 'About the people'));
    const imported = await runContentCommand(['import', folder], env);
    expect(imported.code, imported.stderr).toBe(0);
    const tookMs = await untilEverywhere([`${server.url}/en/nosotros`], '<title>Darko Digital | About the people</title>');
    console.log(`publish -> embedded server: ${tookMs} ms`);
    expect(tookMs).toBeLessThan(LIVE_WITHIN_MS);
  }, 60_000);
});
