import pg from 'pg';

type Release = pg.PoolClient['release'];

/**
 * Gives the connection back (as broken, so the pool closes it) when the first statement of a
 * checkout fails. Drizzle 0.45 sends a pooled transaction's BEGIN before the try/finally that
 * releases the connection (drizzle-orm#6241): a BEGIN on a connection that died while idle
 * would keep it checked out for good, and ten of them would leave the pool empty.
 */
function releaseOnFailedBegin(client: pg.PoolClient): pg.PoolClient {
  const { query, release } = client;
  let released = false;
  // Drizzle's own release after this one (once it releases on every path) changes nothing.
  client.release = ((error) => {
    if (released) return;
    released = true;
    release(error);
  }) as Release;
  client.query = ((...args: unknown[]) => {
    client.query = query;
    const sent = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (sent instanceof Promise) sent.catch((error: Error) => client.release(error));
    return sent;
  }) as typeof query;
  return client;
}

/** The pool Drizzle's transactions check connections out of (the promise form of `connect`). */
export class TransactionPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's own `query`, which releases by itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseOnFailedBegin);
  }
}

/**
 * A node-postgres pool that outlives its connections. A connection the server ends (a
 * restart, a failover, an administrator, idle_in_transaction_session_timeout) emits 'error';
 * unheard, that ends the process, and pg-pool hears it only while the connection is idle in
 * the pool. So every connection gets a listener of its own for its whole life: the request
 * holding it fails with its next query (503; the server rolled its transaction back), and the
 * pool drops it on release and opens a new one for the next request.
 */
export function openPool(url: string, { isClosing }: { isClosing: () => boolean }): pg.Pool {
  // A server that does not answer fails the request after 10 s instead of holding it.
  const pool = new TransactionPool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!isClosing()) console.warn(`A database connection was lost: ${error.message}`);
    });
  });
  // The same errors of idle connections, already told by the listener above.
  pool.on('error', () => undefined);
  return pool;
}
