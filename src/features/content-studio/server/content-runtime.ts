/**
 * The live content of a running site: at start, the repository's documents the database lacks are seeded and the
 * published snapshot is loaded and installed before the first request; from then on every instance follows the
 * database's revision (a publish's change signal at once, a periodic check for the rest) and installs each new
 * snapshot whole. A snapshot that does not validate under this release's schemas is never installed: the site keeps
 * what it serves and the log names every problem.
 */
import 'server-only';
import { CONTENT_DIR, documentsSource, installContentSource, readContentFolder } from '@/content/content-source.server';
import { getEnv } from '@/config/env';
import { onChange, publishChange } from '@/server/change-signal';
import { getDb } from '@/server/db';
import { appLogger } from '@/server/logger';
import { contentProblems, contentRevision, loadPublishedContent, seedMissingDocuments } from './content-store';
import { runDueSchedules, type ScheduledChange } from './drafts';

/** Scheduled publishes and removals are looked for every this many revision checks (10 s with the default 2 s). */
const SCHEDULE_CHECK_EVERY_TICKS = 5;

export interface ContentRuntime {
  /** The revision installed now (0: the repository's content, before anything was stored). */
  readonly revision: number;
  /** Loads and installs the database's content now if its revision moved (tests, the studio after a publish). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

function sameDocuments(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, body] of a) if (b.get(key) !== body) return false;
  return true;
}

/**
 * Seeds, loads and installs the published content, then follows it; `onInstalled` runs after each new snapshot.
 * Also makes the studio's scheduled changes when they come due (`onScheduled` records each in the audit log).
 */
export async function startContentRuntime(
  options: { onInstalled?: (revision: number) => void; onScheduled?: (change: ScheduledChange) => Promise<void> } = {},
): Promise<ContentRuntime> {
  const logger = appLogger('content');
  const db = await getDb();
  const repository = readContentFolder(CONTENT_DIR);
  const seeded = await seedMissingDocuments(db, repository);
  if (seeded.length > 0) logger.info({ documents: seeded.length }, 'content seeded from the repository');

  let installed = 0;
  let refreshing: Promise<void> | undefined;

  async function load(): Promise<void> {
    const published = await loadPublishedContent(db);
    if (published.revision === installed) return;
    const problems = contentProblems(published.documents);
    if (problems.length > 0) {
      // Only a release whose schemas changed under stored content gets here (every write is validated first).
      logger.error({ revision: published.revision, problems }, 'published content is invalid for this release: still serving the previous content');
      installed = published.revision;
      return;
    }
    const isBuildContent = sameDocuments(published.documents, repository);
    installContentSource(documentsSource(published.documents, `db:${published.revision}`, isBuildContent));
    installed = published.revision;
    logger.info({ revision: installed, isBuildContent }, 'content installed');
    options.onInstalled?.(installed);
  }

  function refresh(): Promise<void> {
    refreshing ??= load()
      .catch((error: unknown) => logger.warn({ err: error }, 'content not reloaded; next check retries'))
      .finally(() => (refreshing = undefined));
    return refreshing;
  }

  await load();
  const stopListening = await onChange('content.published', () => void refresh());
  let ticks = 0;
  async function makeDueChanges(): Promise<void> {
    const changes = await runDueSchedules(db);
    for (const change of changes) {
      if (change.outcome === 'refused') logger.warn({ ...change }, 'scheduled content change refused: the content it would make is invalid');
      else logger.info({ collection: change.collection, key: change.key, kind: change.kind, revision: change.revision }, 'scheduled content change made');
      await options.onScheduled?.(change).catch((error: unknown) => logger.warn({ err: error }, 'scheduled change not audited'));
    }
    if (changes.some((change) => change.revision !== undefined)) {
      await publishChange('content.published');
      await refresh();
    }
  }
  const timer = setInterval(() => {
    if (++ticks % SCHEDULE_CHECK_EVERY_TICKS === 0)
      makeDueChanges().catch((error: unknown) => logger.warn({ err: error }, 'scheduled content changes not made'));
    contentRevision(db)
      .then((revision) => (revision !== installed ? refresh() : undefined))
      .catch((error: unknown) => logger.warn({ err: error }, 'content revision not read'));
  }, getEnv().CONTENT_CHECK_EVERY_MS);
  timer.unref();

  return {
    get revision() {
      return installed;
    },
    refresh,
    async stop() {
      clearInterval(timer);
      await stopListening();
    },
  };
}
