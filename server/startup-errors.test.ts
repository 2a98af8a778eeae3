import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/ports';

const dir = mkdtempSync(join(tmpdir(), 'ff-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Exit {
  code: number | null;
  stderr: string;
}

/** `server/main.ts` as the operator runs it, with `env` over a clean development setting. */
function startServer(env: Record<string, string>): Promise<Exit> {
  // Empty counts as unset: whatever the test runner's environment holds stays out of the case.
  const unset = { DATABASE_URL: '', STATIC_DIR: '', SMTP_URL: '', PUBLIC_URL: '' };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/main.ts'],
      {
        env: {
          ...process.env,
          ...unset,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          SEED: '0',
          ...env,
        },
        timeout: 90_000,
      },
      (error, _stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr });
      },
    );
  });
}

// Each case is a process of its own, starting tsx: run them side by side.
describe.concurrent(
  'a server that cannot start says why in one line and exits 1',
  { timeout: 120_000 },
  () => {
    it('a setting that is wrong', async () => {
      const { code, stderr } = await startServer({ PORT: 'abc', DATA_DIR: join(dir, 'config') });
      expect(code).toBe(1);
      expect(stderr).toBe('PORT: must be a port number from 0 to 65535, not "abc"\n');
    });

    it('a client build that is not there', async () => {
      const missing = join(dir, 'no-build');
      const { code, stderr } = await startServer({
        STATIC_DIR: missing,
        DATA_DIR: join(dir, 'build'),
      });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `STATIC_DIR: ${missing} holds no client build (no index.html): run \`npm run build\` first, or unset STATIC_DIR to serve the API only\n`,
      );
    });

    it('a database that does not answer, after retrying', async () => {
      const port = await freePort();
      const { code, stderr } = await startServer({
        DATABASE_URL: `postgres://shop:secret-password@127.0.0.1:${port}/shop`,
        // The retries' schedule in 1 s (30 s by default).
        DATABASE_WAIT_SECONDS: '1',
        LOG_LEVEL: 'silent',
      });
      expect(code).toBe(1);
      expect(stderr).toMatch(
        new RegExp(
          `^Cannot reach the database at postgres://shop:\\*\\*\\*@127\\.0\\.0\\.1:${port}/shop after 6 tries over 1 s: .*ECONNREFUSED.*\\n$`,
        ),
      );
      expect(stderr).not.toContain('secret-password');
    });

    it('a port another process holds', async () => {
      const holder: Server = createServer();
      const port = await new Promise<number>((resolve) =>
        holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)),
      );
      try {
        const { code, stderr } = await startServer({
          PORT: String(port),
          DATA_DIR: join(dir, 'port'),
          LOG_LEVEL: 'silent',
        });
        expect(code).toBe(1);
        expect(stderr).toBe(
          `PORT: 127.0.0.1:${port} is already in use by another process: stop it or set another PORT\n`,
        );
      } finally {
        holder.close();
      }
    });
  },
);
