import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startRoundRobinProxy } from '../../e2e/round-robin-proxy';
import { openDatabase } from '../../server/db/client';
import { freePort } from '../../server/test/ports';
import type { SignedIn } from './accounts';
import { measureBare } from './bare';
import { catalogueSizes, createDrops } from './catalogue';
import { Cleanup } from './cleanup';
import { disrupt, windowOf, type DisruptionTiming } from './disruptions';
import { httpClient } from './http';
import { checkInvariants, type StockRow } from './invariants';
import type { Invariant } from './verdict';
import type { BenchOptions, RunKind } from './options';
import { shop, type CheckoutRecord, type ShopContext } from './shopper';
import { RequestLog, type KindFigures, type RequestKind } from './stats';
import { startDatabase, startInstance, type StoreInstance } from './stores';

export const runLabels: Record<RunKind, string> = {
  pglite: 'PGlite, one server',
  postgres: 'PostgreSQL, one server; PostgreSQL restarted at T/2',
  two: 'PostgreSQL, two servers behind a round-robin proxy; server b killed (kill -9) at T/3 and started again, PostgreSQL restarted at 2T/3',
};

export interface RunReport {
  kind: RunKind;
  label: string;
  bare: KindFigures;
  kinds: Partial<Record<RequestKind, KindFigures>>;
  checkouts: Record<string, number>;
  disruptions: (DisruptionTiming & {
    clientsSaw: Partial<Record<RequestKind, Record<string, number>>>;
  })[];
  invariants: Invariant[];
  stock: StockRow[];
  /** Requests each server answered through the proxy (two servers). */
  servedPerInstance?: number[];
  timeline: { second: number; ok: number; errors: number }[];
}

export interface RunSetup {
  kind: RunKind;
  options: BenchOptions;
  /** This run's files: the servers' data and ledgers. */
  dir: string;
  amplifyOutputs: string;
  adminToken: string;
  shoppers: SignedIn[];
}

function checkoutSummary(checkouts: CheckoutRecord[], soldOutAtQuote: number) {
  const count = (result: CheckoutRecord['result']) =>
    checkouts.filter((c) => c.result === result).length;
  return {
    'Place Orders': checkouts.length,
    placed: count('placed'),
    'refused (409)': count('refused'),
    failed: count('failed'),
    'gave up': count('gave up'),
    'sent more than once': checkouts.filter((c) => c.answers.length > 1).length,
    'placed by an earlier attempt (replayed)': checkouts.filter((c) => c.replayed).length,
    'not sent: sold out at the quote': soldOutAtQuote,
  };
}

async function startStores(run: Cleanup, setup: RunSetup) {
  const database =
    setup.kind === 'pglite' ? undefined : await startDatabase(run, `ff_bench_${setup.kind}`);
  const start = (name: string) =>
    startInstance(run, {
      dir: setup.dir,
      name,
      amplifyOutputs: setup.amplifyOutputs,
      ...(database ? { databaseUrl: database.url } : {}),
    });
  // One after the other, as a deployment replaces servers: of two started at once on a new
  // database one may exit 1 ('deadlock detected' in pg-boss's createQueue).
  const instances: StoreInstance[] = [];
  for (const name of setup.kind === 'two' ? ['a', 'b'] : ['a']) instances.push(await start(name));
  return { database, instances };
}

export async function runLoad(parent: Cleanup, setup: RunSetup): Promise<RunReport> {
  const { options, kind } = setup;
  const run = new Cleanup();
  const forget = parent.add(`the ${kind} run`, () => run.runAll());
  try {
    mkdirSync(setup.dir, { recursive: true });
    console.log(`\n== ${runLabels[kind]}: starting…`);
    const { database, instances } = await startStores(run, setup);
    let origin = instances[0]!.url;
    let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
    let closeProxy = async () => {};
    if (kind === 'two') {
      const port = await freePort();
      proxy = await startRoundRobinProxy(
        port,
        instances.map((instance) => instance.url),
      );
      closeProxy = run.add('the proxy', proxy.close);
      origin = `http://127.0.0.1:${port}`;
    }
    const connections = Math.min(options.shoppers, 256);
    const client = httpClient(origin, connections);
    run.add('the client', () => client.close());
    const plan = {
      drops: options.drops,
      productsPerDrop: options.productsPerDrop,
      unitsPerProduct: options.unitsPerProduct,
      seconds: options.seconds,
    };
    const drops = await createDrops(client, setup.adminToken, plan);
    const catalogue = await catalogueSizes(client);
    console.log(
      `   ${drops.length} products in ${options.drops} drops of ${options.productsPerDrop} × ${options.unitsPerProduct} units; measuring the bare Hono server…`,
    );
    const bare = await measureBare(run, {
      dir: setup.dir,
      productList: await productList(client),
      shoppers: options.shoppers,
      connections,
      seconds: Math.min(10, options.seconds),
    });

    console.log(`   ${options.shoppers} shoppers for ${options.seconds} s…`);
    const log = new RequestLog(performance.now());
    const runStartedAt = Date.now();
    const context: ShopContext = {
      client,
      log,
      catalogue,
      drops,
      endsAtMs: options.seconds * 1000,
      checkouts: [],
      soldOutAtQuote: { count: 0 },
    };
    const [timings] = await Promise.all([
      disrupt(kind, {
        log,
        seconds: options.seconds,
        instances,
        ...(database ? { cluster: database.cluster } : {}),
      }),
      ...setup.shoppers.map((shopper, index) => shop(shopper, index, context)),
    ]);
    const servedPerInstance = proxy ? [...proxy.served] : undefined;
    // Every Place Order with its attempts, beside the ledgers, to look into a broken invariant.
    writeFileSync(
      join(setup.dir, 'checkouts.json'),
      JSON.stringify({ runStartedAt, checkouts: context.checkouts }, null, 1),
    );

    // Nothing may change while the invariants are read: the servers drain and stop first.
    await closeProxy();
    for (const instance of instances) await instance.stop();
    const opened = await openDatabase(
      database
        ? { url: database.url, migrate: false }
        : { dataDir: join(instances[0]!.dataDir, 'pglite'), migrate: false },
    );
    const checked = await checkInvariants(opened.db, {
      drops,
      checkouts: context.checkouts,
      ledgers: instances.map((instance, index) => ({
        instance: `server ${'ab'[index]}`,
        file: instance.ledger,
      })),
      runStartedAt,
    }).finally(() => opened.close());

    const crashes = instances.flatMap((instance) => instance.crashes);
    const crashTimings = crashes.map((crash) => ({
      name: `server ${crash.server} exited on its own (${crash.exit}) and was started again${crash.restartFailed ? `, which failed: ${crash.restartFailed}` : ''}`,
      atMs: crash.exitedAt - runStartedAt,
      backAtMs: (crash.readyAgainAt ?? Date.now()) - runStartedAt,
    }));
    return {
      kind,
      label: runLabels[kind],
      bare,
      kinds: log.figures(options.seconds),
      checkouts: checkoutSummary(context.checkouts, context.soldOutAtQuote.count),
      disruptions: [...timings, ...crashTimings]
        .sort((a, b) => a.atMs - b.atMs)
        .map((timing) => ({ ...timing, clientsSaw: log.during(windowOf(timing)) })),
      invariants: checked.invariants,
      stock: checked.stock,
      ...(servedPerInstance ? { servedPerInstance } : {}),
      timeline: log.timeline(options.seconds),
    };
  } finally {
    await forget();
  }
}

async function productList(client: ReturnType<typeof httpClient>): Promise<string> {
  const answer = await client.send('GET', '/api/products');
  return answer.status === 200 ? answer.body : '[]';
}
