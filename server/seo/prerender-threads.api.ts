import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtShell, publicPage } from '../test/painted-pages';
import { startTestServer, type TestServer } from '../test/server';
import type { ApiSend } from './prerender';
import { loadPrerenderThreads } from './prerender-threads';
import '../test/provided';

/**
 * A prerenderer that reads the product list through the server's API, then holds its thread
 * for 0.6 s, as a heavy page's React render would.
 */
const heavyPrerenderer = `
export function createPrerender(send) {
  return async (url) => {
    if (new URL(url).pathname === '/press') process.exit(3);
    const products = await (await send('/api/products', {})).json();
    const until = Date.now() + 600;
    while (Date.now() < until) {}
    const markup = '<main><h1>' + new URL(url).pathname + ': ' + products.length + ' products</h1></main>';
    return { markup, data: { loaderData: {} } };
  };
}
`;

const dist = builtShell();
const prerenderDir = mkdtempSync(join(tmpdir(), 'ff-prerender-'));
writeFileSync(join(prerenderDir, 'entry-server.js'), heavyPrerenderer);
let server: TestServer;
let painters: ReturnType<typeof loadPrerenderThreads>;
/** Called each time a painting thread's API call has been answered. */
let answered = () => {};

beforeAll(async () => {
  const send: ApiSend = async (path, init) => {
    const response = await fetch(`${server.url}${path}`, init);
    answered();
    return response;
  };
  painters = loadPrerenderThreads(prerenderDir, send, 1)!;
  server = await startTestServer({ staticDir: dist, prerender: painters.prerender });
});
afterAll(async () => {
  await server?.stop();
  await painters?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(prerenderDir, { recursive: true, force: true });
});

describe('pages painted on a thread of their own', () => {
  it('paints with data read through the API', async () => {
    const response = await publicPage(server, '/about');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<h1>\/about: \d+ products<\/h1>/);
  });

  it('answers the API while a burst of pages is being painted', async () => {
    const order: string[] = [];
    const paths = ['/shop', '/recipes', '/forum', '/deals'];
    const painting = new Promise<void>((resolve) => (answered = resolve));
    const pages = paths.map((path) =>
      publicPage(server, path)
        .then((response) => response.text())
        .then(() => order.push(path)),
    );
    // The painting thread now holds its CPU for the first page, then each other in turn.
    await painting;
    const api = await fetch(`${server.url}/api/products`);
    order.push('api');
    expect(api.status).toBe(200);
    await Promise.all(pages);
    expect(order).toHaveLength(paths.length + 1);
    // Painted on the server's own thread, the API's answer would wait for that page at least.
    expect(order[0]).toBe('api');
  });

  it('sends a page unpainted when its thread dies, and paints the next on a new thread', async () => {
    const unpainted = await publicPage(server, '/press');
    expect(unpainted.status).toBe(200);
    expect(await unpainted.text()).not.toContain('<h1>/press');
    const next = await publicPage(server, '/careers');
    expect(await next.text()).toMatch(/<h1>\/careers: \d+ products<\/h1>/);
  });
});
