import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '@/features/security/content-security-policy';
import { inlineScriptHashes, scriptHashSource } from '@/features/security/server/inline-script-hashes';
import { renderContentMarkdown } from './markdown.server';

const SCRIPT_BODY = "fetch('/steal?c='+document.cookie)";
const HOSTILE_POST = [
  '# Un post',
  '',
  'Texto con **énfasis** y un [enlace](https://darkodigital.pe/blog).',
  '',
  `<script>${SCRIPT_BODY}</script>`,
  '',
  '<img src="/x.png" alt="x" onerror="alert(1)">',
  '',
  '[haz clic](javascript:alert(1)) y <a href="JaVaScRiPt:alert(2)">otro</a>',
  '',
  '<p onclick="alert(3)">párrafo</p><iframe src="https://evil.example"></iframe>',
].join('\n');

describe('renderContentMarkdown', () => {
  const html = renderContentMarkdown(HOSTILE_POST);

  it('keeps the Markdown a post is written in', () => {
    expect(html).toContain('<h1>Un post</h1>');
    expect(html).toContain('<strong>énfasis</strong>');
    expect(html).toContain('<a href="https://darkodigital.pe/blog">enlace</a>');
    expect(html).toContain('<img src="/x.png" alt="x" />');
  });

  it('drops a <script>, its body, event-handler attributes, javascript: links and iframes', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('document.cookie');
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).toContain('párrafo');
  });

  it('leaves no inline script for the CSP to hash, so the policy never allows the post script', () => {
    const page = `<!doctype html><html><body><article>${html}</article></body></html>`;
    expect(inlineScriptHashes(page)).toEqual([]);
    const policy = buildContentSecurityPolicy({ siteOrigin: 'https://darkodigital.pe', scriptHashes: inlineScriptHashes(page) });
    expect(policy).not.toContain(scriptHashSource(SCRIPT_BODY));
    expect(policy).toMatch(/script-src 'self';/);
  });

  it('would have let the script through without the sanitiser (the test is not vacuous)', async () => {
    const { marked } = await import('marked');
    const raw = `<article>${marked.parse(HOSTILE_POST, { async: false })}</article>`;
    expect(inlineScriptHashes(raw)).toContain(scriptHashSource(SCRIPT_BODY));
  });
});
