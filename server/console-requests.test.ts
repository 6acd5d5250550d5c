// The console's request step: the requested path reaches console pages, and no client can supply it.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isConsoleRequest, markConsoleRequest } from './console-requests';

function request(url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { url, headers: { ...headers } } as unknown as IncomingMessage;
}

describe('markConsoleRequest', () => {
  it('sets x-console-path to the path and query of a console request', () => {
    const req = Object.assign(request('/admin/leads?q=ana&page=2'), { method: 'POST' });
    markConsoleRequest(req);
    expect(req.headers['x-console-path']).toBe('/admin/leads?q=ana&page=2');
    expect(req.headers['x-console-method']).toBe('POST');
    const root = request('/admin');
    markConsoleRequest(root);
    expect(root.headers['x-console-path']).toBe('/admin');
  });

  it("drops a client's own x-console-path and x-console-method, on console requests and elsewhere", () => {
    const site = request('/administracion', { 'x-console-path': '/admin/payments', 'x-console-method': 'POST' });
    markConsoleRequest(site);
    expect(site.headers['x-console-path']).toBeUndefined();
    expect(site.headers['x-console-method']).toBeUndefined();
    const forged = request('/admin/leads', { 'x-console-path': 'https://evil.example' });
    markConsoleRequest(forged);
    expect(forged.headers['x-console-path']).toBe('/admin/leads');
  });

  it("tells console requests from the site's", () => {
    expect(isConsoleRequest(request('/admin/sign-in'))).toBe(true);
    expect(isConsoleRequest(request('/en/admin'))).toBe(false);
    expect(isConsoleRequest(request('/admins'))).toBe(false);
  });
});
