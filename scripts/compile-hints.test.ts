// The compile-hint step: every chunk gains the hint once, whatever else the folder holds.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, markChunksForEagerCompile } from './compile-hints.mjs';

describe('markChunksForEagerCompile', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint first in every JavaScript chunk, once, and leaves other files alone', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chunks-'));
    writeFileSync(path.join(dir, 'a.js'), '(globalThis.TURBOPACK||=[]).push([1]);');
    writeFileSync(path.join(dir, 'b.css'), 'body{}');
    mkdirSync(path.join(dir, 'nested.js'));
    expect(markChunksForEagerCompile(dir)).toBe(1);
    expect(markChunksForEagerCompile(dir)).toBe(0);
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([1]);`);
    expect(readFileSync(path.join(dir, 'b.css'), 'utf8')).toBe('body{}');
  });
});
