// The CSP builder: no 'unsafe-inline' script source ever, hashes and nonce as given, third-party origins only when configured.
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, webSocketOrigin } from '@/features/security/content-security-policy';
import { thirdPartySources } from '@/features/security/third-party-origins';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const hash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

describe('buildContentSecurityPolicy', () => {
  it('allows scripts from our origin, the given hashes and nonce, and never unsafe-inline', () => {
    const policy = directives(buildContentSecurityPolicy({ siteOrigin: 'https://darko.example', scriptHashes: [hash], nonce: 'abc123==' }));
    expect(policy.get('script-src')).toEqual(["'self'", `'${hash}'`, "'nonce-abc123=='"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('closes framing, plugins, base and form targets', () => {
    const policy = directives(buildContentSecurityPolicy({ siteOrigin: 'https://darko.example' }));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('reports violations to the site itself through report-uri (report-to would switch it off in Chromium)', () => {
    const policy = directives(buildContentSecurityPolicy({ siteOrigin: 'https://darko.example' }));
    expect(policy.get('report-uri')).toEqual(['/api/csp-reports']);
    expect(policy.has('report-to')).toBe(false);
  });

  it("lets Darky's socket reach the site's own WebSocket origin", () => {
    expect(webSocketOrigin('https://darko.example')).toBe('wss://darko.example');
    expect(webSocketOrigin('http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000');
    const policy = directives(buildContentSecurityPolicy({ siteOrigin: 'http://127.0.0.1:3000' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:3000']);
  });

  it('upgrades insecure requests only on an https site, and eval only in development', () => {
    expect(directives(buildContentSecurityPolicy({ siteOrigin: 'https://darko.example' })).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(buildContentSecurityPolicy({ siteOrigin: 'http://localhost:3000' })).has('upgrade-insecure-requests')).toBe(false);
    const dev = directives(buildContentSecurityPolicy({ siteOrigin: 'http://localhost:3000', development: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('rejects sources that could smuggle directives', () => {
    expect(() => buildContentSecurityPolicy({ siteOrigin: 'https://a.example', nonce: "x'; script-src *" })).toThrow();
    expect(() => buildContentSecurityPolicy({ siteOrigin: 'https://a.example', scriptHashes: ["sha256-x' *"] })).toThrow();
  });

  it('adds third-party origins only for the tags that are configured', () => {
    const none = buildContentSecurityPolicy({ siteOrigin: 'https://a.example', thirdParty: thirdPartySources({}) });
    expect(none).not.toMatch(/googletagmanager|facebook|hotjar|hs-scripts/);

    const gtmOnly = directives(buildContentSecurityPolicy({ siteOrigin: 'https://a.example', thirdParty: thirdPartySources({ gtmId: 'GTM-X' }) }));
    expect(gtmOnly.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(gtmOnly.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(gtmOnly.get('script-src')!.join(' ')).not.toMatch(/facebook|hotjar|hs-scripts/);

    const all = directives(
      buildContentSecurityPolicy({
        siteOrigin: 'https://a.example',
        thirdParty: thirdPartySources({ gtmId: 'G', metaPixelId: '1', hotjarId: '2', hubspotTrackingId: '3' }),
      }),
    );
    expect(all.get('script-src')).toEqual(expect.arrayContaining(['https://connect.facebook.net', 'https://*.hotjar.com', 'https://js.hs-scripts.com']));
    expect(all.get('script-src')).not.toContain("'unsafe-inline'");
    expect(all.get('frame-src')).toEqual(expect.arrayContaining(['https://*.hotjar.com', 'https://app.hubspot.com']));
  });

  it('allows exactly the hosts the tag loader fetches its scripts from', async () => {
    const { tagScriptUrls } = await import('@/features/consent/third-party-tags');
    const ids = { gtmId: 'GTM-X', metaPixelId: '1', hotjarId: '2', hubspotTrackingId: '3' };
    const scriptSources = thirdPartySources(ids)['script-src'] ?? [];
    for (const url of tagScriptUrls(ids)) {
      const host = new URL(url).host;
      const allowed = scriptSources.some((source) => {
        const pattern = new URL(source.replace('*.', 'wildcard.')).host.replace('wildcard.', '');
        return source.includes('*.') ? host.endsWith(pattern) : host === pattern;
      });
      expect(allowed, `${url} is allowed by script-src`).toBe(true);
    }
  });
});
