/**
 * Darky's socket under hostile clients: bad, forged, expired and oddly typed tokens are refused at the door;
 * with a valid token, malformed 'user action' / 'talk message' payloads (wrong types, missing fields, huge
 * strings, binary, nesting, prototype keys), unknown and reserved events, broken packets and floods get a
 * 'chat error' or silence, store nothing, and the server still answers a normal message afterwards.
 */
import { SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAck, ChatErrorPayload, ChatEvent } from '@/features/darky/protocol';
import { countRows, expectServerHealthy, fuzzServer } from './support/server-info';
import { HOSTILE_KEYS, HOSTILE_STRINGS, Random } from './support/random';

const RANDOM_PAYLOADS = 200;
const TALK = 'talk message';
const ACTION = 'user action';
const REFUSAL_CODES = ['invalid-payload', 'message-too-long'];

const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await expectServerHealthy();
});

async function newToken(): Promise<string> {
  const response = await fetch(`${fuzzServer().baseUrl}/api/guest/generate-token`, { method: 'POST' });
  return ((await response.json()) as { token: string }).token;
}

function open(options: { query?: Record<string, string>; auth?: Record<string, unknown> }): Socket {
  const socket = io(fuzzServer().baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, timeout: 10_000, ...options });
  sockets.push(socket);
  return socket;
}

/** Resolves with the history once connected; rejects with the refusal's code. */
function connected(socket: Socket): Promise<ChatEvent[]> {
  return new Promise((resolve, reject) => {
    socket.once('history', resolve);
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => reject(Object.assign(new Error(error.message), { code: error.data?.code })));
  });
}

function refusalCode(socket: Socket): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected with a bad token')));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => resolve(error.data?.code));
  });
}

const secret = () => new TextEncoder().encode(fuzzServer().appSecret);
const sign = (claims: { sub?: unknown; aud?: string; iss?: string; exp?: number; alg?: string }, key = secret()) => {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims.sub === undefined ? {} : ({ sub: claims.sub } as Record<string, unknown>))
    .setProtectedHeader({ alg: claims.alg ?? 'HS256' })
    .setIssuer(claims.iss ?? 'darko-digital')
    .setAudience(claims.aud ?? 'darky-guest')
    .setIssuedAt(now - 10)
    .setExpirationTime(claims.exp ?? now + 3600);
  return jwt.sign(key);
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('connecting to Darky', () => {
  it('refuses missing, malformed, forged, expired and foreign tokens before storing anything', async () => {
    const guestsBefore = await countRows('chat_guests');
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<{ label: string; options: { query?: Record<string, string>; auth?: Record<string, unknown> }; codes: string[] }> = [
      { label: 'no token', options: {}, codes: ['token-missing'] },
      { label: 'empty', options: { query: { token: '' } }, codes: ['token-missing'] },
      { label: 'number in auth', options: { auth: { token: 42 } }, codes: ['token-missing'] },
      { label: 'object in auth', options: { auth: { token: { sub: 'x' } } }, codes: ['token-missing'] },
      { label: 'array in auth (its first item is read)', options: { auth: { token: ['a.b.c'] } }, codes: ['token-invalid'] },
      { label: 'garbage', options: { query: { token: 'x' } }, codes: ['token-invalid'] },
      { label: 'three dots', options: { query: { token: '..' } }, codes: ['token-invalid'] },
      {
        label: 'alg none',
        options: { query: { token: `${b64({ alg: 'none' })}.${b64({ sub: 'g', iss: 'darko-digital', aud: 'darky-guest', exp: now + 99 })}.` } },
        codes: ['token-invalid'],
      },
      { label: 'other secret', options: { query: { token: await sign({ sub: 'g' }, new TextEncoder().encode('not-the-secret')) } }, codes: ['token-invalid'] },
      { label: 'expired', options: { query: { token: await sign({ sub: 'g', exp: now - 60 }) } }, codes: ['token-expired'] },
      { label: 'other audience', options: { query: { token: await sign({ sub: 'g', aud: 'admin' }) } }, codes: ['token-invalid'] },
      { label: 'other issuer', options: { query: { token: await sign({ sub: 'g', iss: 'evil' }) } }, codes: ['token-invalid'] },
      { label: 'no subject', options: { query: { token: await sign({}) } }, codes: ['token-invalid'] },
      { label: 'numeric subject', options: { auth: { token: await sign({ sub: 12 }) } }, codes: ['token-invalid'] },
      { label: 'HS512', options: { query: { token: await sign({ sub: 'g', alg: 'HS512' }) } }, codes: ['token-invalid'] },
      { label: 'huge', options: { query: { token: 'a'.repeat(6_000) } }, codes: ['token-invalid'] },
      { label: 'hostile text', options: { query: { token: '\u0000<script>\ufffd\u202e' } }, codes: ['token-invalid'] },
      { label: 'valid token with junk after it', options: { query: { token: `${await newToken()}x` } }, codes: ['token-invalid'] },
    ];
    for (const { label, options, codes } of cases) {
      const code = await refusalCode(open(options));
      expect(codes, `${label}: ${code}`).toContain(code);
    }
    expect(await countRows('chat_guests')).toBe(guestsBefore);
  });

  it('takes a valid token with an odd locale as Spanish', async () => {
    const socket = open({ query: { token: await newToken(), locale: '<script>' } });
    await expect(connected(socket)).resolves.toEqual([]);
    socket.disconnect();
  });
});

describe('a connected guest sending hostile events', () => {
  let socket: Socket;
  let token: string;
  const errors: ChatErrorPayload[] = [];
  const botEvents: ChatEvent[] = [];

  beforeAll(async () => {
    token = await newToken();
    socket = open({ query: { token, locale: 'es' } });
    socket.on('chat error', (error: ChatErrorPayload) => errors.push(error));
    socket.on(TALK, (event: ChatEvent) => botEvents.push(event));
    await connected(socket);
  });

  /** Waits until `count` chat errors arrived in all (or fails after the timeout). */
  async function errorsReach(count: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (errors.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(errors.length, 'chat errors received').toBe(count);
  }

  const valid = () => ({ message: 'hola', locale: 'es', path: '/' });

  it('answers malformed payloads of both events with "chat error" and a failed acknowledgement, storing nothing', async () => {
    const eventsBefore = await countRows('chat_events');
    const malformed: unknown[] = [
      // The spec's plain text ('hola') and an object without locale/path are valid (handshake defaults): not here.
      null,
      0,
      42,
      true,
      false,
      [],
      ['hola'],
      {},
      [valid()],
      { locale: 'es', path: '/' },
      { ...valid(), locale: 'fr' },
      { ...valid(), locale: 'ES' },
      { ...valid(), locale: ['es'] },
      { ...valid(), locale: null },
      { ...valid(), path: 'servicios' },
      { ...valid(), path: '' },
      { ...valid(), path: 7 },
      { ...valid(), path: `/${'x'.repeat(2_000)}` },
      { ...valid(), path: ['/'] },
      { ...valid(), message: 42 },
      { ...valid(), message: null },
      { ...valid(), message: ['hola'] },
      { ...valid(), message: { toString: 'hola' } },
      { ...valid(), message: '' },
      { ...valid(), message: ' \n\t ' },
      { ...valid(), message: '\u0000' },
      { ...valid(), message: 'x'.repeat(141) },
      { ...valid(), message: '😀'.repeat(141) },
      { ...valid(), message: 'y'.repeat(10_000) },
      JSON.parse(`{"__proto__":${JSON.stringify(valid())}}`),
      JSON.parse(`{"constructor":{"prototype":${JSON.stringify(valid())}}}`),
      { value: 'page-load', locale: 'es', path: '/', ...{ message: undefined } },
      Buffer.from('hola'),
      { ...valid(), message: Buffer.from('hola') },
      JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`),
    ];
    const actions: unknown[] = [
      // 'page-load' and { value: 'page-load' } are the spec's own shapes (valid): not here.
      null,
      'PAGE-LOAD',
      1,
      [],
      {},
      { value: 'PAGE-LOAD', locale: 'es', path: '/' },
      { value: 'other', locale: 'es', path: '/' },
      { value: 'page-load', locale: 'xx', path: '/' },
      { value: 'page-load', locale: 'es', path: 'x' },
      { value: ['page-load'], locale: 'es', path: '/' },
      Buffer.from([0, 1, 2]),
      JSON.parse('{"__proto__":{"value":"page-load","locale":"es","path":"/"}}'),
    ];
    const acks: ChatAck[] = [];
    for (const payload of malformed) acks.push(await socket.timeout(5_000).emitWithAck(TALK, payload));
    for (const payload of actions) acks.push(await socket.timeout(5_000).emitWithAck(ACTION, payload));
    // Without a payload, or with an "acknowledgement" that is not a function.
    socket.emit(TALK);
    socket.emit(ACTION);
    socket.emit(TALK, { ...valid(), locale: 'xx' }, 'not a function');
    await errorsReach(malformed.length + actions.length + 3);
    for (const [i, ack] of acks.entries()) {
      expect(ack.ok, `payload ${i}`).toBe(false);
      if (!ack.ok) expect(REFUSAL_CODES, `payload ${i}: ${ack.error.code}`).toContain(ack.error.code);
    }
    expect(errors.map((e) => e.code).filter((code) => !REFUSAL_CODES.includes(code))).toEqual([]);
    expect(await countRows('chat_events')).toBe(eventsBefore);
  });

  /** Sends a known-bad payload and waits for its error: everything sent before it has been handled by then. */
  async function settle(): Promise<void> {
    const ack: ChatAck = await socket.timeout(5_000).emitWithAck(TALK, { marker: true });
    expect(ack.ok).toBe(false);
  }

  it('stays silent on unknown and look-alike events, and keeps the connection', async () => {
    const before = errors.length;
    const names = [
      'foo',
      'history',
      'chat error',
      'talk  message',
      'TALK MESSAGE',
      'user_action',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '',
      ' ',
      '\u0000',
      '<script>',
      'x'.repeat(5_000),
    ];
    for (const name of names) socket.emit(name, valid());
    for (const name of names.slice(0, 4)) socket.emit(name, Buffer.from('x'), { nested: [1, { two: null }] }, () => {});
    await settle();
    expect(errors.length).toBe(before + 1);
    expect(socket.connected).toBe(true);
  });

  it('survives a client emitting the reserved-looking "error" event', async () => {
    socket.emit('error', new Error('boom'));
    socket.emit('error', 'boom');
    await new Promise((r) => setTimeout(r, 300));
    await expectServerHealthy();
  });

  it(`${RANDOM_PAYLOADS} seeded random payloads get one "chat error" each and store nothing`, async () => {
    const random = new Random(fuzzServer().seed, 'darky-socket');
    const eventsBefore = await countRows('chat_events');
    const before = errors.length;
    for (let i = 0; i < RANDOM_PAYLOADS; i++) {
      const event = random.bool(0.7) ? TALK : ACTION;
      socket.emit(event, randomInvalidPayload(random, event));
    }
    await errorsReach(before + RANDOM_PAYLOADS, 20_000);
    expect(
      errors
        .slice(before)
        .map((e) => e.code)
        .filter((code) => !REFUSAL_CODES.includes(code)),
    ).toEqual([]);
    expect(await countRows('chat_events')).toBe(eventsBefore);
  });

  it('drops broken socket.io packets without crashing', async () => {
    const probe = open({ query: { token: await newToken() } });
    await connected(probe);
    const engine = (probe.io as unknown as { engine: { send(data: string | Buffer): void } }).engine;
    const closed = new Promise<string>((resolve) => probe.once('disconnect', resolve));
    for (const packet of [
      '42["talk message"',
      '42[]',
      '42[{}]',
      '42[1,2]',
      '4',
      '49',
      '47["x"]',
      '43',
      '45-["talk message",{"_placeholder":true,"num":9}]',
      '2',
      '42{"a":1}',
      '42["disconnect"]',
      '42["connect"]',
      '\u0000',
      '9',
      '42["talk message",' + '['.repeat(5000),
    ]) {
      engine.send(packet);
    }
    engine.send(Buffer.from([0xff, 0x00, 0xfe]));
    // Either the server ignores a packet or it closes this one connection; both are fine, a crash is not.
    await Promise.race([closed, new Promise((r) => setTimeout(r, 1_000))]);
    await expectServerHealthy();
    expect(socket.connected, 'other guests keep their connection').toBe(true);
  });

  it('closes a connection that sends a frame over 16 KB, and the guest can come back', async () => {
    const probeToken = await newToken();
    const probe = open({ query: { token: probeToken } });
    await connected(probe);
    const closed = new Promise<string>((resolve) => probe.once('disconnect', resolve));
    probe.emit(TALK, { ...valid(), message: 'z'.repeat(20_000) });
    expect(await closed).toMatch(/transport (close|error)/);
    const again = open({ query: { token: probeToken } });
    expect(await connected(again)).toEqual([]);
    again.disconnect();
  });

  it('answers normal messages after all that, and stores hostile text that is a valid message once', async () => {
    const before = await countRows('chat_events');
    for (const message of ['hola', 'hola\u0000darky', '\u202eservicios\u202c', '<script>alert(1)</script>', 'sur\ud800rogado', '¿qué servicios tienen? 🧨']) {
      const bots = botEvents.length;
      const ack: ChatAck = await socket.timeout(10_000).emitWithAck(TALK, { message, locale: 'es', path: '/servicios?tab=<x>' });
      expect(ack, JSON.stringify(message)).toEqual({ ok: true });
      const deadline = Date.now() + 10_000;
      while (botEvents.length === bots && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(
        botEvents.slice(bots).some((e) => e.by === 'bot'),
        `bot reply to ${JSON.stringify(message)}`,
      ).toBe(true);
    }
    expect(await countRows('chat_events', "where by = 'user'")).toBeGreaterThanOrEqual(6);
    expect(await countRows('chat_events')).toBeGreaterThanOrEqual(before + 12);
    expect(await countRows('chat_events', "where message = 'holadarky'")).toBe(1);
  });

  it('a flood within the rate limit is answered in full, then the limit speaks', async () => {
    const flood = await newToken();
    const guest = open({ query: { token: flood } });
    const floodErrors: ChatErrorPayload[] = [];
    guest.on('chat error', (e: ChatErrorPayload) => floodErrors.push(e));
    await connected(guest);
    const acks = await Promise.all(
      Array.from({ length: 22 }, (_, i) => guest.timeout(20_000).emitWithAck(TALK, { message: `precio ${i}`, locale: 'es', path: '/' }) as Promise<ChatAck>),
    );
    expect(acks.slice(0, 20).every((a) => a.ok)).toBe(true);
    expect(acks.slice(20).map((a) => (a.ok ? 'ok' : a.error.code))).toEqual(['rate-limited', 'rate-limited']);
    expect(floodErrors.map((e) => e.code)).toEqual(['rate-limited', 'rate-limited']);
  });
});

/** A payload of one of the two events that is certainly invalid: noise anywhere, then one breaking change. */
function randomInvalidPayload(random: Random, event: string): unknown {
  if (random.bool(0.3)) {
    const value = random.hostileValue(3);
    // A bare hostile value can never be a valid object payload; objects from hostileValue carry one hostile key only.
    // A bare string is the spec's plain message (valid): it goes inside an array, which no event accepts.
    return typeof value === 'string' ? [value] : value;
  }
  const payload: Record<string, unknown> =
    event === TALK ? { message: random.pick(HOSTILE_STRINGS), locale: random.pick(['es', 'en']), path: '/' } : { value: 'page-load', locale: 'es', path: '/' };
  if (random.bool()) payload[random.pick(HOSTILE_KEYS.filter((k) => k !== '__proto__'))] = random.hostileValue(1);
  const breaker = random.int(0, 4);
  if (breaker === 0) payload.locale = random.pick([null, 1, 'ES', 'pt', '', ['es'], 'es\u0000', random.hostileString()]);
  else if (breaker === 1)
    payload.path = random.pick([null, 1, '', 'servicios', `/${'p'.repeat(2_000)}`, ['/'], { path: '/' }, random.ascii(5).replace(/^\//, 'x')]);
  // locale and path may be left out (the handshake gives them); the message or the value may not.
  else if (breaker === 2) delete payload[event === TALK ? 'message' : 'value'];
  else if (breaker === 3 && event === TALK)
    payload.message = random.pick([null, 0, true, [], {}, '', '   ', '\u0000 \u0000', 'm'.repeat(random.int(141, 3_000)), '😀'.repeat(141)]);
  else if (breaker === 3) payload.value = random.pick([null, 'PAGE-LOAD', 'page-load ', '', 1, random.hostileString()]);
  // Not its JSON text: a string is a valid 'talk message' (the spec's plain text).
  else return random.pick([[payload], Buffer.from(JSON.stringify(payload))]);
  return payload;
}
