/**
 * Serves one PGlite session to several PostgreSQL-protocol clients over a unix socket (run in the database
 * worker). PGlite is a single session, so clients take turns: a client keeps the turn from its first message until
 * PGlite answers ReadyForQuery "idle", i.e. for a whole extended-protocol batch (Parse…Sync) and a whole
 * transaction. (@electric-sql/pglite-socket queues single messages instead, so two clients' Parse/Bind interleave.)
 */
import fs from 'node:fs';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
/** A client that holds the turn this long without sending anything is cut (its transaction rolled back). */
const IDLE_TURN_MS = 30_000;

export interface SharedSessionServer {
  close(): Promise<void>;
}

export async function serveSharedSession(db: PGlite, socketPath: string): Promise<SharedSessionServer> {
  let holder: Client | undefined;
  const waiting: Array<() => void> = [];
  const clients = new Set<Client>();
  let nextClientId = 0;
  /** Clean-ups of clients that disconnected, awaited before the database may close. */
  const leaving = new Set<Promise<void>>();

  const takeTurn = async (client: Client) => {
    while (holder && holder !== client) await new Promise<void>((resolve) => waiting.push(resolve));
    holder = client;
  };
  const releaseTurn = (client: Client) => {
    if (holder !== client) return;
    holder = undefined;
    // Wake everyone waiting: the first to run takes the turn, the others wait again.
    for (const wake of waiting.splice(0)) wake();
  };

  class Client {
    private buffer = Buffer.alloc(0);
    private started = false;
    private chain: Promise<void> = Promise.resolve();
    private idleTimer: NodeJS.Timeout | undefined;
    /** Named statements this client prepared (with its prefix): deallocated when it leaves. */
    private readonly statements = new Set<string>();
    private readonly prefix = `c${(nextClientId += 1)}_`;
    closed = false;

    constructor(private readonly socket: net.Socket) {
      socket.on('data', (chunk) => {
        this.buffer = Buffer.concat([this.buffer, chunk]);
        this.chain = this.chain
          .then(() => this.drain())
          .catch(() => {
            socket.destroy();
          });
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        this.closed = true;
        const left = this.chain.then(() => this.leave()).catch(() => {});
        leaving.add(left);
        void left.finally(() => leaving.delete(left));
      });
    }

    destroy(): void {
      this.socket.destroy();
    }

    private async drain(): Promise<void> {
      for (;;) {
        if (this.closed) return;
        let message = this.nextMessage();
        if (!message) return;
        if (!this.started) {
          const code = message.readInt32BE(4);
          if (code === SSL_REQUEST) {
            this.socket.write('N');
            continue;
          }
          if (code === CANCEL_REQUEST) {
            this.socket.end();
            return;
          }
          this.started = true;
        } else {
          // Every whole message already received goes to PGlite in one call (a query is Parse, Bind, Describe,
          // Execute, Sync: one call instead of five).
          const batch = [message];
          for (let next = this.nextMessage(); next; next = this.nextMessage()) batch.push(next);
          const terminate = batch.findIndex((part) => part[0] === 0x58);
          if (terminate !== -1) batch.length = terminate;
          for (let i = 0; i < batch.length; i += 1) batch[i] = this.ownNames(batch[i]!);
          if (batch.length === 0) {
            this.socket.end();
            return;
          }
          message = batch.length === 1 ? batch[0]! : Buffer.concat(batch);
          if (terminate !== -1) this.socket.end();
        }
        await takeTurn(this);
        clearTimeout(this.idleTimer);
        const answer = await db.execProtocolRaw(new Uint8Array(message));
        if (!this.socket.destroyed && this.socket.writable) this.socket.write(answer);
        // Still holding the session (a transaction or a batch not yet synced): it must not sit on it idle.
        if (endsIdle(answer)) releaseTurn(this);
        else this.armIdleTimer();
      }
    }

    private nextMessage(): Buffer | undefined {
      const headerLength = this.started ? 1 : 0;
      if (this.buffer.length < headerLength + 4) return undefined;
      const length = headerLength + this.buffer.readInt32BE(headerLength);
      if (this.buffer.length < length) return undefined;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      return message;
    }

    /**
     * Named statements live in the one shared session, so each client's names get its own prefix (two clients may
     * both prepare "darky_history"). Parse ('P') records a name, Close ('C') of a statement ('S') forgets it; Bind
     * ('B') and Describe ('D') refer to one.
     */
    private ownNames(message: Buffer): Buffer {
      const type = message[0];
      let at: number;
      if (type === 0x50) at = 5;
      else if (type === 0x42)
        at = message.indexOf(0, 5) + 1; // after the portal's name
      else if ((type === 0x44 || type === 0x43) && message[5] === 0x53) at = 6;
      else return message;
      const end = message.indexOf(0, at);
      const name = message.toString('utf8', at, end);
      if (!name) return message;
      const own = `${this.prefix}${name}`;
      if (type === 0x50) this.statements.add(own);
      if (type === 0x43) this.statements.delete(own);
      const rewritten = Buffer.concat([message.subarray(0, at), Buffer.from(own), message.subarray(end)]);
      rewritten.writeInt32BE(rewritten.length - 1, 1);
      return rewritten;
    }

    private armIdleTimer(): void {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => this.socket.destroy(), IDLE_TURN_MS);
      this.idleTimer.unref();
    }

    /** A client that leaves mid-batch or mid-transaction: end its batch, roll its transaction back, free its statements. */
    private async leave(): Promise<void> {
      clearTimeout(this.idleTimer);
      clients.delete(this);
      if (holder === this || this.statements.size > 0) {
        await takeTurn(this);
        try {
          await db.execProtocolRaw(new Uint8Array(SYNC));
          if (db.isInTransaction()) await db.exec('rollback');
          for (const name of this.statements) await db.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => {});
        } finally {
          releaseTurn(this);
        }
      }
    }
  }

  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    clients.add(new Client(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);

  return {
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const client of clients) client.destroy();
      });
      // Let clients cut mid-transaction roll back (and free their statements) before the database closes.
      while (clients.size > 0 || leaving.size > 0) {
        await Promise.all([...leaving]);
        if (clients.size > 0 && leaving.size === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      fs.rmSync(socketPath, { force: true });
    },
  };
}

/** True when the answer's last message is ReadyForQuery ('Z', length 5) with status 'I' (no transaction open). */
function endsIdle(answer: Uint8Array): boolean {
  const n = answer.length;
  return n >= 6 && answer[n - 6] === 0x5a && answer[n - 2] === 5 && answer[n - 5] === 0 && answer[n - 1] === 0x49;
}
