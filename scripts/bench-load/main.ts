import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { signInAdmin, signInShoppers, startBenchIdentity } from './accounts';
import { buildStore } from './build';
import { Cleanup } from './cleanup';
import { parseOptions } from './options';
import { printRun, reportPath, writeReport } from './report';
import { runLoad, type RunReport } from './run';

/** The last run's servers' data and payment ledgers, kept for a look after the run. */
const runsDir = resolve('.cache/bench-load/last-run');

export async function main(argv: string[]): Promise<number> {
  const started = performance.now();
  const options = parseOptions(argv);
  const cleanup = new Cleanup();
  cleanup.onSignals();
  const loadAverage = loadavg()[0]!;
  const runs: RunReport[] = [];
  let failure: string | undefined;
  console.log(
    `Load benchmark: ${options.shoppers} shoppers for ${options.seconds} s per run (${options.runs.join(', ')}); load average ${loadAverage.toFixed(1)} on this machine at the start.`,
  );
  try {
    const identity = await startBenchIdentity(cleanup);
    buildStore({ rebuild: options.rebuild, amplifyOutputs: identity.outputsPath });
    const admin = await signInAdmin(identity);
    const shoppers = await signInShoppers(identity, options.shoppers);
    rmSync(runsDir, { recursive: true, force: true });
    for (const kind of options.runs) {
      const report = await runLoad(cleanup, {
        kind,
        options,
        dir: join(runsDir, kind),
        amplifyOutputs: identity.outputsPath,
        adminToken: admin.accessToken,
        shoppers,
      });
      runs.push(report);
      printRun(report, options);
    }
  } catch (error) {
    failure = (error as Error).stack ?? String(error);
    throw error;
  } finally {
    await cleanup.runAll();
    const wallSeconds = Math.round((performance.now() - started) / 1000);
    writeReport({
      date: new Date().toISOString(),
      loadAverage,
      options,
      wallSeconds,
      runs,
      ...(failure ? { failure } : {}),
    });
    console.log(
      `\nWall time: ${Math.floor(wallSeconds / 60)} min ${wallSeconds % 60} s. Numbers in ${reportPath}; the servers' data and ledgers in ${runsDir}/.`,
    );
  }
  const broken = runs.flatMap((run) =>
    run.invariants.filter((i) => !i.ok).map((i) => `${run.kind}: ${i.name}`),
  );
  console.log(
    broken.length === 0 ? 'Every invariant held in every run.' : `BROKEN: ${broken.join('; ')}`,
  );
  return broken.length === 0 ? 0 : 1;
}
