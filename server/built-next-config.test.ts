// adoptBuiltNextConfig: Next is handed the build's serialised config for the folder it serves, or nothing changes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptBuiltNextConfig } from './built-next-config';

const KEY = '__NEXT_PRIVATE_STANDALONE_CONFIG';
const folders: string[] = [];
const before = process.env[KEY];

afterEach(() => {
  if (before === undefined) delete process.env[KEY];
  else process.env[KEY] = before;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function buildFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'built-next-config-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}

describe('adoptBuiltNextConfig', () => {
  it("hands Next the build's config, with the folder the server was pointed at as its distDir", () => {
    const distDir = buildFolder({ 'required-server-files.json': JSON.stringify({ config: { distDir: '.next-elsewhere', cacheMaxMemorySize: 1 } }) });
    delete process.env[KEY];

    expect(adoptBuiltNextConfig(distDir, () => {})).toBe(true);
    expect(JSON.parse(process.env[KEY]!)).toEqual({ distDir, cacheMaxMemorySize: 1 });
  });

  it('changes nothing and says why when the build wrote no config (Next then reads next.config.ts)', () => {
    const distDir = buildFolder({});
    delete process.env[KEY];
    const warnings: string[] = [];

    expect(adoptBuiltNextConfig(distDir, (message) => warnings.push(message))).toBe(false);
    expect(process.env[KEY]).toBeUndefined();
    expect(warnings).toEqual(['no serialised Next config in the build; next.config.ts is evaluated']);
  });
});
