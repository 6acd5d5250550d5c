import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, guardServerActions } from './server-action-guard';

describe('server action guard', () => {
  let server: Server;
  let base: string;
  let reached: Array<{ path: string; streamed: string }>;
  const warnings: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    // Stands in for Next: records what reached it and what it could still read.
    const next = (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      const finish = () => {
        reached.push({ path: req.url!, streamed: Buffer.concat(chunks).toString() });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('next');
      };
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', finish);
    };
    server = createServer(guardServerActions(next, { warn: (data) => warnings.push(data as Record<string, unknown>) }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    reached = [];
    warnings.length = 0;
  });

  const host = () => new URL(base).host;
  const action = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${base}/es/admin/leads`, {
      method: 'POST',
      body,
      headers: { 'next-action': '7f3a', origin: base, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    });

  it('hands a sound action to Next with its body, streamed again', async () => {
    const response = await action('["$K1",{"a":1}]');
    expect(response.status).toBe(200);
    expect(reached).toEqual([{ path: '/es/admin/leads', streamed: '["$K1",{"a":1}]' }]);
  });

  it('refuses a forged Origin with 403 before reading the body, at warn level', async () => {
    for (const origin of ['https://evil.example', 'null', 'not a url', `http://${host()}.evil.example`]) {
      const response = await action('[]', { origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
    }
    expect(reached).toEqual([]);
    expect(warnings.map((warning) => warning.status)).toEqual([403, 403, 403, 403]);
  });

  it('accepts the Origin of the forwarded host (behind a proxy)', async () => {
    const response = await action('[]', { origin: 'https://darkosystems.pe', 'x-forwarded-host': 'darkosystems.pe' });
    expect(response.status).toBe(200);
  });

  it('refuses a malformed body with 400, never reaching Next', async () => {
    const bodies: BodyInit[] = ['{"0":1}', 'not json', '', new Uint8Array([0xff, 0xfe, 0x00, 0x41]), '"$Q1"', '[1,'];
    for (const body of bodies) {
      const response = await action(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'malformed_action' });
    }
    expect(reached).toEqual([]);
  });

  it('checks multipart actions with the parser Next uses', async () => {
    const form = new FormData();
    form.set('1_$ACTION_ID_7f3a', '');
    form.set('firstName', 'Rosa');
    const sound = await fetch(`${base}/es/contacto`, { method: 'POST', body: form, headers: { origin: base } });
    expect(sound.status).toBe(200);
    expect(reached[0]!.streamed).toContain('Rosa');
    const broken = await fetch(`${base}/es/contacto`, {
      method: 'POST',
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      headers: { origin: base, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBe(400);
    const noBoundary = await fetch(`${base}/es/contacto`, { method: 'POST', body: 'x', headers: { origin: base, 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status).toBe(400);
  });

  it('answers 413 past the size limit', async () => {
    const response = await action(`["${'a'.repeat(ACTION_BODY_LIMIT)}"]`);
    expect(response.status).toBe(413);
  });

  it('leaves other requests alone (API posts, plain form posts, GETs), streaming untouched', async () => {
    await fetch(`${base}/api/leads`, { method: 'POST', body: 'raw', headers: { origin: 'https://evil.example', 'next-action': 'x' } });
    await fetch(`${base}/es/contacto`, {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    await fetch(`${base}/es`);
    expect(reached).toEqual([
      { path: '/api/leads', streamed: 'raw' },
      { path: '/es/contacto', streamed: 'a=1' },
      { path: '/es', streamed: '' },
    ]);
  });
});
