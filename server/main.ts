import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createTokenVerifier } from './auth';
import { settableClock, systemClock } from './clock';
import { openCatalogueCache } from './cache';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { cognitoDirectory } from './identity/directory';
import { adminSecretFrom, poolConnection } from './identity/pool-connection';
import { smtpMailer, unconfiguredMailer } from './mail/mailer';
import { loadUnsubscribeSecret } from './mail/unsubscribe';
import { testPaymentProvider } from './payments/test-provider';
import { identityOriginOf } from './security-headers';
import { renewMemberships } from './services/membership';
import { loadPrerender, prerenderDirOf } from './seo/prerender';
import { serveBuiltApp } from './static';
import { localDirectoryStorage } from './storage';

/**
 * `npm run serve` / `npm run api`: opens the database (migrates, seeds unless SEED=0) and
 * listens. Runs under tsx (`tsx server/main.ts`), since the server is TypeScript.
 */
const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir },
);
if (config.seed) await seedDatabase(database.db);
const cache = await openCatalogueCache(database);

// One provider and mailer for the API and the renewals, so renewals charge the cards it knows.
const payments = testPaymentProvider({ ledger: config.testPaymentsLedger });
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : unconfiguredMailer();
const clock = config.testClock ? settableClock() : undefined;
if (clock) process.stdout.write('TEST_CLOCK=1: /api/test/clock can move the clock\n');

const app = createApp({
  db: database.db,
  cache,
  storage: localDirectoryStorage(config.uploadsDir),
  verifier: createTokenVerifier(config.amplifyOutputs),
  payments,
  mailer,
  ...(clock ? { testClock: clock } : {}),
  publicUrl: config.publicUrl,
  unsubscribeSecret: loadUnsubscribeSecret(config.unsubscribeSecret, config.unsubscribeSecretFile),
  writeRateLimits: config.writeRateLimits,
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
});
if (config.staticDir) {
  serveBuiltApp(app, config.staticDir, {
    db: database.db,
    publicUrl: config.publicUrl,
    // Its pages read this server's own API, in-process.
    prerender: await loadPrerender(prerenderDirOf(config.staticDir), async (path, init) =>
      app.request(path, init),
    ),
  });
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  process.stdout.write(`API listening on http://${config.host}:${info.port}\n`);
});

// Due club renewals are charged on a timer; reads and quotes also catch up a member's own.
const renewals = setInterval(() => {
  renewMemberships(database.db, payments, mailer, (clock ?? systemClock).now()).catch(
    (error: unknown) => console.error('Membership renewals failed:', error),
  );
}, config.membershipRenewalIntervalMs);
renewals.unref();

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearInterval(renewals);
  // Stop accepting connections, let open requests finish (5 s at most), then close the database.
  const closed = new Promise<void>((done) => server.close(() => done()));
  setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 5000).unref();
  await closed;
  await cache.close();
  await database.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
