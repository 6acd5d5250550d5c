/**
 * Which paths the locale proxy sees: every page path, dotted ones too ("/ads.txt" must become the site's 404 in a
 * language, not reach the prerendered home page as a "locale"), and none of the files the site serves as they are.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_A_PAGE } from '@/features/security/server/http-security';

// Next reads the matcher from the proxy's source (it must be a literal there), so the test reads it the same way.
const source = readFileSync(path.join(process.cwd(), 'src', 'proxy.ts'), 'utf8');
const pattern = /matcher: \['((?:[^'\\]|\\.)+)'\]/.exec(source)![1]!.replace(/\\\\/g, '\\');
// Next anchors a matcher to the whole path.
const matched = (pathname: string) => new RegExp(`^${pattern}$`).test(pathname);

describe('the locale proxy', () => {
  it.each(['/', '/servicios', '/en/blog/x', '/esta-pagina-no-existe', '/ads.txt', '/wp-login.php', '/.env', '/en/ads.txt'])('sees %s', (pathname) => {
    expect(matched(pathname)).toBe(true);
  });

  it.each(['/api/leads', '/admin', '/admin/content', '/_next/static/x.js', '/socket.io/', '/favicon.ico', '/apple-icon.png', '/robots.txt', '/sitemap.xml'])(
    'leaves %s alone',
    (pathname) => {
      expect(matched(pathname)).toBe(false);
    },
  );

  it("agrees with the security step on what is a page (the console and the API are pages without the proxy's locale)", () => {
    const paths = ['/', '/servicios', '/ads.txt', '/.env', '/en/ads.txt', '/favicon.ico', '/apple-icon.png', '/robots.txt', '/sitemap.xml'];
    const assets = ['/_next/static/x.js', '/images/brand/icon.svg', '/try-on/frame.png', '/socket.io/'];
    for (const pathname of [...paths, ...assets]) expect({ pathname, page: !NOT_A_PAGE.test(pathname) }).toEqual({ pathname, page: matched(pathname) });
  });

  it('leaves every file and folder of public/ alone (a new one at its root must be added to the matcher)', () => {
    const root = path.join(process.cwd(), 'public');
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      const pathname = entry.isDirectory() ? `/${entry.name}/any.svg` : `/${entry.name}`;
      expect({ pathname, matched: matched(pathname) }).toEqual({ pathname, matched: false });
    }
  });
});
