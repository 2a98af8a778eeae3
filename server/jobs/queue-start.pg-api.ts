import { expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { startBackgroundWork } from './background';

/**
 * Servers started at the same moment on a database that has no job queue yet: pg-boss creates
 * its schema on first start, and without taking turns the second failed on a duplicate schema
 * (the two-instance e2e test's servers did). PostgreSQL only: PGlite is one process's database.
 */
it('starts two job queues at once on a new database', async () => {
  const database = await createTestDatabase();
  const [first, second] = await Promise.all([database.open(), database.open()]);
  const options = { relay: { send: async () => undefined }, queue: { log: console } };
  try {
    const started = await Promise.allSettled([
      startBackgroundWork(first, options),
      startBackgroundWork(second, options),
    ]);
    for (const outcome of started) if (outcome.status === 'fulfilled') await outcome.value.stop();
    expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
  } finally {
    await first.close();
    await second.close();
    await database.dispose();
  }
});
