// Culqi's origins are allowed on payment link pages only, and only when Culqi's keys are set.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createHttpSecurity } from '@/features/security/server/http-security';
import { isPaymentLinkPage } from '@/features/security/third-party-origins';

function cspFor(pathname: string, culqiCheckout: boolean): string {
  const apply = createHttpSecurity({ production: true, siteUrl: 'https://darkodigital.pe', tags: {}, hashesByRoute: new Map(), culqiCheckout });
  const headers = new Map<string, string>();
  const req = { url: pathname, headers: {} } as unknown as IncomingMessage;
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    writeHead: () => undefined,
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  apply(req, res);
  return headers.get('content-security-policy')!;
}

const code = 'sI3NiBQUOUMyz_y7nz6d8Q';

describe('CSP of payment pages', () => {
  it('allows Culqi on /pagos/{code} in both languages when the keys are set', () => {
    for (const path of [`/pagos/${code}`, `/en/pagos/${code}`]) {
      const csp = cspFor(path, true);
      expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.culqi\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.culqi\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/3ds\.culqi\.com/);
    }
  });
  it('allows Culqi nowhere else, and nowhere without the keys', () => {
    for (const path of ['/', '/pagos', `/pagos/gracias/${code}`, '/contacto', `/api/payments/links/${code}/charge`])
      expect(cspFor(path, true)).not.toContain('culqi');
    expect(cspFor(`/pagos/${code}`, false)).not.toContain('culqi');
    expect(isPaymentLinkPage('/pagos/gracias')).toBe(false);
  });
});
