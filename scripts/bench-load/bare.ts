import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startNode } from '../bench-api';
import type { Cleanup } from './cleanup';
import { httpClient } from './http';
import { RequestLog, type KindFigures } from './stats';

/**
 * The yardstick, measured in each run just before its shoppers: scripts/bench-bare-server.ts
 * (Hono on Node, no database, no middleware) answering the product list the store just
 * answered, under the same client: `shoppers` loops of GET for `seconds`.
 */
export async function measureBare(
  cleanup: Cleanup,
  options: {
    dir: string;
    productList: string;
    shoppers: number;
    connections: number;
    seconds: number;
  },
): Promise<KindFigures> {
  const json = join(options.dir, 'product-list.json');
  writeFileSync(json, options.productList);
  const server = await startNode(
    'scripts/bench-bare-server.ts',
    { ...process.env, BARE_JSON: json },
    '/',
  );
  const stop = cleanup.add('the bare Hono server', server.stop);
  const client = httpClient(server.url, options.connections);
  try {
    const log = new RequestLog(performance.now());
    const endsAt = options.seconds * 1000;
    const loop = async () => {
      while (log.now() < endsAt) log.record('bare', await client.send('GET', '/'));
    };
    await Promise.all(Array.from({ length: options.shoppers }, loop));
    return log.figures(options.seconds).bare!;
  } finally {
    client.close();
    await stop();
  }
}
