// SIGTERM while 50 lead posts sit on keep-alive connections, sent but not yet read by the server (PGlite keeps the
// event loop busy, so they wait in the kernel's buffers): every one is answered (with `Connection: close` when
// answered after the signal), each connection then closes without a reset, and every lead answered 201 is in the database afterwards. Before, the server closed
// "idle" connections the moment the signal came, and 50 of 50 such posts got ECONNRESET.
// Before that, an idle connection kept past Node's 5 s default: a request sent on it as the server closed it was reset
// (a browser test's request context got ECONNRESET in CI).
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { leads } from '../../src/features/leads/tables';
import { missingBuild, startProductionServer, type ProductionServer } from './support/production-server';

const skipReason = missingBuild();
const CONNECTIONS = 50;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 connection read by hand: responses in order, and whether (and how) the server ended it. */
class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: Array<(response: RawResponse) => void> = [];
  readonly responses: RawResponse[] = [];
  readonly ended: Promise<'closed' | 'reset'>;

  constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    this.ended = new Promise((resolve) => {
      socket.on('error', () => resolve('reset'));
      socket.on('end', () => resolve('closed'));
    });
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  private parse(): void {
    for (;;) {
      const headEnd = this.buffer.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const [statusLine, ...lines] = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? 0);
      if (this.buffer.length < headEnd + 4 + length) return;
      const body = this.buffer.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(headEnd + 4 + length);
      const response = { status: Number(statusLine!.split(' ')[1]), headers, body };
      this.responses.push(response);
      this.waiting.shift()?.(response);
    }
  }

  /** Writes a request; resolves once it is handed to the kernel. */
  send(request: string): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(request, (error) => (error ? reject(error) : resolve())));
  }

  next(): Promise<RawResponse> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

function leadPost(port: number, index: number): string {
  const body = JSON.stringify({
    formId: 'nuevo-contacto',
    locale: 'es',
    idempotencyKey: `keep-alive-drain-${index}`,
    fields: {
      firstName: 'Rosa',
      lastName: 'Huamán',
      phone: '+51 987 654 321',
      service: 'webs-y-apps',
      source: 'other',
      message: `Enviado por la conexión ${index}.`,
    },
  });
  return (
    `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

describe.skipIf(skipReason)('keep-alive connections, idle and on SIGTERM', () => {
  let server: ProductionServer | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-keep-alive-'));
  afterAll(async () => {
    await server?.stop(2_000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    // A grace far above the time this test needs to send the posts, so the machine's speed does not matter.
    server = await startProductionServer({ DATA_DIR: dataDir, LEADS_MIN_FILL_MS: '0', SHUTDOWN_KEEP_ALIVE_GRACE_MS: '5000' });
  }, 60_000);

  it('keeps an idle connection open past the 5 s Node closes it after by default, so a request sent on it later is answered, not reset', async () => {
    const port = server!.port;
    const connection = await RawConnection.open(port);
    const health = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`;
    const first = connection.next();
    await connection.send(health);
    // Clients that read the header close their side before the server does.
    expect((await first).headers['keep-alive']).toBe('timeout=65');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = connection.next();
    await connection.send(health);
    expect((await second).status).toBe(200);
    connection.socket.destroy();
  }, 30_000);

  it('answers every post already sent, closes each connection after it, and stores every lead it accepted', async () => {
    const port = server!.port;

    // 50 kept-alive connections, each having served one request already.
    const connections = await Promise.all(Array.from({ length: CONNECTIONS }, () => RawConnection.open(port)));
    await Promise.all(
      connections.map(async (connection) => {
        const answered = connection.next();
        await connection.send(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
        expect((await answered).status).toBe(200);
      }),
    );

    // The server is draining (it logged so) when the posts go out on the connections it kept.
    const draining = new Promise<void>((resolve) => {
      const seen = () => server!.logs.some((line) => line.component === 'shutdown' && line.msg === 'shutdown started');
      const check = () => {
        if (!seen()) return;
        server!.child.stdout!.off('data', check);
        resolve();
      };
      server!.child.stdout!.on('data', check);
    });
    server!.child.kill('SIGTERM');
    await draining;
    const answers = connections.map((connection) => connection.next());
    await Promise.all(connections.map((connection, index) => connection.send(leadPost(port, index))));

    const endings = await Promise.all(connections.map((connection) => connection.ended));
    expect(endings.filter((ending) => ending === 'reset')).toHaveLength(0);
    const responses = connections.map((connection) => connection.responses[1]);
    expect(responses.filter((response) => response === undefined)).toHaveLength(0);
    expect(responses.map((response) => response!.status)).toEqual(Array(CONNECTIONS).fill(201));
    expect(responses.map((response) => response!.headers.connection)).toEqual(Array(CONNECTIONS).fill('close'));
    await Promise.all(answers);
    expect((await server!.exited).code).toBe(0);

    const ids = responses.map((response) => (JSON.parse(response!.body) as { id: string }).id);
    const reopened = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }, { migrate: false });
    try {
      const stored = await reopened.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids));
      expect(stored).toHaveLength(CONNECTIONS);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
