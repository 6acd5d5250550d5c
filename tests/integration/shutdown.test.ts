// SIGTERM on the real production process (dist/server.mjs, embedded PGlite): a lead whose body is still arriving
// is stored and answered, the chat socket gets a clean disconnect, new connections are refused, the process exits 0
// within the deadline, and the PGlite folder reopens with the lead in it. Skipped only without a production build.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect as connect_ } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { leads } from '../../src/features/leads/tables';
import { missingBuild, startProductionServer, type ProductionServer } from './support/production-server';

const skipReason = missingBuild();
const DRAIN_TIMEOUT_MS = 5_000;

const lead = (key: string) =>
  JSON.stringify({
    formId: 'nuevo-contacto',
    locale: 'es',
    fields: {
      firstName: 'Rosa',
      lastName: 'Huamán',
      phone: '+51 987 654 321',
      service: 'webs-y-apps',
      source: 'other',
      message: 'Enviado mientras el servidor se apaga.',
    },
    page: '/conversemos',
    idempotencyKey: key,
  });

describe.skipIf(skipReason)('graceful shutdown of the production server', () => {
  let server: ProductionServer | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-shutdown-'));
  afterAll(async () => {
    await server?.stop(2_000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the lead in flight, disconnects the chat, exits 0 within the deadline, and the database reopens with the lead', async () => {
    server = await startProductionServer({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: String(DRAIN_TIMEOUT_MS), HEALTH_TOKEN: 'ops-health-token' });

    // A chat visitor is connected.
    const { token } = (await (await fetch(`${server.url}/api/guest/generate-token`, { method: 'POST' })).json()) as { token: string };
    const socket = connect(server.url, { path: '/socket.io', transports: ['websocket'], query: { token, locale: 'es' }, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // The health check sees it, with an id echoed per request.
    const health = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'ops-health-1', authorization: 'Bearer ops-health-token' } });
    expect(health.headers.get('x-request-id')).toBe('ops-health-1');
    expect(await health.json()).toMatchObject({
      status: 'ok',
      checks: {
        database: { status: 'up', driver: 'pglite' },
        redis: { status: 'not-configured' },
        outbox: { status: 'up', pending: 0, dead: 0 },
        darky: { status: 'up', sockets: 1 },
      },
    });

    // A lead whose body is half sent when SIGTERM arrives.
    const key = randomUUID();
    const body = Buffer.from(lead(key));
    let signalledAt = 0;
    const answer = new Promise<{ status: number; body: string; requestId?: string }>((resolve, reject) => {
      const req = request(
        `${server!.url}/api/leads`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length), 'x-request-id': 'ops-slow-lead' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, requestId: res.headers['x-request-id'] as string | undefined }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 40));
      setTimeout(() => {
        signalledAt = Date.now();
        server!.child.kill('SIGTERM');
        // Draining: the port no longer accepts connections, while our request is still open.
        setTimeout(() => {
          // A new TCP connection (fetch would reuse its kept-alive one, which the drain still answers during its grace).
          new Promise<void>((connected, refused) => {
            const probe = connect_(server!.port, '127.0.0.1', () => {
              probe.destroy();
              connected();
            });
            probe.once('error', refused);
          }).then(
            () => reject(new Error('a new connection was accepted during shutdown')),
            () => req.end(body.subarray(40)),
          );
        }, 400);
      }, 500);
    });

    const response = await answer;
    expect(response.status).toBe(201);
    expect(response.requestId).toBe('ops-slow-lead');
    const { id } = JSON.parse(response.body) as { id: string };
    expect(await disconnected).toBe('transport close');
    socket.close();

    const exit = await server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    const shutdownMs = exit.at - signalledAt;
    console.log(`shutdown took ${shutdownMs} ms after SIGTERM (drain deadline ${DRAIN_TIMEOUT_MS} ms)`);
    expect(shutdownMs).toBeLessThan(DRAIN_TIMEOUT_MS);

    // One line per request with its id; the shutdown's own lines in order.
    const leadLine = server.logs.find((line) => line.reqId === 'ops-slow-lead');
    expect(leadLine).toMatchObject({ component: 'http', method: 'POST', path: '/api/leads', status: 201, level: 30 });
    const shutdownLines = server.logs.filter((line) => line.component === 'shutdown').map((line) => line.msg);
    expect(shutdownLines).toEqual(['shutdown started', 'requests and sockets drained', 'shutdown complete']);

    // The embedded database was closed cleanly: it reopens and holds the lead once.
    const reopened = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }, { migrate: false });
    try {
      const rows = await reopened.db
        .select()
        .from(leads)
        .where(eq(leads.dedupeKey, `key:nuevo-contacto:${key}`));
      expect(rows.map((row) => row.id)).toEqual([id]);
      expect(rows[0]).toMatchObject({ firstName: 'Rosa', phone: '+51987654321' });
    } finally {
      await reopened.close();
    }
  }, 180_000); // the production server's start (Next, Darky's model, the database worker) takes most of a minute on a loaded machine
});
