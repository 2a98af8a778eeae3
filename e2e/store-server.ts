import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPublicHosts } from '../domain/host-gate';
import { testDeploymentEnv } from '../server/test/test-deployment';
import { serverOutDir } from './out-dir';

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
  /** The file holding the identity service's management secret (/api/users), read at each call. */
  identityAdminSecretFile?: string;
  /** Settings added last (a shared database, object storage, another public URL). */
  env?: Record<string, string>;
}

/** A domain the e2e server names in PUBLIC_HOSTS; the build's own rules would gate it. */
export const configuredPublicDomain = 'amplifyapp.test';

/**
 * The production server as it ships (the compiled server, serving the build and the API in one
 * process, as `npm run serve`) on 127.0.0.1, which serves both hosts: localhost (public) and
 * 127.0.0.1 (gated). Resolves once /readyz says it is ready; the first start of a new database
 * runs initdb and the seed (about 5 s).
 */
export async function startStoreServer(options: StoreServerOptions): Promise<ChildProcess> {
  const main = join(serverOutDir, 'main.js');
  if (!existsSync(main)) {
    throw new Error(
      `No compiled server at ${main}: run the e2e suite once without E2E_SKIP_BUILD.`,
    );
  }
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    // Its log (stdout) is kept to the last lines, to say why a server that exits did.
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...testDeploymentEnv,
      // A test that needs no e-mail gives no relay.
      ALLOW_NO_MAIL: '1',
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
      // The spec's public hosts and one named here (e2e/public-hosts.e2e.ts); every other
      // host, 127.0.0.1 among them, stays behind the sign-in as the spec says.
      PUBLIC_HOSTS: [...defaultPublicHosts, `*.${configuredPublicDomain}`].join(','),
      GATE_UNKNOWN_HOSTS: '1',
      ...(options.seedDemo ? { SEED_DEMO: '1' } : {}),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...(options.identityAdminSecretFile
        ? { IDENTITY_ADMIN_SECRET_FILE: options.identityAdminSecretFile }
        : {}),
      ...options.env,
    },
  });
  let lastLines = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    lastLines = (lastLines + chunk.toString()).slice(-4000);
  });
  // A first start runs initdb, the migrations and the seed: on a loaded machine over a minute.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (${child.exitCode}); its last log lines:\n${lastLines}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/readyz`)).ok) return child;
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
  // Gone already, by an exit or a signal: nothing to stop (killing its group would throw ESRCH).
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw error;
  }
  await exited;
}
