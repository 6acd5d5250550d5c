// The abusive visitor of `npm run bench:chat -- --flood` (forked by scripts/bench/chat.mjs): one IP that asks for guest
// tokens in a loop and floods one socket with page-loads and messages, as fast as the socket takes them, until told
// to stop. Reports what it sent and how the server answered (tokens 200/429, refusals by code, bot replies).
import { io } from 'socket.io-client';

const IP = '10.255.255.254';
const headers = { 'x-forwarded-for': IP };
const report = {
  tokens: { ok: 0, refused: 0, retryAfter: undefined },
  sent: { pageLoads: 0, messages: 0 },
  refusals: {},
  botReplies: 0,
  greetings: 0,
  disconnectedByServer: 0,
};
let stopping = false;

async function askTokens(count) {
  let token;
  for (let i = 0; i < count && !stopping; i += 1) {
    const response = await fetch(`${process.env.BASE_URL}/api/guest/generate-token`, { method: 'POST', headers });
    if (response.status === 200) {
      report.tokens.ok += 1;
      token ??= (await response.json()).token;
    } else {
      report.tokens.refused += 1;
      report.tokens.retryAfter = response.headers.get('retry-after');
      await response.arrayBuffer();
    }
  }
  return token;
}

process.on('message', async (command) => {
  if (command.type === 'start') {
    process.env.BASE_URL = command.baseUrl;
    // A fresh token per burst of messages was the old way around a per-guest limit: ask for many.
    const token = await askTokens(100);
    // The abuser comes back each time the server disconnects it, with the same token, and floods again.
    let first = true;
    while (!stopping) {
      const socket = io(command.baseUrl, {
        path: '/socket.io',
        transports: ['websocket'],
        query: { token, locale: 'es' },
        extraHeaders: headers,
        reconnection: false,
        forceNew: true,
      });
      socket.on('chat error', (error) => (report.refusals[error.code] = (report.refusals[error.code] ?? 0) + 1));
      socket.on('talk message', (event) => {
        if (event.by !== 'bot') return;
        if (event.message.startsWith('Hola, soy Darky')) report.greetings += 1;
        else report.botReplies += 1;
      });
      socket.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') report.disconnectedByServer += 1;
      });
      const up = await new Promise((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      });
      if (first) process.send({ type: 'flooding' });
      first = false;
      if (!up) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      // 50 events every 10 ms (about 5,000 a second), alternating page-loads and messages.
      let i = 0;
      while (!stopping && socket.connected) {
        for (let k = 0; k < 25; k += 1) {
          socket.emit('user action', { value: 'page-load' });
          socket.emit('talk message', `precio ${i++}`);
        }
        report.sent.pageLoads += 25;
        report.sent.messages += 25;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      socket.disconnect();
    }
  } else if (command.type === 'stop') {
    stopping = true;
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.send({ type: 'report', report }, () => process.exit(0));
  }
});
process.send({ type: 'ready' });
