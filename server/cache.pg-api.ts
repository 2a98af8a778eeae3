import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { apiClient, type ApiClient } from './test/client';
import {
  listedName,
  productId,
  productName,
  recipeId,
  recipeTitle,
  renameProduct,
  seededTitle,
  seen,
} from './test/cache-probes';
import { recipeInput } from './test/inputs';
import { startTestServer, type TestServer } from './test/server';
import './test/provided';

/**
 * Two processes share a cache's truth only through a database server (PGlite is one process's
 * own database), so this file runs in the PostgreSQL project alone.
 */

describe('two servers on one PostgreSQL', () => {
  let writer: TestServer;
  let reader: TestServer;
  let direct: Database;
  let viaWriter: ApiClient;
  let viaReader: ApiClient;

  beforeAll(async () => {
    writer = await startTestServer();
    reader = await startTestServer({ database: writer.database });
    direct = await writer.database.open();
    viaWriter = apiClient(writer);
    viaReader = apiClient(reader);
  });
  afterAll(async () => {
    await reader?.stop();
    await direct?.close();
    await writer?.stop();
  });

  /** Changes the name in the database without the catalogue's triggers: no server hears of it. */
  const renameUnheard = (name: string) =>
    direct.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set name = ${name} where id = ${productId}`);
    });

  it('caches: a change nobody announces is not seen', async () => {
    expect(await productName(viaReader)).toBe('Memphis Dry Rub');
    await renameUnheard('Unannounced Rub');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await productName(viaReader)).toBe('Memphis Dry Rub');
  });

  it('shows a write through one server through the other within a second', async () => {
    expect(await listedName(viaReader)).toBeDefined();
    expect(await recipeTitle(viaReader)).toBe(seededTitle);

    expect((await renameProduct(viaWriter, 'Memphis Dry Rub, Smoked')).status).toBe(200);
    expect(await seen(() => productName(viaReader), 'Memphis Dry Rub, Smoked')).toBeLessThan(1000);
    expect(await seen(() => listedName(viaReader), 'Memphis Dry Rub, Smoked')).toBeLessThan(1000);

    const saved = await viaWriter.put(`/recipes/${recipeId}`, {
      as: 'editor',
      json: recipeInput({ title: 'Texas-Style Brisket, Post Oak' }),
    });
    expect(saved.status).toBe(200);
    expect(await seen(() => recipeTitle(viaReader), 'Texas-Style Brisket, Post Oak')).toBeLessThan(
      1000,
    );
  });

  it('serves nothing stale while its listening connection is down, and listens again', async () => {
    expect(await productName(viaReader)).toBe('Memphis Dry Rub, Smoked');
    await renameUnheard('Memphis Dry Rub, Quiet');
    // Every LISTEN connection (both servers') is cut, as a failover or a network break would.
    await direct.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %'`,
    );
    expect(await seen(() => productName(viaReader), 'Memphis Dry Rub, Quiet')).toBeLessThan(1000);

    // Back to listening after about a second: writes through the other server still show.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await renameProduct(viaWriter, 'Memphis Dry Rub, Loud')).status).toBe(200);
    expect(await seen(() => productName(viaReader), 'Memphis Dry Rub, Loud')).toBeLessThan(1000);
    // The shared Db type leaves raw results untyped; this is node-postgres's QueryResult.
    const listening = (await direct.db.execute(
      sql`select count(*)::int as count from pg_stat_activity where query like 'LISTEN %'`,
    )) as unknown as { rows: unknown[] };
    expect(listening.rows).toEqual([{ count: 2 }]);
  });
});
