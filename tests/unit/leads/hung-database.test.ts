// A PostgreSQL that stops answering (a TCP proxy that holds every byte: no error, no close) must not hang the site:
// a lead gets 503 with the generic message within a few seconds, a chat message gets `server-error` on its
// acknowledgement, nothing is half-stored, and once the database answers again leads are stored again.
// Before DATABASE_*_TIMEOUT_MS a lead waited forever (no answer after 100 s) and the chat got no acknowledgement.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAck } from '@/features/darky/protocol';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky } from '@/features/darky/server/darky-socket';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { handleLeadApiRequest } from '@/features/leads/server/api-handler';
import { resetLeadRateLimiter } from '@/features/leads/server/rate-limit';
import { resetEnvCache } from '@/config/env';
import { closeDb, getDb, openDatabase, useDatabase, type DatabaseHandle } from '@/server/db';
import { chatEvents } from '../../../src/features/darky/tables';
import { leads } from '../../../src/features/leads/tables';
import { openTestDatabase, type TestDatabase } from '@/server/db/testing';
import { connectGuest, listen, nextEvent, trainFixtureModel } from '../darky/support';
import { startStallingProxy, type StallingProxy } from '../support/stalling-proxy';

const SITE = 'http://localhost:3000';
const TIMEOUT_MS = 1_000;
const savedEnv = { ...process.env };
const person = { firstName: 'Rosa', lastName: 'Huamán', phone: '+51 987 654 321', service: 'webs-y-apps', source: 'other', message: 'Hola' };

function post(key: string): Promise<Response> {
  return handleLeadApiRequest(
    new Request(`${SITE}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: SITE, 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({ formId: 'nuevo-contacto', locale: 'es', fields: person, idempotencyKey: key }),
    }),
  );
}

describe.runIf(process.env.TEST_DATABASE_URL)('a hung PostgreSQL', () => {
  let database: TestDatabase;
  let proxy: StallingProxy;
  let app: DatabaseHandle;

  beforeAll(async () => {
    process.env.LEADS_RATE_LIMIT_POINTS = '1000';
    process.env.LOG_LEVEL = 'silent';
    process.env.SITE_URL = SITE;
    for (const key of ['HUBSPOT_PORTAL_ID', 'LEADS_WEBHOOK_URL', 'SMTP_URL', 'REDIS_URL', 'DATABASE_URL']) delete process.env[key];
    resetEnvCache();
    resetLeadRateLimiter();
    database = await openTestDatabase('postgres');
    const direct = new URL(database.location);
    proxy = await startStallingProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.location);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    app = await openDatabase(
      {
        driver: 'postgres',
        url: proxied.toString(),
        poolSize: 3,
        timeouts: { connectMs: TIMEOUT_MS, statementMs: TIMEOUT_MS, idleInTransactionMs: 2 * TIMEOUT_MS },
      },
      { migrate: false },
    );
    useDatabase(app);
  });

  afterAll(async () => {
    proxy.resume();
    await closeDb();
    await proxy.close();
    await database.destroy();
    process.env = { ...savedEnv };
    resetEnvCache();
    resetLeadRateLimiter();
  });

  it('answers leads 503 within seconds while it hangs, stores nothing half, and stores again once it answers', async () => {
    expect((await post('lead-before-hang')).status).toBe(201);

    proxy.stall();
    // Twice: once on a pooled connection that hangs mid-transaction, once needing a new connection.
    for (const key of ['lead-during-hang-1', 'lead-during-hang-2']) {
      const started = Date.now();
      const response = await post(key);
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ error: 'unavailable', message: 'Ocurrió un error. Por favor, intente de nuevo.' });
      expect(elapsed).toBeLessThan(5 * TIMEOUT_MS);
    }

    proxy.resume();
    expect((await post('lead-after-hang')).status).toBe(201);
    const keys = (await database.db.select({ key: leads.dedupeKey }).from(leads)).map((row) => row.key).sort();
    // The hung transactions were rolled back by the server (the client closed them, or idle_in_transaction_session_timeout).
    expect(keys).toEqual(['key:nuevo-contacto:lead-after-hang', 'key:nuevo-contacto:lead-before-hang']);
  }, 30_000);

  it('acknowledges a chat message with server-error within seconds while it hangs', async () => {
    const { server, url } = await listen();
    const io = attachDarky(server, {
      responder: new DarkyResponder(await trainFixtureModel(), { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })), random: () => 0 }),
      store: new DbConversationStore(getDb),
      limits: { messagesPerGuest: new RateLimiterMemory({ points: 20, duration: 60 }) },
    });
    const { token } = await issueGuestToken();
    const socket = connectGuest(url, token);
    try {
      await nextEvent(socket, 'history');
      expect(await socket.timeout(5_000).emitWithAck('talk message', { message: 'hola', locale: 'es', path: '/' })).toEqual({ ok: true });
      proxy.stall();
      const started = Date.now();
      const ack: ChatAck = await socket.timeout(10_000).emitWithAck('talk message', { message: 'sigues ahí', locale: 'es', path: '/' });
      expect(ack).toMatchObject({ ok: false, error: { code: 'server-error' } });
      expect(Date.now() - started).toBeLessThan(5 * TIMEOUT_MS);
      proxy.resume();
      const stored = (await database.db.select({ message: chatEvents.message }).from(chatEvents)).map((row) => row.message);
      expect(stored).not.toContain('sigues ahí');
    } finally {
      proxy.resume();
      socket.disconnect();
      await io.close();
    }
  }, 30_000);
});
