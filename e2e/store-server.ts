import { spawn, type ChildProcess } from 'node:child_process';

export interface StoreServerOptions {
  port: number;
  /** The build to serve. */
  outDir: string;
  dataDir: string;
  amplifyOutputs: string;
  /** Sample reviews and orders, as `npm start` has them (SEED_DEMO). */
  seedDemo?: boolean;
  /** Where the server sends its e-mail (MailDev); none: it sends nothing. */
  smtpUrl?: string;
  /** The identity service's management secret (/api/users). */
  identityAdminSecret?: string;
}

/**
 * The production server (the build and the API in one process, as `npm run serve`) on
 * 127.0.0.1, which serves both hosts: localhost (public) and 127.0.0.1 (gated). Resolves once
 * it answers; the first start of a new database runs initdb and the seed (about 5 s).
 */
export async function startStoreServer(options: StoreServerOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      STATIC_DIR: options.outDir,
      DATA_DIR: options.dataDir,
      AMPLIFY_OUTPUTS: options.amplifyOutputs,
      PUBLIC_URL: `http://localhost:${options.port}`,
      // The tests write far faster than people: the limits (server/rate-limit.ts) stay out of the way.
      RATE_LIMIT_ACCOUNT_WRITES: '1000000',
      RATE_LIMIT_ADDRESS_WRITES: '1000000',
      RATE_LIMIT_GIFT_CARD_ATTEMPTS: '1000',
      // e2e/club.e2e.ts moves the clock past a renewal date (POST /api/test/clock).
      TEST_CLOCK: '1',
      ...(options.seedDemo ? { SEED_DEMO: '1' } : {}),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...(options.identityAdminSecret
        ? { IDENTITY_ADMIN_SECRET: options.identityAdminSecret }
        : {}),
    },
  });
  for (let attempt = 0; attempt < 6000; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopStoreServer(child);
  throw new Error(`The server did not start on port ${options.port}`);
}

/** SIGTERM to the server's process group: it closes its connections and the database, then exits. */
export async function stopStoreServer(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}
