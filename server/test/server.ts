import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { inject } from 'vitest';
import { createApp } from '../app';
import { createTokenVerifier } from '../auth';
import { openCatalogueCache, type CatalogueCache } from '../cache';
import type { Clock, SettableClock } from '../clock';
import type { PaymentProvider } from '../payments/provider';
import type { Database } from '../db/client';
import { cognitoDirectory, type IdentityDirectory } from '../identity/directory';
import { adminSecretFrom, poolConnection } from '../identity/pool-connection';
import { smtpMailer, type Mailer } from '../mail/mailer';
import type { MailOutbox, OutboxOptions } from '../mail/outbox';
import { startBackgroundWork, type BackgroundWork } from '../jobs/background';
import type { JobQueue } from '../jobs/queue';
import { unsubscribeSecretFor } from '../mail/unsubscribe';
import { countersFor, type WriteRateLimits } from '../rate-limit';
import { identityOriginOf } from '../security-headers';
import { openPageCache, type PageCache, type PageCacheOptions } from '../seo/page-cache';
import type { Prerender } from '../seo/prerender';
import { serveBuiltApp } from '../static';
import { localDirectoryStorage, type Storage } from '../storage';
import type { UploadLimits } from '../uploads/limits';
import { createTestDatabase, type TestDatabase } from './database';
import './provided';

export interface TestServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  database: TestDatabase;
  /** The app's own route list (Hono's `app.routes`): middleware and handlers, by method and path. */
  routes: readonly { method: string; path: string }[];
  /** Stops the server and closes the database, then opens both again on the same data. */
  restart(): Promise<void>;
  /** Closes the server's database under it, as when the database goes down (readiness tests). */
  closeDatabase(): Promise<void>;
  /** Bytes the server has read from all its connections so far (bodies included). */
  receivedBytes(): number;
  /** The server's e-mail outbox, as it runs now. */
  readonly outbox: MailOutbox;
  /** The server's job queue, as it runs now. */
  readonly jobs: JobQueue;
  /** The server's open database, to read what it stored. */
  readonly db: Database['db'];
  /** The same open database with its plain-SQL side (a second job queue on it, as another instance). */
  readonly connection: Database;
  /** With staticDir: the painted page cache, as it runs now. */
  readonly pages: PageCache | undefined;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** The outputs file whose pool the server trusts (default: the test identity service's). */
  outputsPath?: string;
  /** A built app to serve beside the API, as main.ts does with STATIC_DIR. */
  staticDir?: string;
  /** With staticDir: paints the public pages (a stand-in for the build's prerenderer). */
  prerender?: Prerender;
  /** With staticDir: the painted page cache's limits (production's by default). */
  pageCache?: PageCacheOptions;
  /** Another server's database, shared as two processes would share PostgreSQL; left in place by stop(). */
  database?: TestDatabase;
  /** Another relay than MailDev's (e.g. one that is down); the outbox delivers through it. */
  mailer?: Mailer;
  /** The outbox's retries (server/mail/outbox.ts); production's by default. */
  outbox?: OutboxOptions;
  /** Runs the club renewals job (every minute, or sent by the test through `jobs`) with these. */
  renewals?: { payments: PaymentProvider; clock: Clock };
  /** A settable clock at /api/test/clock (TEST_CLOCK=1); none: the route is 404. */
  testClock?: SettableClock;
  /** The payment provider; by default a fresh test provider per server. */
  payments?: PaymentProvider;
  /** Mounts the Stripe webhook, verifying with this signing secret. */
  stripeWebhookSecret?: string;
  /** Stripe as the browser sees it: the publishable key the app reads, and the CSP's Stripe hosts. */
  stripePublishableKey?: string;
  /** Write limits; by default far above what any test sends (server/rate-limit.api.ts sets low ones). */
  writeRateLimits?: WriteRateLimits;
  /**
   * The unsubscribe secret configured; null: none, so the server loads one as main.ts does
   * (from the database on PostgreSQL). By default `testUnsubscribeSecret`.
   */
  unsubscribeSecret?: string | null;
  /** Another user directory than the test identity service's with its secret. */
  directory?: IdentityDirectory;
  /** The image quota and in-flight limit per account; production's defaults when none. */
  uploadLimits?: UploadLimits;
  /** Where uploads go (e.g. a test S3 bucket); by default a fresh temp directory of its own. */
  storage?: Storage;
}

const unthrottled: WriteRateLimits = {
  perAccount: 1_000_000,
  perAddress: 1_000_000,
  windowSeconds: 60,
  giftCardAttempts: 1_000_000,
};

/** Counts what every connection of a server reads, closed ones included. */
function byteCounter() {
  let closedBytes = 0;
  const open = new Set<Socket>();
  return {
    watch(server: ServerType) {
      server.on('connection', (socket: Socket) => {
        open.add(socket);
        socket.once('close', () => {
          open.delete(socket);
          closedBytes += socket.bytesRead;
        });
      });
    },
    total: () => closedBytes + [...open].reduce((sum, socket) => sum + socket.bytesRead, 0),
  };
}

function listen(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  return new Promise<{ server: ServerType; port: number }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server, port: (info as AddressInfo).port }),
    );
  });
}

function close(server: ServerType) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive connections from fetch would hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

/** The storefront's public origin in API tests (links in e-mails, canonical URLs). */
export const publicUrl = 'http://localhost:5173';

/** Signs unsubscribe links in API tests, so a test can make a valid token itself. */
export const testUnsubscribeSecret = 'test-unsubscribe-secret';

/** The real app on a free loopback port, over this test file's own database and uploads directory. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const uploadsDir = mkdtempSync(join(tmpdir(), 'ff-api-uploads-'));
  const configuredSecret =
    options.unsubscribeSecret === undefined ? testUnsubscribeSecret : options.unsubscribeSecret;
  const outputsPath = options.outputsPath ?? inject('outputsPath');

  let running: {
    server: ServerType;
    db: Database;
    cache: CatalogueCache;
    pages: PageCache | undefined;
    background: BackgroundWork;
    dbOpen: boolean;
  };
  let routes: TestServer['routes'] = [];
  const received = byteCounter();
  const start = async () => {
    const db = await database.open();
    const cache = await openCatalogueCache(db);
    const pages = options.staticDir ? await openPageCache(db, options.pageCache) : undefined;
    const background = await startBackgroundWork(db, {
      relay:
        options.mailer ??
        smtpMailer(inject('mail').smtpUrl, 'Forge & Flame <orders@forgeandflame.example>'),
      ...(options.outbox ? { outbox: options.outbox } : {}),
      ...(options.renewals ? { renewals: options.renewals } : {}),
      // Jobs are looked for every half second (pg-boss's least), so tests wait little.
      queue: { pollingIntervalSeconds: 0.5, graceMs: 2000, log: console },
    });
    const outbox = background.outbox;
    const app = createApp({
      db: db.db,
      cache,
      ...(pages ? { pages } : {}),
      storage: options.storage ?? localDirectoryStorage(uploadsDir),
      verifier: createTokenVerifier(outputsPath),
      mailer: outbox,
      jobs: background.queue,
      publicUrl,
      unsubscribeSecret: await unsubscribeSecretFor(
        configuredSecret ?? undefined,
        db,
        // PGlite's is kept beside the uploads, in this server's own temporary directory.
        join(uploadsDir, '.unsubscribe-secret'),
      ),
      writeRateLimits: options.writeRateLimits ?? unthrottled,
      rateLimitCounters: countersFor(db),
      ...(options.uploadLimits ? { uploadLimits: options.uploadLimits } : {}),
      ...(options.testClock ? { testClock: options.testClock } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
      ...(options.stripeWebhookSecret ? { stripeWebhookSecret: options.stripeWebhookSecret } : {}),
      ...(options.stripePublishableKey
        ? { stripePublishableKey: options.stripePublishableKey }
        : {}),
      identityOrigin: identityOriginOf(outputsPath),
      directory:
        options.directory ??
        cognitoDirectory(
          poolConnection(outputsPath, adminSecretFrom({ secret: inject('identityAdminSecret') })),
        ),
      ...(options.staticDir ? { health: { staticDir: options.staticDir } } : {}),
    });
    if (options.staticDir) {
      serveBuiltApp(app, options.staticDir, {
        db: db.db,
        publicUrl,
        ...(pages ? { pages } : {}),
        ...(options.prerender ? { prerender: options.prerender } : {}),
      });
    }
    routes = app.routes;
    const { server, port: bound } = await listen(app);
    received.watch(server);
    running = { server, db, cache, pages, background, dbOpen: true };
    return bound;
  };
  const closeDatabase = async () => {
    if (!running.dbOpen) return;
    running.dbOpen = false;
    await running.background.stop();
    await running.pages?.close();
    await running.cache.close();
    await running.db.close();
  };
  const stopRunning = async () => {
    await close(running.server);
    await closeDatabase();
  };

  const testServer: TestServer = {
    url: `http://127.0.0.1:${await start()}`,
    database,
    get routes() {
      return routes;
    },
    receivedBytes: received.total,
    get outbox() {
      return running.background.outbox;
    },
    get jobs() {
      return running.background.queue;
    },
    get db() {
      return running.db.db;
    },
    get connection() {
      return running.db;
    },
    get pages() {
      return running.pages;
    },
    closeDatabase: () => closeDatabase(),
    async restart() {
      await stopRunning();
      testServer.url = `http://127.0.0.1:${await start()}`;
    },
    async stop() {
      await stopRunning();
      if (!options.database) await database.dispose();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
  return testServer;
}
