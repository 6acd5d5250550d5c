/**
 * Graceful shutdown of the site's process on SIGTERM / SIGINT: stop accepting connections, let the
 * requests in flight finish (up to a deadline, then cut what is left), close socket.io so chat clients
 * reconnect to another instance, stop the outbox after its current delivery, close Redis and the
 * database, exit 0. Health answers 503 ("draining") from the first moment so proxies look elsewhere.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownPlan {
  httpServer: Server;
  logger: Logger;
  /** Longest wait for requests in flight and open sockets; then remaining connections are closed. */
  drainTimeoutMs: number;
  /** First thing done: e.g. make the health check answer 503. */
  onDraining?: () => void;
  /** Closes socket.io (its clients get a disconnect and reconnect elsewhere). */
  closeRealtime: () => Promise<void>;
  /** Stops background work after its current unit (the lead outbox's deliveries in flight). */
  stopBackground: () => Promise<void>;
  /** Closes Redis connections and the database. */
  closeResources: () => Promise<void>;
}

const after = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms).unref();
  });

export class GracefulShutdown {
  private readonly inFlight = new Set<ServerResponse>();
  private idleWaiters: Array<() => void> = [];
  private running: Promise<number> | undefined;
  private draining = false;

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
      // The keep-alive connection this response used is idle now: close it rather than wait for its timeout.
      this.plan.httpServer.closeIdleConnections();
      if (this.inFlight.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
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

    // Stop accepting; 'close' comes once every connection (HTTP and websocket) has ended.
    const serverClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeIdleConnections();
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
