import { EventEmitter } from 'node:events';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { TransactionPool } from './pool';

/** A connection that opens, then fails every statement: one that died while idle in the pool. */
class DeadConnection extends EventEmitter {
  _queryable = true;
  _ending = false;
  connect(callback: (error?: Error) => void) {
    setImmediate(() => callback());
  }
  query() {
    return Promise.reject(new Error('Connection terminated unexpectedly'));
  }
  end(callback?: () => void) {
    callback?.();
    return Promise.resolve();
  }
}

describe('TransactionPool', () => {
  it('gets back the connection of a transaction whose BEGIN failed, so the pool never runs dry', async () => {
    // One connection, and a second's wait cut short: a leaked connection would time the next out.
    const pool = new TransactionPool({
      max: 1,
      connectionTimeoutMillis: 1000,
      Client: DeadConnection as never,
    });
    const db = drizzle({ client: pool });
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await db.transaction(async () => 'never').catch((error: Error) => error);
      expect(String((failed as Error).cause ?? failed)).toMatch(
        /Connection terminated unexpectedly/,
      );
    }
    // Given back as broken: closed, not kept idle.
    expect(pool.totalCount).toBe(0);
    await pool.end();
  });
});
