import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultHostRules } from '../domain/host-gate';
import { ConfigError, readConfig } from './config';

const dir = mkdtempSync(join(tmpdir(), 'ff-config-'));
/** A real user pool's outputs, and the local identity service's. */
const poolOutputs = join(dir, 'pool.json');
writeFileSync(
  poolOutputs,
  JSON.stringify({
    auth: { aws_region: 'eu-west-1', user_pool_id: 'eu-west-1_abc', user_pool_client_id: 'c1' },
  }),
);
const localOutputs = join(dir, 'local.json');
writeFileSync(
  localOutputs,
  JSON.stringify({
    auth: { aws_region: 'eu-west-1', user_pool_id: 'local_1', user_pool_client_id: 'c1' },
    custom: {
      userPoolEndpoint: 'http://127.0.0.1:9229',
      tokenIssuer: 'http://127.0.0.1:9229/local_1',
    },
  }),
);

/** Everything production needs, for a real shop. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.com',
  DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
  SMTP_URL: 'smtps://user:pass@email-smtp.eu-west-1.amazonaws.com',
  MAIL_FROM: 'Shop <shop@example.com>',
  UNSUBSCRIBE_SECRET: 'x'.repeat(32),
  AMPLIFY_OUTPUTS: poolOutputs,
  ALLOW_TEST_PAYMENTS: '1',
};

/** The lines readConfig refuses `env` with. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('readConfig', () => {
  it('has defaults for a local run', () => {
    expect(readConfig({})).toEqual({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('.data'),
      pgliteDir: join(resolve('.data'), 'pglite'),
      processes: 1,
      uploadsDir: join(resolve('.data'), 'uploads'),
      databaseWaitMs: 30_000,
      migrateOnStart: true,
      amplifyOutputs: resolve('amplify_outputs.json'),
      seed: true,
      mailFrom: 'Forge & Flame <orders@forgeandflame.example>',
      publicUrl: 'http://localhost:3000',
      unsubscribeSecretFile: join(resolve('.data'), 'unsubscribe-secret'),
      writeRateLimits: { perAccount: 60, perAddress: 120, windowSeconds: 60, giftCardAttempts: 10 },
      uploadLimits: { quotaBytes: 50 * 1024 * 1024, inFlightPerAccount: 2 },
      testClock: false,
      hostRules: defaultHostRules,
      logLevel: 'info',
      shutdownTimeoutMs: 5000,
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      ...production,
      PORT: '4180',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/data',
      SEED: '0',
      STATIC_DIR: 'dist',
      RATE_LIMIT_ACCOUNT_WRITES: '5',
      RATE_LIMIT_ADDRESS_WRITES: '10',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_GIFT_CARD_ATTEMPTS: '3',
      CLIENT_IP_HEADER: 'x-real-ip',
      UPLOAD_QUOTA_MB: '200',
      TEST_CLOCK: '1',
      TEST_PAYMENTS_LEDGER: '/srv/ledger.jsonl',
      IDENTITY_ADMIN_SECRET_FILE: '/srv/identity/admin-secret',
      PUBLIC_HOSTS: 'www.*, *.cloudfront.net, Shop.Example.com',
      GATE_UNKNOWN_HOSTS: '1',
      MIGRATE_ON_START: '1',
      DATABASE_WAIT_SECONDS: '5',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      WEB_CONCURRENCY: '2',
    });
    expect(config).toMatchObject({
      production: true,
      port: 4180,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop:pw@db:5432/shop',
      pgliteDir: '/srv/data/pglite',
      processes: 2,
      uploadsDir: '/srv/data/uploads',
      amplifyOutputs: poolOutputs,
      seed: false,
      staticDir: resolve('dist'),
      smtpUrl: production.SMTP_URL,
      mailFrom: 'Shop <shop@example.com>',
      publicUrl: 'https://shop.example.com',
      unsubscribeSecret: production.UNSUBSCRIBE_SECRET,
      unsubscribeSecretFile: '/srv/data/unsubscribe-secret',
      writeRateLimits: {
        perAccount: 5,
        perAddress: 10,
        windowSeconds: 30,
        giftCardAttempts: 3,
        clientAddressHeader: 'x-real-ip',
      },
      uploadLimits: { quotaBytes: 200 * 1024 * 1024, inFlightPerAccount: 2 },
      testClock: true,
      testPaymentsLedger: '/srv/ledger.jsonl',
      identityAdminSecretFile: '/srv/identity/admin-secret',
      hostRules: {
        publicHosts: ['www.*', '*.cloudfront.net', 'shop.example.com'],
        unknownHosts: 'gated',
      },
      migrateOnStart: true,
      databaseWaitMs: 5000,
      logLevel: 'warn',
      shutdownTimeoutMs: 20_000,
    });
  });

  it('has production defaults: every interface, no migrating at start, unknown hosts public', () => {
    expect(readConfig(production)).toMatchObject({
      host: '0.0.0.0',
      migrateOnStart: false,
      hostRules: { unknownHosts: 'public' },
    });
    expect(readConfig({ NODE_ENV: 'development' }).hostRules.unknownHosts).toBe('gated');
  });

  it('refuses a public host that is not a host pattern, in one line naming it', () => {
    expect(problemsOf({ PUBLIC_HOSTS: 'shop.*.com' })).toEqual([
      'PUBLIC_HOSTS: "shop.*.com" is not a host name, "*.domain", "label.*" or "*" (comma-separated)',
    ]);
    expect(problemsOf({ GATE_UNKNOWN_HOSTS: 'maybe' })).toEqual([
      'GATE_UNKNOWN_HOSTS: must be 1 or 0, not "maybe"',
    ]);
  });

  it('says every problem at once, one line each naming the variable', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        RATE_LIMIT_ACCOUNT_WRITES: '0',
        RATE_LIMIT_WINDOW_SECONDS: 'soon',
        UPLOAD_QUOTA_MB: 'lots',
        PUBLIC_URL: 'shop.example.com',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'PORT: must be a port number from 0 to 65535, not "abc"',
      'PUBLIC_URL: must be an http(s) URL, not "shop.example.com"',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
      'RATE_LIMIT_ACCOUNT_WRITES: must be a whole number above 0, not "0"',
      'RATE_LIMIT_WINDOW_SECONDS: must be a whole number above 0, not "soon"',
      'UPLOAD_QUOTA_MB: must be a whole number above 0, not "lots"',
    ]);
  });

  it('never repeats a secret it refuses', () => {
    const problems = problemsOf({
      DATABASE_URL: 'base',
      SMTP_URL: 'mail:secret-password',
      UNSUBSCRIBE_SECRET: 'short-secret',
    });
    expect(problems).toEqual([
      'DATABASE_URL: must be a PostgreSQL URL: postgres://user:password@host:5432/database',
      'SMTP_URL: must be an SMTP URL: smtp://host:port or smtps://user:password@host',
      'UNSUBSCRIBE_SECRET: must be at least 32 characters',
    ]);
  });

  it('in production, requires what a real shop needs', () => {
    expect(problemsOf({ NODE_ENV: 'production', AMPLIFY_OUTPUTS: join(dir, 'none.json') })).toEqual(
      [
        "PUBLIC_URL: required in production: e-mail links and canonical URLs would point at the server's own port",
        'UNSUBSCRIBE_SECRET: required in production: a generated secret differs per instance and is lost with its disk, breaking the links already sent',
        "DATABASE_URL: required in production: set DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded PGlite database's directory), so the data is where you chose",
        `AMPLIFY_OUTPUTS: ${join(dir, 'none.json')} is missing or names no user pool (auth.user_pool_id, auth.user_pool_client_id): production needs the pool's amplify_outputs.json`,
        'SMTP_URL: required in production: order confirmations and every other e-mail would be dropped (ALLOW_NO_MAIL=1 allows it for a test deployment)',
        'MAIL_FROM: required in production: the default sender is a development placeholder',
        'ALLOW_TEST_PAYMENTS: the only payment provider is the test provider, which accepts made-up cards and takes no money: production refuses it unless STRIPE_SECRET_KEY (with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET) is set, or ALLOW_TEST_PAYMENTS=1 (a test deployment)',
      ],
    );
    expect(problemsOf(production)).toEqual([]);
    // PGlite counts as a database.
    expect(problemsOf({ ...production, DATABASE_URL: '', DATA_DIR: '/srv/data' })).toEqual([]);
  });

  it('in production, refuses the development stand-ins unless a test deployment opts in by name', () => {
    const test = {
      ...production,
      AMPLIFY_OUTPUTS: localOutputs,
      SMTP_URL: '',
      MAIL_FROM: '',
      ALLOW_TEST_PAYMENTS: '0',
    };
    expect(problemsOf(test).map((line) => line.split(':')[0])).toEqual([
      'AMPLIFY_OUTPUTS',
      'SMTP_URL',
      'MAIL_FROM',
      'ALLOW_TEST_PAYMENTS',
    ]);
    expect(problemsOf(test)[0]).toMatch(/local identity service.*ALLOW_DEV_IDENTITY=1/);
    expect(
      problemsOf({
        ...test,
        ALLOW_DEV_IDENTITY: '1',
        ALLOW_NO_MAIL: '1',
        ALLOW_TEST_PAYMENTS: '1',
      }),
    ).toEqual([]);
  });

  it('takes payments through Stripe when its three variables are set, in one mode', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_public',
      STRIPE_WEBHOOK_SECRET: 'whsec_signing',
    };
    expect(readConfig(stripe).stripe).toEqual({
      secretKey: 'sk_live_secret',
      publishableKey: 'pk_live_public',
      webhookSecret: 'whsec_signing',
      test: false,
    });
    expect(readConfig({}).stripe).toBeUndefined();
    // STRIPE_API_BASE aims the SDK elsewhere (a local stand-in): its host, port and protocol.
    expect(
      readConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.endpoint,
    ).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(problemsOf({ ...stripe, STRIPE_API_BASE: 'ftp://stripe' })).toEqual([
      'STRIPE_API_BASE: must be an http(s) URL, not "ftp://stripe"',
    ]);
    // Production needs no ALLOW_TEST_PAYMENTS with Stripe's keys.
    expect(problemsOf({ ...production, ALLOW_TEST_PAYMENTS: '0', ...stripe })).toEqual([]);

    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_secret' })).toEqual([
      "STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY: the browser's Payment Element needs it",
      "STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY: Stripe's events (payments, refunds, disputes) cannot be verified without it",
    ]);
    expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: 'pk_test_public' })).toEqual([
      'STRIPE_SECRET_KEY: required with STRIPE_PUBLISHABLE_KEY: without it the test provider takes the payments',
    ]);
    expect(problemsOf({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_public' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is a test key but STRIPE_SECRET_KEY is a live key: use the pair from one mode',
    ]);
    // A malformed secret is named, never repeated.
    expect(
      problemsOf({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_WEBHOOK_SECRET: 'oops' }),
    ).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_test_… or sk_live_…)',
      "STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret (whsec_…)",
    ]);
  });

  it('keeps uploads in S3 with STORAGE=s3, and says in one line what is missing or ignored', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'ff-uploads', S3_REGION: 'eu-west-1' };
    expect(readConfig(s3).s3).toEqual({ bucket: 'ff-uploads', region: 'eu-west-1' });
    expect(
      readConfig({ ...s3, S3_PREFIX: 'shop/', S3_ENDPOINT: 'http://127.0.0.1:9000/' }).s3,
    ).toEqual({
      bucket: 'ff-uploads',
      region: 'eu-west-1',
      prefix: 'shop/',
      endpoint: 'http://127.0.0.1:9000',
    });
    expect(readConfig({}).s3).toBeUndefined();

    expect(problemsOf({ STORAGE: 's3' })).toEqual([
      'S3_BUCKET: required with STORAGE=s3',
      'S3_REGION: required with STORAGE=s3',
    ]);
    expect(problemsOf({ STORAGE: 'S3 bucket' })).toEqual([
      'STORAGE: must be local or s3, not "S3 bucket"',
    ]);
    expect(problemsOf({ ...s3, S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT: must be an http(s) URL, not "minio:9000"',
    ]);
    expect(problemsOf({ S3_BUCKET: 'ff-uploads' })).toEqual([
      'STORAGE: is local, so S3_BUCKET would be ignored: set STORAGE=s3 to keep uploads in the bucket, or unset it',
    ]);
  });
});
