import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from './test/ports';

const dir = mkdtempSync(join(tmpdir(), 'ff-shutdown-'));
/** The server's process, stopped here should the test fail before it exits on its own. */
let servers: number[] = [];
afterAll(() => {
  for (const pid of servers.filter((pid) => isRunning(pid))) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

// `npm run serve` runs the compiled server, as in production: compile it (about 1 s).
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
});

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function until(condition: () => Promise<boolean>, what: string, limitMs = 90_000) {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The processes `pid` started (Linux). */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('SIGTERM to `npm run serve` lets a request in progress finish, then the server exits 0', async () => {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Forge & Flame</title>');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const npm = spawn('npm', ['run', 'serve', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: dir,
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      SEED: '0',
      LOG_LEVEL: 'warn',
      // The drain must outlast this test's own wait for the server to stop listening, which
      // takes over the default 5 s on a busy machine; the server exits once the request ends.
      SHUTDOWN_TIMEOUT_SECONDS: '60',
    },
  });
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  await until(() => answers(`${url}/healthz`), 'the server to answer');
  // npm's script execs the server: no shell in between to swallow the signal.
  servers = childrenOf(npm.pid!);
  expect(servers).toHaveLength(1);

  // A request whose body is still arriving when the signal comes.
  const body = JSON.stringify({ token: 'not-a-real-confirmation-token' });
  let bodyDoneAt = 0;
  const answered = new Promise<{ status: number; at: number }>((resolve, reject) => {
    const slow = request(`${url}/api/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    slow.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, at: Date.now() }));
    });
    slow.on('error', reject);
    slow.write(body.slice(0, 10));
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      npm.kill('SIGTERM');
      // The server stops taking connections once it has the signal.
      await until(
        async () => !(await answers(`${url}/healthz`)),
        'the server to stop listening',
        20_000,
      );
      bodyDoneAt = Date.now();
      slow.end(body.slice(10));
    })().catch(reject);
  });

  const { status, at } = await answered;
  expect(at).toBeGreaterThanOrEqual(bodyDoneAt);
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(await exited).toBe(0);
  await until(async () => !servers.some(isRunning), 'the server process to be gone', 10_000);
}, 150_000);
