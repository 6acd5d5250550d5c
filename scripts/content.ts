/**
 * The agency's live content, through the live database (withOperatorDatabase: works while the site runs).
 *   npm run content -- export DIR   writes every published document in content/'s layout (review in git, a backup)
 *   npm run content -- import DIR   makes DIR's documents the published content: validated whole first (same checks
 *                                   as `npm run content:check`), refused whole when anything is invalid; documents
 *                                   absent from DIR are removed. Every running instance shows it within seconds.
 * Exit code 2 for a refused command, 1 for a failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readContentFolder } from '../src/content/content-source.server';
import { ContentRefusedError, loadPublishedContent, replaceAllContent } from '../src/features/content-studio/server/content-store';
import { publishChange } from '../src/server/change-signal';
import { withOperatorDatabase } from '../src/server/db/operator';

const usage = `Usage:
  npm run content -- export DIR
  npm run content -- import DIR`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

async function exportContent(folder: string): Promise<void> {
  const published = await withOperatorDatabase((db) => loadPublishedContent(db));
  if (published.documents.size === 0) fail('Nothing published yet: the site seeds the content on its first start.');
  for (const [relative, body] of published.documents) {
    const file = path.join(folder, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  }
  console.log(`exported ${published.documents.size} documents of revision ${published.revision} to ${folder}`);
}

async function importContent(folder: string): Promise<void> {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) fail(`Not a folder: ${folder}`);
  const documents = readContentFolder(folder);
  const summary = await withOperatorDatabase((db) => replaceAllContent(db, documents, 'command line'));
  await publishChange('content.published');
  const { changed, added, removed } = summary;
  if (changed.length + added.length + removed.length === 0) return console.log(`nothing changed: revision ${summary.revision}`);
  for (const [label, paths] of [
    ['changed', changed],
    ['added', added],
    ['removed', removed],
  ] as const) {
    if (paths.length > 0) console.log(`${label}: ${paths.join(', ')}`);
  }
  console.log(`published revision ${summary.revision}`);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' } } });
  if (values.help) return console.log(usage);
  const [command, folder] = positionals;
  if (!folder) fail('A folder is required.');
  const target = path.resolve(folder);
  if (command === 'export') return exportContent(target);
  if (command === 'import') return importContent(target);
  fail(`Unknown command: ${command ?? '(none)'}`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    if (error instanceof ContentRefusedError) {
      console.error(`Refused, nothing was published:\n\n${error.problems.join('\n\n')}`);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
