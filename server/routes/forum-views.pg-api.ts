import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumThread } from '../../domain/types';
import { apiClient, expectJson, type ApiClient } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

/**
 * A thread's views count once per reader a day across processes: the proof is a row in the
 * database, so this file runs in the PostgreSQL project alone (PGlite is one process's own).
 */
describe('thread views on two servers sharing one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let viaFirst: ApiClient;
  let viaSecond: ApiClient;
  const limits = {
    perAccount: 1_000_000,
    perAddress: 1_000_000,
    windowSeconds: 60,
    clientAddressHeader: 'x-real-ip',
  };

  beforeAll(async () => {
    first = await startTestServer({ writeRateLimits: limits });
    second = await startTestServer({ database: first.database, writeRateLimits: limits });
    viaFirst = apiClient(first);
    viaSecond = apiClient(second);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  const id = 'beating-the-brisket-stall';
  const views = async () => {
    const response = await viaFirst.get(`/forum/threads/${id}?countView=false`);
    return ((await expectJson(response, 200)) as { thread: ForumThread }).thread.views;
  };

  it('counts a guest reloading on both servers, twenty times at once, as one view', async () => {
    const before = await views();
    const read = (api: ApiClient) =>
      api.get(`/forum/threads/${id}`, { headers: { 'x-real-ip': '192.0.2.44' } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => read(index % 2 ? viaFirst : viaSecond)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await views()).toBe(before + 1);
    await read(viaSecond);
    expect(await views()).toBe(before + 1);
  });
});
