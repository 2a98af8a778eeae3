import { join, resolve } from 'node:path';
import { brand } from '../domain/brand';
import { hostRulesFrom, type HostRules } from '../domain/host-gate';
import { defaultWriteRateLimits, type WriteRateLimits } from './rate-limit';
import { defaultUploadLimits, type UploadLimits } from './uploads/limits';

/**
 * The server's settings, from the environment: PORT (3000), HOST (127.0.0.1), DATABASE_URL,
 * DATA_DIR (.data), AMPLIFY_OUTPUTS (amplify_outputs.json), SEED (on; 0 skips), STATIC_DIR,
 * SMTP_URL (e.g. smtp://127.0.0.1:1025 for MailDev, smtps://user:pass@email-smtp… for SES),
 * MAIL_FROM, PUBLIC_URL (the storefront's address in e-mails; http://localhost:PORT),
 * IDENTITY_ADMIN_SECRET or IDENTITY_ADMIN_SECRET_FILE (the local identity service's management
 * secret, for /api/users; the file is read at each call), UNSUBSCRIBE_SECRET (signs unsubscribe links; without it one is
 * generated into DATA_DIR/unsubscribe-secret), RATE_LIMIT_ACCOUNT_WRITES (60), RATE_LIMIT_ADDRESS_WRITES (120),
 * RATE_LIMIT_WINDOW_SECONDS (60), RATE_LIMIT_GIFT_CARD_ATTEMPTS (10 codes tried per address)
 * and CLIENT_IP_HEADER (a header the proxy in front sets to the client's address; none: the
 * connection's), MEMBERSHIP_RENEWAL_INTERVAL_MS (60000: how often club renewals are charged),
 * UPLOAD_QUOTA_MB (50: megabytes of stored images per account), TEST_CLOCK (1: a settable
 * clock at /api/test/clock, for tests only), TEST_PAYMENTS_LEDGER (a file the test payment
 * provider appends each charge and refund to), PUBLIC_HOSTS (the hosts with no sign-in layer;
 * domain/host-gate.ts) and GATE_UNKNOWN_HOSTS (1: other hosts get the sign-in layer even in
 * production).
 */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL through node-postgres when set; PGlite under `dataDir` otherwise. */
  databaseUrl?: string;
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  amplifyOutputs: string;
  seed: boolean;
  /** The built app (e.g. dist/) to serve beside the API, if any. */
  staticDir?: string;
  /** The SMTP relay the store's e-mail goes through; none: e-mail is not sent. */
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /** Unlocks the local identity service's management calls (not needed with a real pool). */
  identityAdminSecret?: string;
  /** The same, read from this file at each call, so a restarted service's new secret counts. */
  identityAdminSecretFile?: string;
  /** Signs unsubscribe links; none: main.ts keeps a generated one in `unsubscribeSecretFile`. */
  unsubscribeSecret?: string;
  unsubscribeSecretFile: string;
  /** Writes under /api per account and per address in each window; over them, 429. */
  writeRateLimits: WriteRateLimits;
  /** Image storage per account (UPLOAD_QUOTA_MB) and uploads one account may send at once. */
  uploadLimits: UploadLimits;
  /** How often due Smokehouse Club renewals are charged. */
  membershipRenewalIntervalMs: number;
  /** TEST_CLOCK=1: /api/test/clock sets the server's clock. Never in production. */
  testClock: boolean;
  /** Which hosts are public; sent to the app in every page. */
  hostRules: HostRules;
  /** Where the test payment provider writes down each charge and refund (JSON lines). */
  testPaymentsLedger?: string;
}

function portFrom(value: string | undefined, fallback: number): number {
  const port = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${value}"`);
  }
  return port;
}

function countFrom(name: string, value: string | undefined, fallback: number): number {
  const count = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  }
  return count;
}

function writeRateLimitsFrom(env: NodeJS.ProcessEnv): WriteRateLimits {
  const limits: WriteRateLimits = {
    perAccount: countFrom(
      'RATE_LIMIT_ACCOUNT_WRITES',
      env.RATE_LIMIT_ACCOUNT_WRITES,
      defaultWriteRateLimits.perAccount,
    ),
    perAddress: countFrom(
      'RATE_LIMIT_ADDRESS_WRITES',
      env.RATE_LIMIT_ADDRESS_WRITES,
      defaultWriteRateLimits.perAddress,
    ),
    windowSeconds: countFrom(
      'RATE_LIMIT_WINDOW_SECONDS',
      env.RATE_LIMIT_WINDOW_SECONDS,
      defaultWriteRateLimits.windowSeconds,
    ),
    giftCardAttempts: countFrom(
      'RATE_LIMIT_GIFT_CARD_ATTEMPTS',
      env.RATE_LIMIT_GIFT_CARD_ATTEMPTS,
      defaultWriteRateLimits.giftCardAttempts!,
    ),
  };
  if (env.CLIENT_IP_HEADER) limits.clientAddressHeader = env.CLIENT_IP_HEADER;
  return limits;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || '.data');
  const config: Config = {
    port: portFrom(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    uploadsDir: join(dataDir, 'uploads'),
    amplifyOutputs: resolve(env.AMPLIFY_OUTPUTS || 'amplify_outputs.json'),
    seed: !['0', 'false', 'no', 'off'].includes((env.SEED ?? '').toLowerCase()),
    mailFrom: env.MAIL_FROM || `${brand.name} <orders@forgeandflame.example>`,
    publicUrl: '',
    unsubscribeSecretFile: join(dataDir, 'unsubscribe-secret'),
    writeRateLimits: writeRateLimitsFrom(env),
    uploadLimits: {
      ...defaultUploadLimits,
      quotaBytes:
        countFrom(
          'UPLOAD_QUOTA_MB',
          env.UPLOAD_QUOTA_MB,
          defaultUploadLimits.quotaBytes / (1024 * 1024),
        ) *
        1024 *
        1024,
    },
    membershipRenewalIntervalMs: countFrom(
      'MEMBERSHIP_RENEWAL_INTERVAL_MS',
      env.MEMBERSHIP_RENEWAL_INTERVAL_MS,
      60_000,
    ),
    testClock: env.TEST_CLOCK === '1',
    hostRules: hostRulesFrom(env, env.NODE_ENV === 'production'),
  };
  config.publicUrl = env.PUBLIC_URL || `http://localhost:${config.port}`;
  if (env.SMTP_URL) config.smtpUrl = env.SMTP_URL;
  if (env.IDENTITY_ADMIN_SECRET) config.identityAdminSecret = env.IDENTITY_ADMIN_SECRET;
  if (env.IDENTITY_ADMIN_SECRET_FILE) {
    config.identityAdminSecretFile = resolve(env.IDENTITY_ADMIN_SECRET_FILE);
  }
  if (env.UNSUBSCRIBE_SECRET) config.unsubscribeSecret = env.UNSUBSCRIBE_SECRET;
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL;
  if (env.STATIC_DIR) config.staticDir = resolve(env.STATIC_DIR);
  if (env.TEST_PAYMENTS_LEDGER) config.testPaymentsLedger = resolve(env.TEST_PAYMENTS_LEDGER);
  return config;
}
