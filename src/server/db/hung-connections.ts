/**
 * What the pool does with a connection whose query passed query_timeout (a database or network that stopped
 * answering). pg gives up on the query but keeps the connection, the query still pending on it: the transaction's
 * ROLLBACK would queue behind it, and the pool would hand the hung connection to the next caller. drizzle's
 * transaction also never releases its connection when BEGIN fails, so each hang would shrink the pool for good.
 * Here the connection is closed at once (later queries on it fail fast; the server rolls its transaction back) and
 * a checked-out one goes back to the pool as failed, which drops it; the holder's own release later does nothing.
 */
import type { Pool, PoolClient } from 'pg';

const READ_TIMEOUT = 'Query read timeout';

export function dropHungConnections(pool: Pool): void {
  /** Clients handed out by pool.connect() and not yet released. */
  const held = new WeakSet<PoolClient>();

  pool.on('connect', (client) => {
    // The pool listens for errors only while a client is idle; a held one learns of the close through its queries.
    client.on('error', () => {});
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== READ_TIMEOUT) return;
          (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
          if (held.has(client)) client.release(error);
        });
      }
      return result;
    };
  });

  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (...args) => {
    // The callback form is pool.query's own, which releases with the error itself.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<PoolClient>).then((client) => {
      const release = client.release;
      held.add(client);
      client.release = (error?: Error | boolean) => {
        if (!held.has(client)) return;
        held.delete(client);
        release(error);
      };
      return client;
    });
  };
}
