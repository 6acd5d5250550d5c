// Hashes of inline scripts: what the browser runs is hashed exactly; data blocks and external scripts are not.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isExecutableInlineScript, scriptHashSource } from '@/features/security/server/inline-script-hashes';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact bytes of each executable inline script, UTF-8 included', () => {
    const first = '(self.__next_f=self.__next_f||[]).push([0])';
    const second = 'self.__next_f.push([1,"¡Empieza el cambio! ñ"])';
    const html =
      `<html><head><script src="/_next/static/chunks/a.js" async=""></script><script id="_R_">${first}</script></head>` +
      `<body><script>${second}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)]);
    // Known vector: the empty script.
    expect(scriptHashSource('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('skips JSON-LD and other data blocks, and scripts with src', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="application/json">{}</script><script src="x.js">ignored()</script><script type="module">run()</script>' +
      '<SCRIPT TYPE="text/javascript">legacy()</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha('run()'), sha('legacy()')]);
  });

  it('reads attributes with quoted > and no duplicates', () => {
    expect(isExecutableInlineScript(' data-x="a>b"')).toBe(true);
    expect(isExecutableInlineScript(" type='application/ld+json'")).toBe(false);
    expect(isExecutableInlineScript(' nomodule src=/a.js')).toBe(false);
    const html = '<script data-x="a>b">same()</script><script>same()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('same()')]);
  });
});
