// The header set of every response and the Permissions-Policy per page.
import { describe, expect, it } from 'vitest';
import { buildPermissionsPolicy, pathWithoutLocale, usesCamera } from '@/features/security/permissions-policy';
import { buildSecurityHeaders, HSTS_MAX_AGE_SECONDS } from '@/features/security/security-headers';

function features(policy: string): Map<string, string> {
  return new Map(policy.split(', ').map((entry) => entry.split('=') as [string, string]));
}

describe('buildPermissionsPolicy', () => {
  it('strips the English prefix and trailing slashes', () => {
    expect(pathWithoutLocale('/en/probadores/')).toBe('/probadores');
    expect(pathWithoutLocale('/en')).toBe('/');
    expect(pathWithoutLocale('/english')).toBe('/english');
    expect(pathWithoutLocale('/')).toBe('/');
  });

  it('grants the camera only on the try-on pages, in both languages', () => {
    for (const path of ['/innovaciones/probador', '/probadores', '/en/innovaciones/probador', '/en/probadores', '/probadores/']) {
      expect(usesCamera(path), path).toBe(true);
      expect(features(buildPermissionsPolicy(path)).get('camera')).toBe('(self)');
    }
    for (const path of ['/', '/en', '/servicios', '/innovaciones', '/innovaciones/probador/gracias', '/en/probadores-x']) {
      expect(usesCamera(path), path).toBe(false);
      expect(features(buildPermissionsPolicy(path)).get('camera')).toBe('()');
    }
  });

  it('lets Darky listen everywhere and denies the rest', () => {
    const policy = features(buildPermissionsPolicy('/servicios'));
    expect(policy.get('microphone')).toBe('(self)');
    for (const feature of ['geolocation', 'payment', 'usb', 'display-capture']) expect(policy.get(feature)).toBe('()');
  });
});

describe('buildSecurityHeaders', () => {
  const base = { siteOrigin: 'https://darko.example', pathname: '/' };

  it('sends the fixed headers on every response', () => {
    const headers = buildSecurityHeaders({ ...base, production: true });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS of at least a year with subdomains in production only', () => {
    const hsts = buildSecurityHeaders({ ...base, production: true })['Strict-Transport-Security'];
    expect(hsts).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(buildSecurityHeaders({ ...base, production: false })['Strict-Transport-Security']).toBeUndefined();
  });
});
