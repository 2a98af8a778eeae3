import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { createTokenVerifier } from './auth';
import { openCatalogueCache } from './cache';
import { settableClock, systemClock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { reachDatabase } from './db/reach';
import { requireCurrentSchema } from './db/schema-version';
import { seedDatabase } from './db/seed';
import { cognitoDirectory } from './identity/directory';
import { adminSecretFrom, poolConnection } from './identity/pool-connection';
import type { Log } from './log';
import { smtpMailer, unconfiguredMailer } from './mail/mailer';
import { unsubscribeSecretFor } from './mail/unsubscribe';
import { databaseCustomerDirectory } from './payments/stripe-customers';
import { stripeClient, stripePaymentProvider } from './payments/stripe-provider';
import { testPaymentProvider } from './payments/test-provider';
import { countersFor } from './rate-limit';
import { identityOriginOf } from './security-headers';
import { startBackgroundWork, type BackgroundWork } from './jobs/background';
import { openPageCache } from './seo/page-cache';
import { prerenderDirOf } from './seo/prerender';
import { loadPrerenderThreads } from './seo/prerender-threads';
import { pendingOrderMail, reconcilePendingOrders } from './services/pending-orders-mail';
import { serveBuiltApp } from './static';
import { localDirectoryStorage } from './storage';
import { normalisedPrefix, s3Storage } from './storage-s3';

/** A reason the server cannot start that the operator can act on: its message is the one line to show. */
export class StartupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StartupError';
  }
}

export interface RunningServer {
  /** The port it listens on (PORT=0 picks a free one). */
  port: number;
  /**
   * Stops taking connections, lets requests in progress finish (SHUTDOWN_TIMEOUT_SECONDS at
   * most), stops the job queue (waiting for jobs in progress), then closes the database and
   * the mail relay.
   */
  stop(): Promise<void>;
}

/** What the operator should do about a listen error, or the error itself when it is not theirs. */
function listenProblem(error: NodeJS.ErrnoException, config: Config): Error {
  const where = `${config.host}:${config.port}`;
  if (error.code === 'EADDRINUSE') {
    return new StartupError(
      `PORT: ${where} is already in use by another process: stop it or set another PORT`,
    );
  }
  if (error.code === 'EACCES') {
    return new StartupError(
      `PORT: this user may not listen on ${where} (ports below 1024 need privileges): set PORT above 1024`,
    );
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new StartupError(
      `HOST: ${config.host} is not an address of this machine: use 0.0.0.0 (every interface) or 127.0.0.1`,
    );
  }
  return error;
}

/**
 * Binds the port and lets it go, before the database is opened (which can take a minute on a
 * new PGlite directory), so a port in use is said at once; listen() still says it if taken since.
 */
function checkPort(config: Config) {
  if (config.port === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(listenProblem(error, config)));
    probe.listen(config.port, config.host, () => probe.close(() => resolve()));
  });
}

function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  config: Config,
) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(server),
    );
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenProblem(error, config)));
  });
}

async function openConfiguredDatabase(config: Config, log: Log): Promise<Database> {
  const migrate = config.migrateOnStart;
  if (!config.databaseUrl) return openDatabase({ dataDir: config.pgliteDir, migrate });
  await reachDatabase(config.databaseUrl, {
    waitMs: config.databaseWaitMs,
    onRetry: (reason, waitMs, attempt) =>
      log.warn(
        `The database does not answer (${reason}): try ${attempt + 1} in ${waitMs / 1000} s`,
      ),
  });
  return openDatabase({ url: config.databaseUrl, migrate });
}

/** One painting thread per core the API's threads leave; one per process when several share them. */
const paintingThreads = (processes: number) =>
  processes > 1 ? 1 : Math.max(1, availableParallelism() - 1);

/**
 * The production server from its configuration: checks the build is there, reaches the
 * database (waiting for it), checks or applies the migrations, seeds, and listens.
 * @throws StartupError for what the operator must fix (one line), DatabaseUnreachable and
 * SchemaOutdated likewise; anything else is a bug.
 */
export async function startServer(config: Config, log: Log): Promise<RunningServer> {
  if (config.staticDir && !existsSync(join(config.staticDir, 'index.html'))) {
    throw new StartupError(
      `STATIC_DIR: ${config.staticDir} holds no client build (no index.html): run \`npm run build\` first, or unset STATIC_DIR to serve the API only`,
    );
  }
  await checkPort(config);
  const database = await openConfiguredDatabase(config, log);
  let unsubscribeSecret: string;
  try {
    if (!config.migrateOnStart) await requireCurrentSchema(database.db);
    if (config.seed) await seedDatabase(database.db);
    unsubscribeSecret = await unsubscribeSecretFor(
      config.unsubscribeSecret,
      database,
      config.unsubscribeSecretFile,
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  const cache = await openCatalogueCache(database);
  // The painted public pages, kept until their data changes (only when the app is served).
  const pages = config.staticDir ? await openPageCache(database) : undefined;

  // One provider and mailer for the API and the renewals, so renewals charge the cards it knows.
  // Stripe when its keys are set (config.ts requires all three together); the test provider otherwise.
  const payments = config.stripe
    ? stripePaymentProvider({
        stripe: stripeClient(config.stripe.secretKey, config.stripe.endpoint),
        // Only for a charge that names none: every charge names the store's setting (chargedTransaction).
        currency: 'USD',
        test: config.stripe.test,
        customers: databaseCustomerDirectory(database.db),
      })
    : testPaymentProvider({ ledger: config.testPaymentsLedger });
  log.info(
    `Payments: ${payments.name}${payments.test ? ' (test mode: no real money moves)' : ' (live)'}`,
  );
  const clock = config.testClock ? settableClock() : undefined;
  // Every e-mail is stored first and delivered by the job queue, so a relay outage loses none;
  // the queue also charges due club renewals, each minute's run on one instance.
  let background: BackgroundWork;
  try {
    background = await startBackgroundWork(database, {
      relay: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : unconfiguredMailer(),
      renewals: { payments, clock: clock ?? systemClock, publicUrl: config.publicUrl },
      pendingOrders: (outbox) =>
        reconcilePendingOrders(
          database.db,
          payments,
          (clock ?? systemClock).now(),
          pendingOrderMail(outbox, config.publicUrl),
        ),
      queue: { log: { warn: (line) => log.warn(line), error: (line) => log.error(line) } },
    });
  } catch (error) {
    await pages?.close();
    await cache.close();
    await database.close();
    throw error;
  }
  const mailer = background.outbox;
  // A crash between a charge and its commit is settled now: paid orders stored (once: their
  // pending row is locked and gone after), declined ones released (issue 30).
  const settled = await reconcilePendingOrders(
    database.db,
    payments,
    (clock ?? systemClock).now(),
    pendingOrderMail(mailer, config.publicUrl),
  );
  if (settled.stored + settled.released > 0) {
    log.info(
      `Pending orders settled at start: ${settled.stored} stored, ${settled.released} released`,
    );
  }
  if (config.s3)
    log.info(`Uploads in S3: ${config.s3.bucket}/${normalisedPrefix(config.s3.prefix)}`);
  if (clock) log.warn('TEST_CLOCK=1: anyone can move the clock at /api/test/clock');
  let shuttingDown = false;

  const app = createApp({
    db: database.db,
    cache,
    ...(pages ? { pages } : {}),
    storage: config.s3 ? s3Storage(config.s3) : localDirectoryStorage(config.uploadsDir),
    verifier: createTokenVerifier(config.amplifyOutputs),
    payments,
    ...(config.stripe
      ? {
          stripeWebhookSecret: config.stripe.webhookSecret,
          stripePublishableKey: config.stripe.publishableKey,
        }
      : {}),
    mailer,
    jobs: background.queue,
    ...(clock ? { testClock: clock } : {}),
    publicUrl: config.publicUrl,
    unsubscribeSecret,
    writeRateLimits: config.writeRateLimits,
    rateLimitCounters: countersFor(database),
    uploadLimits: config.uploadLimits,
    identityOrigin: identityOriginOf(config.amplifyOutputs),
    hostRules: config.hostRules,
    directory: cognitoDirectory(
      poolConnection(
        config.amplifyOutputs,
        adminSecretFrom({
          secret: config.identityAdminSecret,
          secretFile: config.identityAdminSecretFile,
        }),
      ),
    ),
    log,
    health: {
      ...(config.staticDir ? { staticDir: config.staticDir } : {}),
      isShuttingDown: () => shuttingDown,
    },
  });
  // Pages are painted on threads of their own, so a burst of them never holds up the API;
  // their API calls come back to this thread and are answered in-process.
  const painters = config.staticDir
    ? loadPrerenderThreads(
        prerenderDirOf(config.staticDir),
        async (path, init) => app.request(path, init),
        paintingThreads(config.processes),
      )
    : undefined;
  if (config.staticDir) {
    serveBuiltApp(app, config.staticDir, {
      db: database.db,
      publicUrl: config.publicUrl,
      ...(pages ? { pages } : {}),
      ...(painters ? { prerender: painters.prerender } : {}),
    });
  }

  let server: ServerType;
  try {
    server = await listen(app, config);
  } catch (error) {
    await background.stop();
    await painters?.close();
    await pages?.close();
    await cache.close();
    await database.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  log.info(`Listening on http://${config.host}:${port}`);

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    shuttingDown = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection Node does not count as idle at this instant would go on being
    // served through the whole drain: every answer from now on closes its connection.
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) =>
      response.setHeader('connection', 'close'),
    );
    // Idle keep-alive connections would hold close() open; busy ones get the grace period.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const force = setTimeout(() => {
      log.warn('Requests still open after the shutdown timeout: closing their connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    await closed;
    clearTimeout(force);
    await background.stop();
    await painters?.close();
    mailer.close?.();
    await pages?.close();
    await cache.close();
    await database.close();
  };
  return {
    port,
    stop: () => (stopped ??= stop()),
  };
}
