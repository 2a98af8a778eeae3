import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hostRulesFrom, type HostRules } from '../domain/host-gate';
import { readIdentityConfig } from './auth';
import {
  environment,
  isProduction,
  parseEnvironment,
  type EnvironmentValues,
  type VariableName,
} from './environment';
import type { WriteRateLimits } from './rate-limit';
import type { S3StorageOptions } from './storage-s3';
import { defaultUploadLimits, type UploadLimits } from './uploads/limits';

/**
 * The server's settings, read once at start from the environment. Every variable, its default
 * and its meaning are in server/environment.ts (and, written from it, in .env.example and the
 * README); this turns them into what the server's parts take.
 */
export interface Config {
  /** NODE_ENV=production: every production rule below held. */
  production: boolean;
  /** Server processes sharing the port (WEB_CONCURRENCY; always 1 on PGlite). */
  processes: number;
  port: number;
  host: string;
  /** PostgreSQL through node-postgres when set; PGlite under `dataDir` otherwise. */
  databaseUrl?: string;
  dataDir: string;
  pgliteDir: string;
  /** Where uploaded images go with STORAGE=local (the default). */
  uploadsDir: string;
  /** STORAGE=s3: the bucket every instance keeps uploaded images in, instead of `uploadsDir`. */
  s3?: Omit<S3StorageOptions, 'credentials'>;
  /** How long to keep trying to reach the database at start. */
  databaseWaitMs: number;
  /** Apply pending migrations at start; otherwise refuse an older schema. */
  migrateOnStart: boolean;
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
  /** TEST_CLOCK=1: /api/test/clock sets the server's clock. */
  testClock: boolean;
  /** Which hosts are public; sent to the app in every page. */
  hostRules: HostRules;
  logLevel: EnvironmentValues['LOG_LEVEL'];
  /** On SIGTERM, how long requests in progress may take before their connections are closed. */
  shutdownTimeoutMs: number;
  /** Where the test payment provider writes down each charge and refund (JSON lines). */
  testPaymentsLedger?: string;
  /** STRIPE_SECRET_KEY and its partners: payments go through Stripe instead of the test provider. */
  stripe?: StripeConfig;
}

export interface StripeConfig {
  secretKey: string;
  /** STRIPE_API_BASE: the SDK's host, port and protocol when not api.stripe.com. */
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
  publishableKey: string;
  webhookSecret: string;
  /** Test-mode keys: Stripe moves no real money. */
  test: boolean;
}

/** The configuration cannot be used: one line per problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

type ProductionRule = (values: EnvironmentValues, env: NodeJS.ProcessEnv) => string | undefined;

const given = (env: NodeJS.ProcessEnv, name: VariableName) => Boolean(env[name]?.trim());

/** Where the local identity service is named in an outputs file, if it is. */
function localIdentityServiceOf(outputsPath: string): string | undefined {
  try {
    const outputs = JSON.parse(readFileSync(outputsPath, 'utf8')) as {
      custom?: { userPoolEndpoint?: unknown; tokenIssuer?: unknown };
    };
    const { userPoolEndpoint, tokenIssuer } = outputs.custom ?? {};
    if (typeof userPoolEndpoint === 'string') return userPoolEndpoint;
    if (typeof tokenIssuer === 'string' && tokenIssuer.startsWith('http:')) return tokenIssuer;
  } catch {
    // readIdentityConfig has said what is wrong with the file.
  }
  return undefined;
}

/** What production needs beyond each variable's own check: a line for each that fails. */
const productionRules: ProductionRule[] = [
  (_values, env) =>
    given(env, 'DATABASE_URL') || given(env, 'DATA_DIR')
      ? undefined
      : "DATABASE_URL: required in production: set DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded PGlite database's directory), so the data is where you chose",
  ({ AMPLIFY_OUTPUTS, ALLOW_DEV_IDENTITY }) => {
    const path = resolve(AMPLIFY_OUTPUTS);
    if (!readIdentityConfig(path)) {
      return `AMPLIFY_OUTPUTS: ${path} is missing or names no user pool (auth.user_pool_id, auth.user_pool_client_id): production needs the pool's amplify_outputs.json`;
    }
    const local = localIdentityServiceOf(path);
    if (local && !ALLOW_DEV_IDENTITY) {
      return `AMPLIFY_OUTPUTS: ${path} names the local identity service (${local}), whose signing key ships in an npm package: use a real user pool's outputs, or set ALLOW_DEV_IDENTITY=1 for a test deployment`;
    }
    return undefined;
  },
  (values, env) =>
    given(env, 'SMTP_URL') || values.ALLOW_NO_MAIL
      ? undefined
      : 'SMTP_URL: required in production: order confirmations and every other e-mail would be dropped (ALLOW_NO_MAIL=1 allows it for a test deployment)',
  (values, env) =>
    given(env, 'MAIL_FROM') || values.ALLOW_NO_MAIL
      ? undefined
      : 'MAIL_FROM: required in production: the default sender is a development placeholder',
  ({ ALLOW_TEST_PAYMENTS }, env) =>
    ALLOW_TEST_PAYMENTS || given(env, 'STRIPE_SECRET_KEY')
      ? undefined
      : 'ALLOW_TEST_PAYMENTS: the only payment provider is the test provider, which accepts made-up cards and takes no money: production refuses it unless STRIPE_SECRET_KEY (with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET) is set, or ALLOW_TEST_PAYMENTS=1 (a test deployment)',
];

/** The S3 variables that only mean something with STORAGE=s3. */
const s3Variables = ['S3_BUCKET', 'S3_REGION', 'S3_PREFIX', 'S3_ENDPOINT'] as const;

/** STORAGE and the S3 variables agree: a line for each that does not. */
function storageProblems(values: EnvironmentValues, env: NodeJS.ProcessEnv): string[] {
  if (values.STORAGE === 's3') {
    return (['S3_BUCKET', 'S3_REGION'] as const)
      .filter((name) => !given(env, name))
      .map((name) => `${name}: required with STORAGE=s3`);
  }
  const stray = s3Variables.filter((name) => given(env, name));
  return stray.length === 0
    ? []
    : [
        `STORAGE: is local, so ${stray.join(', ')} would be ignored: set STORAGE=s3 to keep uploads in the bucket, or unset ${stray.length > 1 ? 'them' : 'it'}`,
      ];
}

const stripePartners = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** The Stripe variables come together, in one mode: a line for each that does not. */
function stripeProblems(values: EnvironmentValues, env: NodeJS.ProcessEnv): string[] {
  if (!given(env, 'STRIPE_SECRET_KEY')) {
    const stray = stripePartners.filter((name) => given(env, name));
    return stray.length === 0
      ? []
      : [
          `STRIPE_SECRET_KEY: required with ${stray.join(' and ')}: without it the test provider takes the payments`,
        ];
  }
  const problems: string[] = stripePartners
    .filter((name) => !given(env, name))
    .map((name) =>
      name === 'STRIPE_PUBLISHABLE_KEY'
        ? "STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY: the browser's Payment Element needs it"
        : "STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY: Stripe's events (payments, refunds, disputes) cannot be verified without it",
    );
  const { STRIPE_SECRET_KEY: secret, STRIPE_PUBLISHABLE_KEY: publishable } = values;
  if (secret && publishable && modeOf(secret) !== modeOf(publishable)) {
    problems.push(
      `STRIPE_PUBLISHABLE_KEY: is a ${modeOf(publishable)} key but STRIPE_SECRET_KEY is a ${modeOf(secret)} key: use the pair from one mode`,
    );
  }
  return problems;
}

/** STRIPE_API_BASE (an http(s) URL) as the Stripe SDK's host, port and protocol. */
function stripeEndpointOf(base: string): NonNullable<StripeConfig['endpoint']> {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

const modeOf = (key: string) => (key.split('_')[1] === 'live' ? 'live' : 'test');

/**
 * The settings from the environment, every variable checked.
 * @throws ConfigError listing every problem, one line each.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = isProduction(env);
  const { values, problems } = parseEnvironment(env);
  let hostRules: HostRules | undefined;
  try {
    const gate = values.GATE_UNKNOWN_HOSTS;
    hostRules = hostRulesFrom(
      { PUBLIC_HOSTS: env.PUBLIC_HOSTS, GATE_UNKNOWN_HOSTS: gate ? '1' : '0' },
      production,
    );
  } catch (error) {
    problems.push((error as Error).message);
  }
  problems.push(...storageProblems(values, env));
  problems.push(...stripeProblems(values, env));
  if (production) {
    for (const rule of productionRules) {
      const problem = rule(values, env);
      if (problem) problems.push(problem);
    }
  }
  if (problems.length > 0 || !hostRules) throw new ConfigError(problems);

  const dataDir = resolve(values.DATA_DIR);
  const config: Config = {
    production,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    uploadsDir: join(dataDir, 'uploads'),
    databaseWaitMs: values.DATABASE_WAIT_SECONDS * 1000,
    migrateOnStart: values.MIGRATE_ON_START,
    amplifyOutputs: resolve(values.AMPLIFY_OUTPUTS),
    seed: values.SEED,
    mailFrom: values.MAIL_FROM,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    unsubscribeSecretFile: join(dataDir, 'unsubscribe-secret'),
    writeRateLimits: {
      perAccount: values.RATE_LIMIT_ACCOUNT_WRITES,
      perAddress: values.RATE_LIMIT_ADDRESS_WRITES,
      windowSeconds: values.RATE_LIMIT_WINDOW_SECONDS,
      giftCardAttempts: values.RATE_LIMIT_GIFT_CARD_ATTEMPTS,
      ...(values.CLIENT_IP_HEADER ? { clientAddressHeader: values.CLIENT_IP_HEADER } : {}),
    },
    uploadLimits: { ...defaultUploadLimits, quotaBytes: values.UPLOAD_QUOTA_MB * 1024 * 1024 },
    testClock: values.TEST_CLOCK,
    hostRules,
    logLevel: values.LOG_LEVEL,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    // PGlite's data directory is opened by one process only.
    processes: values.DATABASE_URL ? values.WEB_CONCURRENCY : 1,
  };
  if (values.SMTP_URL) config.smtpUrl = values.SMTP_URL;
  if (values.IDENTITY_ADMIN_SECRET) config.identityAdminSecret = values.IDENTITY_ADMIN_SECRET;
  if (values.IDENTITY_ADMIN_SECRET_FILE) {
    config.identityAdminSecretFile = resolve(values.IDENTITY_ADMIN_SECRET_FILE);
  }
  if (values.UNSUBSCRIBE_SECRET) config.unsubscribeSecret = values.UNSUBSCRIBE_SECRET;
  if (values.DATABASE_URL) config.databaseUrl = values.DATABASE_URL;
  if (values.STORAGE === 's3' && values.S3_BUCKET && values.S3_REGION) {
    config.s3 = {
      bucket: values.S3_BUCKET,
      region: values.S3_REGION,
      ...(values.S3_PREFIX ? { prefix: values.S3_PREFIX } : {}),
      ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT } : {}),
    };
  }
  if (values.STATIC_DIR) config.staticDir = resolve(values.STATIC_DIR);
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = values;
  if (STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET) {
    config.stripe = {
      secretKey: STRIPE_SECRET_KEY,
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      test: modeOf(STRIPE_SECRET_KEY) === 'test',
      ...(values.STRIPE_API_BASE ? { endpoint: stripeEndpointOf(values.STRIPE_API_BASE) } : {}),
    };
  }
  if (values.TEST_PAYMENTS_LEDGER) config.testPaymentsLedger = resolve(values.TEST_PAYMENTS_LEDGER);
  return config;
}

/** What `npm run db:migrate` needs: the database, and nothing a web server needs. */
export type DatabaseConfig = Pick<Config, 'databaseUrl' | 'pgliteDir' | 'databaseWaitMs'>;

/**
 * The database's variables only, so the migration step runs with no SMTP or identity settings.
 * @throws ConfigError for those variables' problems.
 */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const { values, problems } = parseEnvironment(env);
  const names = Object.entries(environment)
    .filter(([, variable]) => variable.section === 'database')
    .map(([name]) => `${name}:`);
  const own = problems.filter((line) => names.some((name) => line.startsWith(name)));
  if (own.length > 0) throw new ConfigError(own);
  const dataDir = resolve(values.DATA_DIR);
  return {
    pgliteDir: join(dataDir, 'pglite'),
    databaseWaitMs: values.DATABASE_WAIT_SECONDS * 1000,
    ...(values.DATABASE_URL ? { databaseUrl: values.DATABASE_URL } : {}),
  };
}
