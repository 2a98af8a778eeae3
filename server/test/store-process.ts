import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';
import { testDeploymentEnv } from './test-deployment';

export interface StoreProcess {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  /** Throws, with the end of what it printed, if the process has exited. */
  assertRunning(): void;
  /** Everything it printed (stdout and stderr), for checks after the fact. */
  output(): string;
  stop(): Promise<void>;
  /** Ends it at once with SIGKILL (a crash: nothing of its own shutdown runs). */
  crash(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const startLimitMs = 90_000;

/**
 * `server/main.ts` as production runs it, in a process of its own (API only) on a free port,
 * with `env` added to this one's. Resolves once /api/health answers; the first start of a new
 * database migrates and seeds it.
 */
export async function startStoreProcess(env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...testDeploymentEnv,
      ALLOW_NO_MAIL: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The tests write far faster than people: the limits stay out of the way.
      RATE_LIMIT_ACCOUNT_WRITES: '1000000',
      RATE_LIMIT_ADDRESS_WRITES: '1000000',
      ...env,
    },
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const store: StoreProcess = {
    url,
    assertRunning() {
      if (child.exitCode === null && child.signalCode === null) return;
      const how = child.signalCode ?? `code ${child.exitCode}`;
      throw new Error(`The store process exited (${how}). It printed:\n${printed.slice(-4000)}`);
    },
    output: () => printed,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + startLimitMs;
  while (Date.now() < deadline) {
    store.assertRunning();
    const answered = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answered?.ok) return store;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await store.stop();
  throw new Error(`The store process did not answer within ${startLimitMs / 1000} s:\n${printed}`);
}
