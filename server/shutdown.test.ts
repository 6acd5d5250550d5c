// GracefulShutdown on a real HTTP server with socket.io: requests in flight finish, new connections are refused,
// sockets get a disconnect, steps run in order, the deadline cuts what hangs. (The production process: tests/integration.)
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { Server as SocketServer } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { GracefulShutdown, type ShutdownPlan } from './shutdown';

const quietLogger = () => {
  const messages: string[] = [];
  const sink = new Writable({
    write(chunk, _e, done) {
      messages.push(JSON.parse(String(chunk)).msg);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), messages };
};

interface Harness {
  server: Server;
  url: string;
  shutdown: GracefulShutdown;
  steps: string[];
  messages: string[];
}

let current: Harness | undefined;
afterEach(() => {
  current?.server.closeAllConnections();
  current?.server.close();
  current = undefined;
});

async function harness(handler: (url: string, respond: (body: string) => void) => void, plan: Partial<ShutdownPlan> = {}): Promise<Harness> {
  const steps: string[] = [];
  const { logger, messages } = quietLogger();
  let shutdown: GracefulShutdown;
  const server = createServer((req, res) => {
    shutdown.track(req, res);
    handler(req.url ?? '/', (body) => res.end(body));
  });
  const io = new SocketServer(server, { transports: ['websocket'] });
  shutdown = new GracefulShutdown({
    httpServer: server,
    logger,
    drainTimeoutMs: 2_000,
    closeRealtime: async () => {
      steps.push('realtime');
      await io.close();
    },
    stopBackground: async () => {
      steps.push('background');
    },
    closeResources: async () => {
      steps.push('resources');
    },
    ...plan,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  current = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, shutdown, steps, messages };
  return current;
}

function get(url: string, agent?: import('node:http').Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('GracefulShutdown', () => {
  it('lets the slow request finish, refuses new connections, disconnects sockets, then stops background work and resources', async () => {
    const h = await harness((url, respond) => {
      if (url === '/slow') setTimeout(() => respond('slow done'), 400);
      else respond('fast');
    });
    const socket = connect(h.url, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const slow = get(`${h.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.shutdown.requestsInFlight).toBe(1);
    const started = Date.now();
    const exitCode = h.shutdown.run('SIGTERM');
    expect(h.shutdown.isDraining).toBe(true);

    await expect(get(`${h.url}/fast`)).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' });
    expect(await disconnected).toBe('transport close');
    expect(await exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(h.steps).toEqual(['realtime', 'background', 'resources']);
    expect(h.messages).toEqual(['shutdown started', 'requests and sockets drained', 'shutdown complete']);
    socket.close();
  });

  it('waits for idle keep-alive connections no longer than their grace', async () => {
    const h = await harness((_url, respond) => respond('ok'), { keepAliveGraceMs: 200 });
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true });
    expect((await get(`${h.url}/`, agent)).status).toBe(200);
    const started = Date.now();
    expect(await h.shutdown.run('SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(700);
    agent.destroy();
  });

  it('answers a request sent on an idle keep-alive connection during the grace, with Connection: close', async () => {
    const h = await harness((_url, respond) => respond('ok'), { keepAliveGraceMs: 5_000 });
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${h.url}/`, agent)).status).toBe(200);
    const exitCode = h.shutdown.run('SIGTERM');
    // The kept-alive connection is reused after the signal: answered, and told to close.
    expect(await get(`${h.url}/again`, agent)).toMatchObject({ status: 200, body: 'ok', connection: 'close' });
    expect(await exitCode).toBe(0);
    agent.destroy();
  });

  it('cuts a request that outlives the deadline, and still closes everything', async () => {
    const h = await harness(() => {}, { drainTimeoutMs: 300 });
    const hanging = get(`${h.url}/never`).catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await h.shutdown.run('SIGTERM')).toBe(0);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
    expect(h.messages).toContain('drain deadline passed: closing the remaining connections');
    expect(h.steps).toEqual(['realtime', 'background', 'resources']);
  });

  it('runs once however many signals arrive, and reports a failed step with exit code 1 after running the rest', async () => {
    const h = await harness((_url, respond) => respond('ok'), {
      stopBackground: async () => {
        throw new Error('outbox stuck');
      },
    });
    const first = h.shutdown.run('SIGTERM');
    const second = h.shutdown.run('SIGINT');
    expect(second).toBe(first);
    expect(await first).toBe(1);
    expect(h.steps).toEqual(['realtime', 'resources']);
    expect(h.messages).toContain('shutdown step failed');
  });
});
