// One process of the chat bench's crowd (forked by scripts/bench/chat.mjs): its share of the guests arrive at a steady
// pace, each gets a token, connects, waits for the greeting, sends one message, waits for the reply and stays
// connected until the parent says to leave. Several of these share the crowd so that no single client process (its
// event loop, its sockets) becomes what the bench measures; each reports its own event-loop delay to show it did not.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const sockets = [];
/** Guests whose journey completed (greeting and first reply): the ones that talk on (--talk). */
const talkers = [];
const report = {
  tokens: 0,
  tokenMs: [],
  firstTokenAt: Infinity,
  lastTokenAt: 0,
  connected: 0,
  greeted: 0,
  sent: 0,
  replies: 0,
  replyMs: [],
  greetingMs: [],
  errors: {},
  disconnects: {},
};

const countError = (message) => {
  report.errors[message] = (report.errors[message] ?? 0) + 1;
};

/** Error text without numbers that differ per guest, so that equal causes add up. */
function causeOf(error) {
  const cause = error?.cause?.code ?? error?.cause?.message;
  return `${error?.message ?? String(error)}${cause ? ` (${cause})` : ''}`.replace(/\d{3,}/g, 'N');
}

let guestNumber = 0;

/** Each guest its own address (the server trusts one proxy hop: TRUSTED_PROXY_HOPS=1), as real visitors have. */
function addressOf(worker) {
  guestNumber += 1;
  return `10.${worker % 250}.${(guestNumber >> 8) & 255}.${guestNumber & 255}`;
}

async function oneGuest({ baseUrl, locale, message, timeoutMs, worker }) {
  const arrived = performance.now();
  const tokenStart = Date.now();
  const headers = { 'x-forwarded-for': addressOf(worker ?? 0) };
  const response = await fetch(`${baseUrl}/api/guest/generate-token`, { method: 'POST', headers, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`token: HTTP ${response.status}`);
  const { token } = await response.json();
  report.tokens += 1;
  report.tokenMs.push(performance.now() - arrived);
  report.firstTokenAt = Math.min(report.firstTokenAt, tokenStart);
  report.lastTokenAt = Math.max(report.lastTokenAt, Date.now());

  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { token, locale },
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    let phase = 'connect';
    let sentAt = 0;
    const fail = (error) => {
      clearTimeout(timer);
      // A guest whose chat failed leaves: only complete journeys count as still connected at the end.
      phase = 'failed';
      socket.disconnect();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`timeout waiting for the ${phase}`)), timeoutMs);
    socket.on('connect', () => {
      report.connected += 1;
      phase = 'greeting';
      socket.emit('user action', { value: 'page-load', locale, path: '/' });
    });
    socket.on('connect_error', (error) => fail(new Error(`connect_error: ${error.message}`, { cause: error.description ?? error.data })));
    socket.on('disconnect', (reason) => {
      if (phase === 'done') report.disconnects[reason] = (report.disconnects[reason] ?? 0) + 1;
      else if (phase !== 'failed') fail(new Error(`disconnected waiting for the ${phase}: ${reason}`));
    });
    socket.on('chat error', (error) => fail(new Error(`chat error ${error.code}`)));
    socket.on('talk message', (event) => {
      if (event.by !== 'bot') return;
      if (phase === 'greeting') {
        report.greeted += 1;
        report.greetingMs.push(performance.now() - arrived);
        phase = 'reply';
        report.sent += 1;
        sentAt = performance.now();
        socket.emit('talk message', { message, locale, path: '/' });
      } else if (phase === 'reply') {
        phase = 'done';
        report.replies += 1;
        report.replyMs.push(performance.now() - sentAt);
        clearTimeout(timer);
        talkers.push(socket);
        resolve();
      }
    });
  });
}

process.on('message', async (command) => {
  if (command.type === 'start') {
    const { guests, intervalMs, offsetMs, ...guest } = command;
    loopDelay.enable();
    const cpuAtStart = process.cpuUsage();
    const started = performance.now();
    const journeys = [];
    for (let i = 0; i < guests; i += 1) {
      // Arrivals at a steady pace (open loop): a slow server does not slow the crowd down, as with real visitors.
      const due = started + offsetMs + i * intervalMs;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      journeys.push(oneGuest(guest).catch((error) => countError(causeOf(error))));
    }
    await Promise.all(journeys);
    loopDelay.disable();
    const cpu = process.cpuUsage(cpuAtStart);
    process.send({
      type: 'done',
      report: {
        ...report,
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
        cpuMs: (cpu.user + cpu.system) / 1000,
        rss: process.memoryUsage().rss,
      },
    });
  } else if (command.type === 'talk') {
    process.send({ type: 'talked', report: await talk(command) });
  } else if (command.type === 'count') {
    process.send({ type: 'count', connected: sockets.filter((s) => s.connected).length, disconnects: report.disconnects });
  } else if (command.type === 'leave') {
    for (const socket of sockets) socket.disconnect();
    process.send({ type: 'left' }, () => process.exit(0));
  }
});
/**
 * --talk: every guest still connected sends `message` every `everyMs` (the first at a random moment of the first
 * period, so the crowd's messages spread evenly) until `durationMs` has passed, and times each bot reply. A reply
 * that has not come when the guest's next message is due counts as lost.
 */
async function talk({ everyMs, durationMs, message, locale }) {
  const talked = { guests: talkers.length, sent: 0, replies: 0, lost: 0, replyMs: [], errors: {} };
  loopDelay.reset();
  loopDelay.enable();
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    talkers.map(
      (socket) =>
        new Promise((resolve) => {
          let sentAt;
          const onBot = (event) => {
            if (event.by !== 'bot' || sentAt === undefined) return;
            talked.replies += 1;
            talked.replyMs.push(performance.now() - sentAt);
            sentAt = undefined;
          };
          socket.on('talk message', onBot);
          socket.on('chat error', (error) => {
            talked.errors[`chat error ${error.code}`] = (talked.errors[`chat error ${error.code}`] ?? 0) + 1;
          });
          const finish = () => {
            socket.off('talk message', onBot);
            resolve();
          };
          const send = () => {
            // The previous reply had a whole period to come: not there, it is lost.
            if (sentAt !== undefined) {
              talked.lost += 1;
              sentAt = undefined;
            }
            if (performance.now() - started >= durationMs || !socket.connected) {
              if (!socket.connected) talked.errors.disconnected = (talked.errors.disconnected ?? 0) + 1;
              finish();
              return;
            }
            talked.sent += 1;
            sentAt = performance.now();
            socket.emit('talk message', { message, locale, path: '/' });
            setTimeout(send, everyMs);
          };
          setTimeout(send, Math.random() * everyMs);
        }),
    ),
  );
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    ...talked,
    seconds: (performance.now() - started) / 1000,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

process.send({ type: 'ready' });
