/**
 * Graceful shutdown of the site's process on SIGTERM / SIGINT: stop accepting connections, let the
 * requests in flight finish (up to a deadline, then cut what is left), close socket.io so chat clients
 * reconnect to another instance, stop the outbox after its current delivery, close Redis and the
 * database, exit 0. Health answers 503 ("draining") from the first moment so proxies look elsewhere.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';

export interface ShutdownPlan {
  httpServer: Server;
  logger: Logger;
  /** Longest wait for requests in flight and open sockets; then remaining connections are closed. */
  drainTimeoutMs: number;
  /**
   * How long idle keep-alive connections stay open once draining starts: a request their client already sent (in
   * the kernel's buffer, not yet read; or on the wire) is answered, with `Connection: close`, instead of reset.
   */
  keepAliveGraceMs?: number;
  /** First thing done: e.g. make the health check answer 503. */
  onDraining?: () => void;
  /** Closes socket.io (its clients get a disconnect and reconnect elsewhere). */
  closeRealtime: () => Promise<void>;
  /** Stops background work after its current unit (the lead outbox's deliveries in flight). */
  stopBackground: () => Promise<void>;
  /** Closes Redis connections and the database. */
  closeResources: () => Promise<void>;
}

/**
 * Resolves after the event loop has polled its sockets once more. A keep-alive connection counts as idle until Node
 * has read and parsed the request its client already sent (it may sit in the kernel's buffer while the loop is busy,
 * as with PGlite on the main thread); closing it then resets that request. The poll phase of the next loop turn
 * reads it, and from then on the request is in flight (and its connection no longer idle).
 */
export const afterPendingInput = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

const after = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms).unref();
  });

export class GracefulShutdown {
  private readonly inFlight = new Set<ServerResponse>();
  private idleWaiters: Array<() => void> = [];
  private running: Promise<number> | undefined;
  private draining = false;
  private idleSweep: Promise<void> | undefined;
  private graceOver = false;

  constructor(private readonly plan: ShutdownPlan) {}

  get isDraining(): boolean {
    return this.draining;
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /** Call for every HTTP request: counts it in flight and, once draining, asks its client not to keep the connection. */
  track(_req: IncomingMessage, res: ServerResponse): void {
    this.inFlight.add(res);
    if (this.draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      this.inFlight.delete(res);
      if (!this.draining) return;
      // The connection this response used closes by itself (it carried `Connection: close`); after the grace, others
      // left idle are closed too rather than left to their keep-alive timeout.
      if (this.graceOver) void this.closeIdleConnections();
      if (this.inFlight.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
  }

  /** Closes the connections with no request in flight, after reading what clients already sent (coalesced). */
  private closeIdleConnections(): Promise<void> {
    this.idleSweep ??= afterPendingInput().then(() => {
      this.idleSweep = undefined;
      this.plan.httpServer.closeIdleConnections();
    });
    return this.idleSweep;
  }

  /** Runs the shutdown once (later calls get the same result); resolves to the exit code. */
  run(reason: string): Promise<number> {
    this.running ??= this.execute(reason);
    return this.running;
  }

  private requestsDone(): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async execute(reason: string): Promise<number> {
    const { httpServer, logger, drainTimeoutMs } = this.plan;
    const started = Date.now();
    let failures = 0;
    const step = async (name: string, work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        failures += 1;
        logger.error({ err: error, step: name }, 'shutdown step failed');
      }
    };

    logger.info({ reason, requestsInFlight: this.inFlight.size, drainTimeoutMs }, 'shutdown started');
    this.draining = true;
    this.plan.onDraining?.();
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('connection', 'close');

    // Stop accepting; 'close' comes once every connection (HTTP and websocket) has ended. net's close, not http's:
    // http.Server#close also closes idle connections at once, resetting requests sent on them but not yet read.
    const serverClosed = new Promise<void>((resolve) => NetServer.prototype.close.call(httpServer, () => resolve()));
    // Idle keep-alive connections get the grace first (socket.io's close below calls http.Server#close, which closes
    // them), then what their clients sent meanwhile is read before they are closed.
    await Promise.race([serverClosed, after(this.plan.keepAliveGraceMs ?? 0)]);
    this.graceOver = true;
    await this.closeIdleConnections();
    const realtimeClosed = step('socket.io', this.plan.closeRealtime);

    const drained = await Promise.race([Promise.all([this.requestsDone(), realtimeClosed, serverClosed]), after(drainTimeoutMs)]);
    if (drained === 'timeout') {
      logger.warn({ requestsInFlight: this.inFlight.size }, 'drain deadline passed: closing the remaining connections');
      httpServer.closeAllConnections();
      await Promise.race([Promise.all([realtimeClosed, serverClosed]), after(1_000)]);
    } else {
      logger.info({ durationMs: Date.now() - started }, 'requests and sockets drained');
    }

    await step('outbox', this.plan.stopBackground);
    await step('resources', this.plan.closeResources);
    logger.info({ durationMs: Date.now() - started, failures }, 'shutdown complete');
    return failures === 0 ? 0 : 1;
  }
}

/**
 * Runs the shutdown on SIGTERM and SIGINT, then exits with its code. A hard timer exits with 1 if
 * a step hangs beyond `hardTimeoutMs` (the orchestrator would kill the process anyway).
 */
export function exitOnSignals(shutdown: GracefulShutdown, options: { hardTimeoutMs: number; logger: Logger }): void {
  const onSignal = (signal: NodeJS.Signals) => {
    setTimeout(() => {
      options.logger.error({ signal, hardTimeoutMs: options.hardTimeoutMs }, 'shutdown hung: exiting');
      process.exit(1);
    }, options.hardTimeoutMs).unref();
    void shutdown.run(signal).then((code) => {
      // The process logger writes synchronously (src/server/logger.ts): the last lines are out before the exit.
      process.exit(code);
    });
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
