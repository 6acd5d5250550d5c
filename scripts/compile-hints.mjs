// Marks the build's JavaScript chunks for eager compilation (V8's explicit compile hints, Chrome 136+): a file that
// starts with `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, on a background thread. Without
// it V8 compiles each function on its first call, on the main thread: Turbopack wraps every module in a function
// called when the page boots, so react-dom's and the router's compilation landed in one long task of the boot
// (measured: 106 ms of a 152 ms task at 4× CPU; docs/decisions.md). Browsers without the feature read a comment.
// Usage: node scripts/compile-hints.mjs  (after `next build`, before precompress-static.mjs; honours NEXT_DIST_DIR)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to every .js file in `dir` that lacks it; returns how many files it marked. */
export function markChunksForEagerCompile(dir) {
  let marked = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(dir, entry.name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const chunks = path.join(process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');
  console.log(`compile hints: ${markChunksForEagerCompile(chunks)} chunks marked for eager compilation`);
}
