// The compose.yaml set-up without Docker: two production processes (dist/server.mjs) on two ports with one
// APP_SECRET, one PostgreSQL database (fresh, on TEST_DATABASE_URL's server) and one Redis (TEST_REDIS_URL),
// behind a round-robin HTTP + WebSocket proxy. Skipped only when those are unset or the build is missing. The live
// handoff (issue 25) crosses them too: a visitor on one, a signed-in operator on the other.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db';
import { leads } from '../../src/features/leads/tables';
import { createScratchPostgresDatabase } from '@/server/db/testing';
import { createOperatorUser } from '@/features/console/server/operator-users';
import type { ChatEvent, ConversationStatePayload, LiveConversation, VisitorsOnline } from '@/features/darky/protocol';
import { signInOperator } from '../../scripts/lib/console-sign-in.mjs';
import { missingBuild, startProductionServer, type ProductionServer } from './support/production-server';

/** Shows the health counts (driver included) to the test. */
const HEALTH_TOKEN = 'two-instances-health-token';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const skipReason = !adminUrl ? 'TEST_DATABASE_URL is unset' : !redisUrl ? 'TEST_REDIS_URL is unset' : missingBuild();

const LEADS = 24;

function guest(url: string, token: string): Socket {
  return connect(url, { path: '/socket.io', transports: ['websocket'], query: { token, locale: 'es' }, reconnection: false, forceNew: true });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The next event of `socket` named `event` that passes `match`. */
function nextMatching<T>(socket: Socket, event: string, match: (payload: T) => boolean, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching "${event}" within ${ms} ms`)), ms);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

async function issueToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/guest/generate-token`, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe.skipIf(skipReason)('two instances behind a proxy (PostgreSQL, Redis, one APP_SECRET)', () => {
  let database: { url: string; drop(): Promise<void> };
  let instances: ProductionServer[] = [];
  let proxy: RoundRobinProxy;
  let verify: DatabaseHandle;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createScratchPostgresDatabase(adminUrl!, 'two_instances');
    // TRUSTED_PROXY_HOPS: the test's proxy appends the client's address, as nginx does in compose.yaml.
    const shared = {
      HEALTH_TOKEN,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      APP_SECRET: randomBytes(32).toString('hex'),
      DATABASE_POOL_SIZE: '4',
      TRUSTED_PROXY_HOPS: '1',
      // The live handoff's test needs the team in, whatever the real clock says.
      HANDOFF_HOURS: 'open',
    };
    // Both start at once against an empty database: the migration advisory lock lets only one migrate.
    instances = await Promise.all([startProductionServer(shared), startProductionServer(shared)]);
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
    verify = await openDatabase({ driver: 'postgres', url: database.url, poolSize: 2 }, { migrate: false });
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy?.close();
    const exits = await Promise.all(instances.map(async (instance) => (await instance.stop(), (await instance.exited).code)));
    await verify?.close();
    await database?.drop();
    expect(exits).toEqual(instances.map(() => 0));
  }, 60_000);

  it('reports both instances healthy on PostgreSQL and Redis', async () => {
    for (const instance of instances) {
      const report = await (await fetch(`${instance.url}/api/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })).json();
      expect(report).toMatchObject({ status: 'ok', checks: { database: { status: 'up', driver: 'postgres' }, redis: { status: 'up' } } });
    }
  });

  it('stores every lead posted through the proxy exactly once, double submits included', async () => {
    const keys = Array.from({ length: LEADS }, () => randomUUID());
    const post = (key: string, i: number) =>
      fetch(`${proxy.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          formId: 'nuevo-contacto',
          locale: i % 2 ? 'en' : 'es',
          fields: {
            firstName: `Visitante${String.fromCharCode(65 + (i % 26))}`,
            lastName: 'Prueba',
            phone: `+51 987 654 ${String(i).padStart(3, '0')}`,
            service: 'webs-y-apps',
            source: 'other',
          },
          idempotencyKey: key,
        }),
      });
    const requestsBefore = instances.map((instance) => proxy.served.get(instance.url)!.requests);
    // Each lead twice at once (a double click): round robin sends the two copies to different instances.
    const answers = await Promise.all(keys.flatMap((key, i) => [post(key, i), post(key, i)]));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    for (let i = 0; i < ids.length; i += 2) expect(ids[i + 1]).toBe(ids[i]);

    const rows = await verify.db
      .select({ id: leads.id, dedupeKey: leads.dedupeKey })
      .from(leads)
      .where(
        inArray(
          leads.dedupeKey,
          keys.map((key) => `key:nuevo-contacto:${key}`),
        ),
      );
    expect(rows).toHaveLength(LEADS);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(ids));
    // Both instances took part.
    instances.forEach((instance, i) => expect(proxy.served.get(instance.url)!.requests - requestsBefore[i]!).toBeGreaterThanOrEqual(LEADS / 2));
  });

  it('accepts on instance B a guest token issued by instance A', async () => {
    const [a, b] = instances as [ProductionServer, ProductionServer];
    const token = await issueToken(a.url);
    const socket = guest(b.url, token);
    sockets.push(socket);
    const history = new Promise<ChatEvent[]>((resolve) => socket.once('history', resolve));
    await connected(socket);
    expect(await history).toEqual([]);
  });

  it('answers a Darky chat through the proxy, and a second tab on the other instance sees it (Redis adapter)', async () => {
    const token = await issueToken(proxy.url);
    const upgradesBefore = instances.map((instance) => proxy.served.get(instance.url)!.upgrades);
    const tab1 = guest(proxy.url, token);
    const tab2 = guest(proxy.url, token);
    sockets.push(tab1, tab2);
    await Promise.all([connected(tab1), connected(tab2)]);
    // Round robin put the two tabs on different instances.
    expect(instances.map((instance, i) => proxy.served.get(instance.url)!.upgrades - upgradesBefore[i]!)).toEqual([1, 1]);

    // The greeting goes to every tab of the guest, whichever instance holds it.
    const greetings = [tab1, tab2].map((tab) => nextMatching<ChatEvent>(tab, 'talk message', (event) => event.by === 'bot'));
    tab1.emit('user action', { value: 'page-load', locale: 'es', path: '/' });
    const [greeting, greetingElsewhere] = await Promise.all(greetings);
    expect(greeting!.message).toBe('Hola, soy Darky. ¿Cómo te puedo ayudar?');
    expect(greetingElsewhere!.id).toBe(greeting!.id);

    const question = '¿Qué servicios ofrecen?';
    const echoOnOtherTab = nextMatching<ChatEvent>(tab2, 'talk message', (event) => event.by === 'user' && event.message === question);
    const replyOnSender = nextMatching<ChatEvent>(tab1, 'talk message', (event) => event.by === 'bot');
    const replyOnOtherTab = nextMatching<ChatEvent>(tab2, 'talk message', (event) => event.by === 'bot');
    const ack = await tab1.timeout(10_000).emitWithAck('talk message', { message: question, locale: 'es', path: '/' });
    expect(ack).toEqual({ ok: true });
    const [echo, reply, replyElsewhere] = await Promise.all([echoOnOtherTab, replyOnSender, replyOnOtherTab]);
    expect(echo.message).toBe(question);
    expect(reply.message.length).toBeGreaterThan(0);
    expect(replyElsewhere.id).toBe(reply.id);
  });

  it('carries a lead dialogue across instances: each answer lands on the other one, the lead is filed once with the IP', async () => {
    const token = await issueToken(proxy.url);
    const upgradesBefore = instances.map((instance) => proxy.served.get(instance.url)!.upgrades);
    const tabs = [guest(proxy.url, token), guest(proxy.url, token)];
    sockets.push(...tabs);
    await Promise.all(tabs.map(connected));
    expect(instances.map((instance, i) => proxy.served.get(instance.url)!.upgrades - upgradesBefore[i]!)).toEqual([1, 1]);
    // Each reply reaches both tabs (the Redis adapter); the next answer is sent once both have it, as a person would.
    const say = async (tab: Socket, message: string, expected: RegExp) => {
      const replies = tabs.map((t) => nextMatching<ChatEvent>(t, 'talk message', (event) => event.by === 'bot' && expected.test(event.message)));
      expect(await tab.timeout(10_000).emitWithAck('talk message', message)).toEqual({ ok: true });
      await Promise.all(replies);
    };
    const phone = `+519${String(Date.now()).slice(-8)}`;
    await say(tabs[0]!, 'Quiero una cotización', /nombre/);
    await say(tabs[1]!, 'Rosa Huamán', /Rosa.*teléfono/);
    await say(tabs[0]!, phone, /correo/);
    await say(tabs[1]!, 'rosa@empresa.pe', /servicio/);
    await say(tabs[0]!, 'Otro', /Reviso tus datos: Rosa Huamán/);
    await say(tabs[1]!, 'Sí, enviar', /Listo, Rosa/);

    const rows = await verify.db
      .select({ formId: leads.formId, firstName: leads.firstName, email: leads.email, ip: leads.ip })
      .from(leads)
      .where(eq(leads.phone, phone));
    expect(rows).toEqual([{ formId: 'chatbot', firstName: 'Rosa', email: 'rosa@empresa.pe', ip: '127.0.0.1' }]);
  });

  it('hands a visitor on instance A to an operator signed in on instance B, both ways, Darky silent, and back to Darky', async () => {
    const [a, b] = instances as [ProductionServer, ProductionServer];
    const password = 'Two-instances-handoff-77';
    const email = `rosa.${Date.now()}@darko.pe`;
    await createOperatorUser(verify.db, { email, password, role: 'member', name: 'Rosa Quispe' });
    // A real session, through the console's sign-in form on B.
    const cookie = await signInOperator(b.url, email, password);

    const token = await issueToken(a.url);
    const guestId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
    const visitor = guest(a.url, token);
    const operator = connect(`${b.url}/operators`, {
      path: '/admin/live/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: b.url, cookie },
    });
    sockets.push(visitor, operator);
    const told: ChatEvent[] = [];
    const states: ConversationStatePayload[] = [];
    visitor.on('talk message', (event: ChatEvent) => told.push(event));
    visitor.on('conversation state', (state: ConversationStatePayload) => states.push(state));
    const inbox: LiveConversation[] = [];
    const heard: ChatEvent[] = [];
    operator.on('conversation', (conversation: LiveConversation) => conversation.guestId === guestId && inbox.push(conversation));
    operator.on('conversation message', ({ guestId: id, event }: { guestId: string; event: ChatEvent }) => id === guestId && heard.push(event));
    await Promise.all([new Promise((resolve) => visitor.once('history', resolve)), new Promise((resolve) => operator.once('queue', resolve))]);

    // B's inbox lists A's visitor among those online (fetchSockets through the Redis adapter).
    await expect
      .poll(async () => ((await operator.timeout(10_000).emitWithAck('visitors online', {})) as VisitorsOnline).visitors.find((v) => v.guestId === guestId), {
        timeout: 10_000,
      })
      .toMatchObject({ locale: 'es', lead: false });
    const say = (message: string) => visitor.timeout(10_000).emitWithAck('talk message', { message, locale: 'es', path: '/servicios' });
    expect(await say('quiero hablar con una persona')).toEqual({ ok: true });
    // Queued on A, in B's inbox with the transcript.
    await expect.poll(() => inbox.at(-1)?.state, { timeout: 10_000 }).toBe('waiting');
    expect(inbox.at(-1)!.transcript.map((event) => event.message)).toContain('quiero hablar con una persona');
    expect(await operator.timeout(10_000).emitWithAck('take', { guestId })).toEqual({ ok: true });
    // Taken on B, told on A: the operator's first name only.
    await expect.poll(() => states.at(-1), { timeout: 10_000 }).toEqual({ state: 'person', operator: { name: 'Rosa' } });

    // Visitor (A) → operator (B), and Darky says nothing.
    const botLines = () => told.filter((event) => event.by === 'bot').map((event) => event.message);
    const before = botLines();
    expect(await say('¿cuánto cuesta una web?')).toEqual({ ok: true });
    await expect.poll(() => heard.at(-1)?.message, { timeout: 10_000 }).toBe('¿cuánto cuesta una web?');
    // Operator (B) → visitor (A), attributed by first name.
    expect(await operator.timeout(10_000).emitWithAck('operator message', { guestId, message: 'Hola, soy Rosa. Desde S/ 1 500.' })).toEqual({ ok: true });
    await expect
      .poll(() => told.at(-1), { timeout: 10_000 })
      .toMatchObject({ by: 'operator', operator: { name: 'Rosa' }, message: 'Hola, soy Rosa. Desde S/ 1 500.' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(botLines()).toEqual(before);
    expect(before.at(-1)).toBe('Rosa, del equipo, se unió a la conversación.');
    expect(JSON.stringify(told)).not.toContain(email);

    // Hand back on B: A's visitor is with Darky again, who answers.
    expect(await operator.timeout(10_000).emitWithAck('hand back', { guestId })).toEqual({ ok: true });
    await expect.poll(() => states.at(-1), { timeout: 10_000 }).toEqual({ state: 'darky' });
    const count = told.length;
    expect(await say('muéstrame el portafolio')).toEqual({ ok: true });
    await expect.poll(() => told.slice(count).find((event) => event.by === 'bot'), { timeout: 10_000 }).toMatchObject({ action: { name: 'navigate' } });
    await expect.poll(() => inbox.at(-1)?.state, { timeout: 10_000 }).toBe('darky');
  });
});
