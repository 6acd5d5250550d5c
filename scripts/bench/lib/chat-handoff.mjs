// The chat bench's handoff scenario (npm run bench:chat -- --handoff): console operators, made with the admin CLI's
// code and signed in through the console's own sign-in form (a real session cookie), take live conversations from
// visitors who asked for a person; then each operator writes in each of their conversations and the bench times every
// message from the operator's emit to the visitor's widget receiving it, and checks that each visitor got exactly the
// messages written to them, in order. Visitors also write back once each while held: the team must get every one of
// those and Darky must say nothing.
import { execFile } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { io } from 'socket.io-client';
import { signInOperator } from '../../lib/console-sign-in.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PASSWORD = 'bench-Handoff-pass-4821';
const ASK = 'quiero hablar con una persona';

/** The guest id a token is for (the JWT's subject): how the bench knows which visitor an operator took. */
const guestIdOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;

/** Waits for `event` once on `socket`, or fails after `timeoutMs`. */
function once(socket, event, timeoutMs, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout waiting for ${what ?? event}`)), timeoutMs);
    socket.once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${what ?? event}: connect_error ${error.message} ${JSON.stringify(error.data ?? '')}`));
    });
  });
}

/** Makes `count` operators on the running server's database (one tsx process; what `npm run admin` runs). */
async function createOperators(count, env, prefix) {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', '--import', './scripts/server-only-hook.mjs', 'scripts/bench/lib/create-operators.ts', String(count), PASSWORD, prefix],
    { env: { ...process.env, ...env }, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

function percentile(values, p) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Runs the scenario against `baseUrl` (a server started with HANDOFF_HOURS=open and a wait longer than the bench).
 * `serverEnv` lets the operators be made on that server's database. Returns the figures.
 */
export async function runHandoffBench({ baseUrl, serverEnv, conversations, operators: operatorCount, messages, everyMs, timeoutMs, locale = 'es' }) {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const errors = {};
  const countError = (message) => (errors[message] = (errors[message] ?? 0) + 1);

  // --- operators: made, signed in, connected to the live inbox ---
  const made = await createOperators(operatorCount, serverEnv, `op${Date.now().toString(36)}`);
  const desks = [];
  for (const operator of made) {
    const cookie = await signInOperator(baseUrl, operator.email, PASSWORD);
    const socket = io(`${baseUrl}/operators`, {
      path: '/admin/live/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: baseUrl, cookie },
    });
    await once(socket, 'queue', timeoutMs, `${operator.email}'s queue`);
    desks.push({ socket, held: [], heard: 0 });
  }

  // --- visitors: each asks for a person; the queue's news is dealt round-robin to the operators, who take it ---
  const visitors = new Map();
  /** Latencies by the message's rank in its conversation (the first one meets the visitors' own replies). */
  const byRound = [];
  let dealt = 0;
  const takes = { ok: 0, refused: {} };
  let allTaken;
  const takenAll = new Promise((resolve) => (allTaken = resolve));
  /** Conversations the inbox shows as held by a person: the takes have settled when every taken one is there. */
  const shownHeld = new Set();
  desks[0].socket.on('conversation', (conversation) => {
    if (conversation.state === 'person') shownHeld.add(conversation.guestId);
    const visitor = visitors.get(conversation.guestId);
    if (conversation.state !== 'waiting' || !visitor || visitor.desk) return;
    const desk = desks[dealt++ % desks.length];
    visitor.desk = desk;
    desk.socket.emitWithAck('take', { guestId: conversation.guestId }).then((ack) => {
      if (ack.ok) {
        takes.ok += 1;
        desk.held.push(visitor);
      } else takes.refused[ack.error] = (takes.refused[ack.error] ?? 0) + 1;
      if (takes.ok + Object.values(takes.refused).reduce((a, b) => a + b, 0) === conversations) allTaken();
    });
  });
  for (const desk of desks) {
    desk.socket.on('conversation message', ({ guestId, event }) => {
      if (event.by !== 'user') return;
      const visitor = visitors.get(guestId);
      if (visitor?.desk === desk && event.message.startsWith('bench-reply')) visitor.repliesHeard += 1;
    });
  }

  const arrivals = [];
  for (let i = 0; i < conversations; i += 1) {
    arrivals.push(
      (async () => {
        const headers = { 'x-forwarded-for': `10.251.${(i >> 8) & 255}.${i & 255}` };
        const response = await fetch(`${baseUrl}/api/guest/generate-token`, { method: 'POST', headers });
        if (!response.ok) throw new Error(`token: HTTP ${response.status}`);
        const { token } = await response.json();
        const guestId = guestIdOf(token);
        const socket = io(baseUrl, {
          path: '/socket.io',
          transports: ['websocket'],
          query: { token, locale },
          extraHeaders: headers,
          reconnection: false,
          forceNew: true,
        });
        const visitor = { guestId, socket, desk: undefined, expected: [], received: [], latencyMs: [], botAfterTake: 0, held: false, repliesHeard: 0 };
        visitors.set(guestId, visitor);
        socket.on('conversation state', (state) => {
          if (state.state === 'person') visitor.held = true;
        });
        socket.on('talk message', (event) => {
          if (event.by === 'operator') {
            const sent = visitor.sentAt?.get(event.message);
            if (sent !== undefined) {
              const index = Number(event.message.split('#')[1]);
              (byRound[index] ??= []).push(performance.now() - sent);
              visitor.latencyMs.push(performance.now() - sent);
            }
            visitor.received.push(event.message);
          } else if (event.by === 'bot' && visitor.held && !/se unió|joined/.test(event.message)) visitor.botAfterTake += 1;
        });
        await once(socket, 'history', timeoutMs, 'a visitor’s history');
        socket.emit('talk message', { message: ASK, locale, path: '/' });
      })().catch((error) => countError(error.message)),
    );
    // Arrivals spread over a few seconds, not one burst.
    await sleep(10);
  }
  await Promise.all(arrivals);
  await Promise.race([takenAll, sleep(timeoutMs)]);
  // Every visitor told it is held before anyone writes.
  const deadline = Date.now() + timeoutMs;
  while ([...visitors.values()].some((v) => v.desk && !v.held) && Date.now() < deadline) await sleep(50);
  // And the inbox has heard every take: what the bench times is the talk, not the take storm before it.
  while (shownHeld.size < takes.ok && Date.now() < deadline) await sleep(50);
  await sleep(1000);

  // --- talk: each operator writes `messages` times in each conversation, one every `everyMs`, conversations staggered ---
  const acks = { ok: 0, refused: {} };
  const talkStart = performance.now();
  const writes = [];
  const held = desks.flatMap((desk) => desk.held.map((visitor) => ({ desk, visitor })));
  held.forEach(({ desk, visitor }, n) => {
    visitor.sentAt = new Map();
    writes.push(
      (async () => {
        await sleep((n * everyMs) / held.length);
        for (let m = 0; m < messages; m += 1) {
          const message = `bench ${visitor.guestId.slice(0, 8)} #${m}`;
          visitor.expected.push(message);
          visitor.sentAt.set(message, performance.now());
          const ack = await desk.socket.emitWithAck('operator message', { guestId: visitor.guestId, message });
          if (ack.ok) acks.ok += 1;
          else acks.refused[ack.error] = (acks.refused[ack.error] ?? 0) + 1;
          if (m === 0) visitor.socket.emit('talk message', { message: `bench-reply ${m}`, locale, path: '/' });
          await sleep(everyMs);
        }
      })(),
    );
  });
  await Promise.all(writes);
  const talkSeconds = (performance.now() - talkStart) / 1000;
  // What is still in flight arrives.
  const settle = Date.now() + Math.min(timeoutMs, 10_000);
  const all = [...visitors.values()];
  while (all.some((v) => v.received.length < v.expected.length || (v.desk && v.repliesHeard < 1)) && Date.now() < settle) await sleep(50);
  await sleep(500);

  const latencies = all.flatMap((v) => v.latencyMs);
  const sent = all.reduce((n, v) => n + v.expected.length, 0);
  const received = all.reduce((n, v) => n + v.received.filter((m) => v.expected.includes(m)).length, 0);
  const outOfOrder = all.filter((v) => v.received.join('\n') !== v.expected.slice(0, v.received.length).join('\n')).length;
  const duplicates = all.reduce((n, v) => n + v.received.length - new Set(v.received).size, 0);
  const figures = {
    conversations,
    operators: operatorCount,
    messagesPerConversation: messages,
    everyMs,
    connectedVisitors: all.length,
    taken: takes.ok,
    takeRefused: takes.refused,
    sent,
    acked: acks.ok,
    sendRefused: acks.refused,
    received,
    lost: sent - received,
    duplicates,
    outOfOrder,
    visitorReplies: { sent: all.filter((v) => v.sentAt).length, heardByOperator: all.reduce((n, v) => n + Math.min(1, v.repliesHeard), 0) },
    darkyWhileHeld: all.reduce((n, v) => n + v.botAfterTake, 0),
    talkSeconds,
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: percentile(latencies, 100) },
    latencyByRoundMs: byRound.map((values) => ({ p50: percentile(values, 50), p95: percentile(values, 95), max: percentile(values, 100) })),
    errors,
    clientLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
  };
  loopDelay.disable();
  for (const v of all) v.socket.disconnect();
  for (const d of desks) d.socket.disconnect();
  return figures;
}
