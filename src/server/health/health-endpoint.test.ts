// GET /api/health over HTTP as a load balancer and an operator see it: states for everyone, counts only with the
// bearer token, 503 when a lead cannot be written, no body for HEAD.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeLeadWrite } from '@/features/leads/server/lead-store';
import { leadDeliveries } from '@/features/leads/tables';
import { openTestDatabase, type TestDatabase } from '@/server/db/testing';
import { createHealthEndpoint, holdsHealthToken } from './health-endpoint';

const TOKEN = 'health-token-0123456789';

describe('holdsHealthToken', () => {
  it('accepts exactly "Bearer <token>" and nothing when no token is configured', () => {
    expect(holdsHealthToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(holdsHealthToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(holdsHealthToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(holdsHealthToken(TOKEN, TOKEN)).toBe(false);
    expect(holdsHealthToken(undefined, TOKEN)).toBe(false);
    expect(holdsHealthToken('Bearer anything', undefined)).toBe(false);
  });
});

describe('the health endpoint', () => {
  let database: TestDatabase;
  let server: Server;
  let url: string;
  let writable = true;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const serve = createHealthEndpoint({
      token: TOKEN,
      sources: () => ({
        database: async () => database.db,
        driver: async () => 'pglite',
        writeProbe: writable ? probeLeadWrite : () => Promise.reject(new Error('disk full')),
        outboxes: [leadDeliveries],
        runtime: { startedAt: Date.now(), draining: false, darkySockets: () => 2 },
      }),
    });
    server = createServer((req, res) => {
      if (!serve(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.destroy();
  });

  it('gives everyone the states only', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'up' },
        redis: { status: 'not-configured' },
        outbox: { status: 'up' },
        darky: { status: 'up' },
        integrity: { status: 'unchecked' },
        backup: { status: 'not-configured' },
      },
    });
    const wrongToken = await (await fetch(url, { headers: { authorization: 'Bearer nope' } })).json();
    expect(wrongToken.checks.outbox).toEqual({ status: 'up' });
  });

  it('gives the holder of the token the counts', async () => {
    const report = await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).json();
    expect(report).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'up', driver: 'pglite' }, outbox: { status: 'up', pending: 0, dead: 0 }, darky: { sockets: 2 } },
    });
    expect(report.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 when a lead cannot be written, and HEAD without a body', async () => {
    writable = false;
    try {
      const response = await fetch(url);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'read-only' } } });
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(503);
      expect(await head.text()).toBe('');
    } finally {
      writable = true;
    }
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
  });
});
