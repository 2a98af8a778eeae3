import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../test/client';
import { renameProduct, seen } from '../test/cache-probes';
import { builtShell, paintSpy, publicPage, titleOf } from '../test/painted-pages';
import { startTestServer, type TestServer } from '../test/server';
import '../test/provided';

/**
 * Two processes share a page's truth only through a database server (PGlite is one process's
 * own database), so this file runs in the PostgreSQL project alone.
 */

const dist = builtShell();
let writer: TestServer;
let reader: TestServer;
const readerPaints = paintSpy();

beforeAll(async () => {
  writer = await startTestServer({ staticDir: dist, prerender: paintSpy() });
  reader = await startTestServer({
    staticDir: dist,
    prerender: readerPaints,
    database: writer.database,
  });
});
afterAll(async () => {
  await reader?.stop();
  await writer?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('painted pages on two servers sharing PostgreSQL', () => {
  it("shows an admin's edit through one server on the other's cached page within a second", async () => {
    const title = () => publicPage(reader, '/shop/memphis-dry-rub').then(titleOf);
    expect(await title()).toBe('Memphis Dry Rub | Forge &amp; Flame');
    expect(await title()).toBe('Memphis Dry Rub | Forge &amp; Flame');
    expect(readerPaints).toHaveBeenCalledTimes(1);

    expect((await renameProduct(apiClient(writer), 'Memphis Dry Rub, Shared')).status).toBe(200);
    expect(await seen(title, 'Memphis Dry Rub, Shared | Forge &amp; Flame')).toBeLessThan(1000);
    const painted = readerPaints.mock.calls.length;
    expect(await title()).toBe('Memphis Dry Rub, Shared | Forge &amp; Flame');
    expect(readerPaints).toHaveBeenCalledTimes(painted);
  });
});
