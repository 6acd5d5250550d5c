// A visitor left waiting for a person with nobody of the team online is told to the team once per wait, even with two
// processes sweeping at the same moment, through the outbox (e-mail and signed webhook), on PGlite and PostgreSQL. The
// notice says the page, the language, the wait and the console's link, and nothing the visitor wrote.
import { createHmac } from 'node:crypto';
import pino from 'pino';
import type { Namespace, Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnv, resetEnvCache } from '@/config/env';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { DbHandoffStore } from '@/features/darky/server/db-handoff-store';
import type { DarkyResponder } from '@/features/darky/server/darky-responder';
import { HandoffDesk, OPERATORS_ROOM } from '@/features/darky/server/handoff-desk';
import { MemoryHandoffStore } from '@/features/darky/server/handoff-store';
import { MemoryConversationStore } from '@/features/darky/server/conversation-store';
import { waitNoticeDeliverers } from '@/features/darky/server/wait-notice-channels';
import { DbWaitNoticeStore, MemoryWaitNoticeStore, waitNoticeOutboxQueue, type WaitNoticeStore } from '@/features/darky/server/wait-notices';
import { darkyWaitNoticeDeliveries, darkyWaitNotices } from '@/features/darky/tables';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { OutboxWorker } from '@/server/outbox/outbox-worker';
import { FakeHttpReceiver, FakeSmtpSink, freePort } from '../leads/support/fake-receivers';
import { problemDeliveries, retryDeliveries } from '@/features/console/server/deliveries';

const silent = pino({ level: 'silent' });
const WEBHOOK_SECRET = 'wait-notice-secret';
const MINUTE = 60_000;

/** The operators' namespace as the desk asks it: who is connected, and whether away. */
function operatorsOnline(...away: boolean[]): Namespace {
  const sockets = away.map((isAway) => ({ data: { operator: { id: 'op', name: 'Rosa' }, away: isAway } }));
  return { in: (room: string) => ({ fetchSockets: async () => (room === OPERATORS_ROOM ? sockets : []) }) } as unknown as Namespace;
}

function deskWith(options: {
  handoffs: ConstructorParameters<typeof HandoffDesk>[0]['handoffs'];
  store: ConstructorParameters<typeof HandoffDesk>[0]['store'];
  notices: WaitNoticeStore;
  operators?: Namespace;
  waitMs?: number;
  noticeAfterMs?: number;
}): HandoffDesk {
  return new HandoffDesk({
    io: {} as Server,
    operators: options.operators,
    store: options.store,
    handoffs: options.handoffs,
    responder: {} as DarkyResponder,
    hours: () => ({ open: true, nextOpen: new Date() }),
    waitMs: options.waitMs ?? 5 * MINUTE,
    noticeAfterMs: options.noticeAfterMs ?? 3 * MINUTE,
    waitNotices: options.notices,
  });
}

describe('the wait notice time', () => {
  it('tells a wait past the notice time, never later than the wait itself, and not while someone available is online', async () => {
    const handoffs = new MemoryHandoffStore();
    const notices = new MemoryWaitNoticeStore();
    const store = new MemoryConversationStore();
    const now = Date.now();
    await handoffs.move('early', { from: ['darky'] }, { state: 'waiting', locale: 'es', waitingSince: new Date(now - 2 * MINUTE) });
    await handoffs.move('late', { from: ['darky'] }, { state: 'waiting', locale: 'en', waitingSince: new Date(now - 4 * MINUTE) });

    // Someone online and available: nobody is told, the team can still take them.
    expect(await deskWith({ handoffs, store, notices, operators: operatorsOnline(false) }).noticeUnanswered(now)).toEqual([]);
    // Online but away counts as nobody.
    const told = await deskWith({ handoffs, store, notices, operators: operatorsOnline(true, true) }).noticeUnanswered(now);
    expect(told.map((notice) => notice.guestId)).toEqual(['late']);
    // A notice time longer than the wait is capped at the wait: the visitor is told before the wait ends.
    const capped = await deskWith({ handoffs, store, notices, waitMs: 90_000, noticeAfterMs: 10 * MINUTE }).noticeUnanswered(now);
    expect(capped.map((notice) => notice.guestId)).toEqual(['early']);
  });
});

describe.each(testDrivers())('wait notices on %s', (driver) => {
  let database: TestDatabase;
  let webhook: FakeHttpReceiver;
  let smtp: FakeSmtpSink;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    webhook = new FakeHttpReceiver(await freePort());
    smtp = new FakeSmtpSink(await freePort());
    await Promise.all([webhook.up(), smtp.up()]);
  });

  afterAll(async () => {
    await Promise.all([webhook.down(), smtp.down()]);
    await database.destroy();
    process.env = { ...savedEnv };
    resetEnvCache();
  });

  it('two processes sweeping at once store one notice per wait, with one delivery per channel; a new wait is told again', async () => {
    const db = async () => database.db;
    const conversations = new DbConversationStore(db);
    for (const guest of ['g-waits', 'g-new', 'g-held']) await conversations.touchGuest(guest, 'es');
    const now = Date.now();
    const since = new Date(now - 5 * MINUTE);
    // Two processes: their own stores over one database, nobody of the team online on either.
    const processes = [0, 1].map(() => {
      const handoffs = new DbHandoffStore(db);
      return { handoffs, desk: deskWith({ handoffs, store: conversations, notices: new DbWaitNoticeStore(db, ['email', 'webhook']), waitMs: 10 * MINUTE }) };
    });
    const [one] = processes;
    await one!.handoffs.move('g-waits', { from: ['darky'] }, { state: 'waiting', locale: 'en', reason: 'asked', waitingSince: since });
    await one!.handoffs.move('g-new', { from: ['darky'] }, { state: 'waiting', locale: 'es', reason: 'asked', waitingSince: new Date(now - 30_000) });
    await one!.handoffs.move('g-held', { from: ['darky'] }, { state: 'person', locale: 'es', operator: { id: 'op', name: 'Rosa' }, waitingSince: since });

    const told = (await Promise.all(processes.map((process) => process.desk.noticeUnanswered(now)))).flat();
    expect(told.map((notice) => [notice.guestId, notice.locale])).toEqual([['g-waits', 'en']]);
    // Swept again: the same wait is not told twice.
    expect(await one!.desk.noticeUnanswered(now + 10_000)).toEqual([]);
    const deliveries = await database.db.select().from(darkyWaitNoticeDeliveries).orderBy(darkyWaitNoticeDeliveries.channel);
    expect(deliveries.map((delivery) => [delivery.channel, delivery.status])).toEqual([
      ['email', 'pending'],
      ['webhook', 'pending'],
    ]);

    // Taken, handed back, and asked again later: a new wait, told again once it is old enough.
    await one!.handoffs.move('g-waits', { from: ['waiting'] }, { state: 'darky', locale: 'en' });
    await one!.handoffs.move('g-waits', { from: ['darky'] }, { state: 'waiting', locale: 'en', waitingSince: new Date(now - 4 * MINUTE) });
    expect((await one!.desk.noticeUnanswered(now)).map((notice) => notice.guestId)).toEqual(['g-waits']);
    expect(await database.db.select().from(darkyWaitNotices)).toHaveLength(2);
    expect(await database.db.select().from(darkyWaitNoticeDeliveries)).toHaveLength(4);
  });

  it('does not tell a wait an operator took a moment before the notice was written', async () => {
    const db = async () => database.db;
    const conversations = new DbConversationStore(db);
    await conversations.touchGuest('g-race', 'es');
    const handoffs = new DbHandoffStore(db);
    const since = new Date(Date.now() - 5 * MINUTE);
    await handoffs.move('g-race', { from: ['darky'] }, { state: 'waiting', locale: 'es', waitingSince: since });
    const stale = (await handoffs.live()).filter((handoff) => handoff.guestId === 'g-race');
    await handoffs.move('g-race', { from: ['waiting'] }, { state: 'person', locale: 'es', operator: { id: 'op', name: 'Rosa' }, waitingSince: since });
    // The sweep read the queue before the take: the store writes only while the row still waits.
    expect(await new DbWaitNoticeStore(db, ['email']).record(stale, new Date(Date.now() - MINUTE))).toEqual([]);
  });

  it('sends the notice by e-mail and signed webhook: page without its query, language, wait and link, nothing the visitor wrote', async () => {
    Object.assign(process.env, {
      SITE_URL: 'https://darkodigital.pe',
      SMTP_URL: smtp.url,
      LEADS_MAIL_TO: 'ventas@darkodigital.pe',
      HANDOFF_NOTICE_TO: 'equipo@darkodigital.pe',
      HANDOFF_NOTICE_WEBHOOK_URL: `${webhook.baseUrl}/hooks/handoff`,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    resetEnvCache();
    const db = async () => database.db;
    const conversations = new DbConversationStore(db);
    await conversations.touchGuest('g-mail', 'en');
    await conversations.recordPage('g-mail', 'en', '/en/services?email=ana%40example.com#top');
    await conversations.append('g-mail', { by: 'user', message: 'Call me at 987654321, I am Ana Quispe' });
    const handoffs = new DbHandoffStore(db);
    const now = Date.now();
    await handoffs.move('g-mail', { from: ['darky'] }, { state: 'waiting', locale: 'en', waitingSince: new Date(now - 4 * MINUTE) });
    const deliverers = waitNoticeDeliverers(getEnv());
    expect(Object.keys(deliverers).sort()).toEqual(['email', 'webhook']);
    const desk = deskWith({ handoffs, store: conversations, notices: new DbWaitNoticeStore(db, ['email', 'webhook']), waitMs: 10 * MINUTE });
    const [notice] = await desk.noticeUnanswered(now);
    expect(notice).toMatchObject({ guestId: 'g-mail', path: '/en/services' });
    smtp.messages.length = 0;
    webhook.requests.length = 0;

    const worker = new OutboxWorker({ db, queue: waitNoticeOutboxQueue, deliverers, logger: silent, maxAttempts: 3, baseDelayMs: 20 });
    // Earlier tests' notices are pending too (every channel): all go now, this one among them.
    await worker.drain();
    const rows = await database.db.select().from(darkyWaitNoticeDeliveries);
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);

    const mail = smtp.messages.find((message) => message.raw.includes(notice!.id));
    expect(mail?.to).toEqual(['equipo@darkodigital.pe']);
    const raw = mail!.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('/en/services');
    expect(raw).not.toContain('ana%40example.com');
    expect(raw).toMatch(/ingl=C3=A9s|inglés/);
    expect(raw).toContain('(4 min)');
    expect(raw).toContain('https://darkodigital.pe/admin/conversations/g-mail');
    expect(raw).not.toMatch(/987654321|Quispe/);

    const request = webhook.requests.find((received) => received.body.includes(notice!.id));
    expect(request?.url).toBe('/hooks/handoff');
    const timestamp = String(request!.headers['x-leads-timestamp']);
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${request!.body}`).digest('hex')}`;
    expect(request!.headers['x-leads-signature']).toBe(expected);
    expect(request!.headers['x-leads-delivery']).toBe(`${notice!.id}:webhook`);
    const payload = JSON.parse(request!.body) as { event: string; notice: Record<string, unknown> };
    expect(payload.event).toBe('handoff.unanswered');
    expect(payload.notice).toMatchObject({
      page: '/en/services',
      locale: 'en',
      conversationUrl: 'https://darkodigital.pe/admin/conversations/g-mail',
    });
    // Noticed by the database's clock, a moment after the test's.
    expect(payload.notice.waitedSeconds).toBeGreaterThanOrEqual(239);
    expect(payload.notice.waitedSeconds).toBeLessThan(250);
    expect(request!.body).not.toMatch(/987654321|Quispe|ana%40example/);
  });

  it('a notice the webhook refuses is a dead letter the console lists and an owner can retry', async () => {
    const db = async () => database.db;
    const conversations = new DbConversationStore(db);
    await conversations.touchGuest('g-dead', 'es');
    const handoffs = new DbHandoffStore(db);
    await handoffs.move('g-dead', { from: ['darky'] }, { state: 'waiting', locale: 'es', waitingSince: new Date(Date.now() - 4 * MINUTE) });
    const desk = deskWith({ handoffs, store: conversations, notices: new DbWaitNoticeStore(db, ['webhook']), waitMs: 10 * MINUTE });
    const [notice] = await desk.noticeUnanswered();
    // 400: refused for good, dead at the first try.
    webhook.status = 400;
    const deliverers = waitNoticeDeliverers(getEnv());
    await new OutboxWorker({ db, queue: waitNoticeOutboxQueue, deliverers, logger: silent, maxAttempts: 3, baseDelayMs: 20 }).drain();
    const dead = (await problemDeliveries(database.db)).filter((problem) => problem.queue === 'wait-notices');
    expect(dead.map((problem) => [problem.subjectId, problem.channel, problem.status])).toEqual([[notice!.id, 'webhook', 'dead']]);
    webhook.status = 200;
    expect(await retryDeliveries(database.db, 'wait-notices', 'all-dead')).toHaveLength(1);
    await new OutboxWorker({ db, queue: waitNoticeOutboxQueue, deliverers, logger: silent, maxAttempts: 3, baseDelayMs: 20 }).drain();
    expect((await problemDeliveries(database.db)).filter((problem) => problem.queue === 'wait-notices')).toEqual([]);
  });
});
