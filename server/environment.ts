import { z } from 'zod';
import { brand } from '../domain/brand';
import { defaultPublicHosts } from '../domain/host-gate';
import { defaultWriteRateLimits } from './rate-limit';
import { defaultUploadLimits } from './uploads/limits';

/**
 * Every environment variable the store server reads, once: how it is parsed, its default and
 * what it means. `readConfig` (config.ts) parses them all at start; `.env.example` and the
 * README's table are written from this list (`npm run config:docs`) and tested against it, so
 * a variable added here is documented everywhere.
 */
export interface Variable<T = unknown> {
  /** Parses the value as written in the environment (never empty: '' counts as unset). */
  schema: z.ZodType<T, string>;
  /** Used when unset; a pair when development and production differ. */
  default?: string | { development: string; production: string };
  /** The default as the docs say it, when the server works it out (PUBLIC_URL). */
  shownDefault?: string;
  /** What it is for, in a sentence or two (the README's and .env.example's words). */
  meaning: string;
  /** Production refuses to start without it; the reason is the problem's line. */
  requiredInProduction?: string;
  section: Section;
}

export type Section =
  'server' | 'database' | 'storage' | 'sign-in' | 'mail' | 'payments' | 'limits' | 'tests';

export const sectionTitles: Record<Section, string> = {
  server: 'The server',
  database: 'The database',
  storage: 'Uploaded images',
  'sign-in': 'Sign-in (the user pool)',
  mail: 'E-mail',
  payments: 'Payments',
  limits: 'Limits and background work',
  tests: 'Tests only',
};

const text = z.string().trim().min(1, 'must not be blank');

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER, what = 'a whole number') =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be ${what}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be ${what}`);

const portNumber = wholeNumber(0, 65535, 'a port number from 0 to 65535');
const count = wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number above 0');

const flagValues: Record<string, boolean> = {
  '1': true,
  true: true,
  yes: true,
  on: true,
  '0': false,
  false: false,
  no: false,
  off: false,
};
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value in flagValues, 'must be 1 or 0')
  .transform((value) => flagValues[value]!);

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:$/.test(URL.parse(value)?.protocol ?? ''), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    const url = URL.parse(value);
    return Boolean(url && /^postgres(ql)?:$/.test(url.protocol) && url.hostname);
  }, 'must be a PostgreSQL URL: postgres://user:password@host:5432/database');

const smtpUrl = z
  .string()
  .trim()
  .refine(
    (value) => /^smtps?:$/.test(URL.parse(value)?.protocol ?? ''),
    'must be an SMTP URL: smtp://host:port or smtps://user:password@host',
  );

const storageKind = z.enum(['local', 's3'], { error: 'must be local or s3' });

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
  error: 'must be one of fatal, error, warn, info, debug, trace, silent',
});

/** A Stripe API key with its prefix (`sk`, `pk`) and mode: `sk_test_…`, `pk_live_…`. */
const stripeKey = (prefix: string, what: string) =>
  text.regex(new RegExp(`^${prefix}_(test|live)_\\S+$`), `must be ${what}`);

/** Keeps whether `default` was given in the type, so a defaulted value is never undefined. */
const variable = <T, const Options extends Omit<Variable<T>, 'schema'>>(
  schema: z.ZodType<T, string>,
  options: Options,
) => ({ schema, ...options });

export const environment = {
  NODE_ENV: variable(text, {
    default: 'development',
    meaning:
      '`production` checks that everything a real shop needs is set (see above) and logs JSON lines; anything else is development.',
    section: 'server',
  }),
  PORT: variable(portNumber, {
    default: '3000',
    meaning: 'The port the server listens on.',
    section: 'server',
  }),
  HOST: variable(text, {
    default: { development: '127.0.0.1', production: '0.0.0.0' },
    meaning:
      'The address it listens on: loopback in development; every interface in production, so a load balancer or a container runtime reaches it.',
    section: 'server',
  }),
  PUBLIC_URL: variable(httpUrl, {
    shownDefault: '`http://localhost:PORT` (development)',
    meaning: "The storefront's public address, for links in e-mails and canonical URLs.",
    requiredInProduction: "e-mail links and canonical URLs would point at the server's own port",
    section: 'server',
  }),
  STATIC_DIR: variable(text, {
    meaning:
      'The client build to serve beside the API (`npm run serve` sets `dist`); unset: the API only.',
    section: 'server',
  }),
  LOG_LEVEL: variable(logLevel, {
    default: 'info',
    meaning:
      'The least severe log line written: fatal, error, warn, info (one line per request), debug, trace or silent.',
    section: 'server',
  }),
  SHUTDOWN_TIMEOUT_SECONDS: variable(count, {
    default: '5',
    meaning:
      'On SIGTERM, how long requests in progress may take to finish before their connections are closed.',
    section: 'server',
  }),
  WEB_CONCURRENCY: variable(count, {
    default: '1',
    meaning:
      "With DATABASE_URL: how many server processes share the port (Node cluster; one per core is the most that helps). PGlite is one process's own database: without DATABASE_URL the server is always one process.",
    section: 'server',
  }),
  PUBLIC_HOSTS: variable(text, {
    default: defaultPublicHosts.join(', '),
    meaning:
      'The hosts with no sign-in layer, comma-separated: a host name, `*.domain`, `label.*` or `*` (see "Public hosts").',
    section: 'server',
  }),
  GATE_UNKNOWN_HOSTS: variable(flag, {
    default: { development: '1', production: '0' },
    meaning: 'Whether a host PUBLIC_HOSTS does not name gets the sign-in layer (1) or not (0).',
    section: 'server',
  }),
  DATABASE_URL: variable(postgresUrl, {
    meaning:
      'PostgreSQL (`postgres://user:password@host:5432/database`); unset: the embedded PGlite under DATA_DIR.',
    section: 'database',
  }),
  DATA_DIR: variable(text, {
    default: '.data',
    meaning:
      'Where the server keeps its files: the embedded database (`pglite/`, without DATABASE_URL) and uploaded images (`uploads/`).',
    section: 'database',
  }),
  DATABASE_WAIT_SECONDS: variable(count, {
    default: '30',
    meaning:
      'How long the server tries to reach the database at start: 5 retries after the first try, each wait twice the last, then it gives up in one line.',
    section: 'database',
  }),
  MIGRATE_ON_START: variable(flag, {
    default: { development: '1', production: '0' },
    meaning:
      'Apply pending migrations at start (under a lock, so several servers may start at once). 0: the server refuses to start on an older schema; run `npm run db:migrate` first.',
    section: 'database',
  }),
  SEED: variable(flag, {
    default: '1',
    meaning:
      'Fill an empty catalogue, categories, recipes, site content and settings from `fixtures/` at start (0: never).',
    section: 'database',
  }),
  SEED_DEMO: variable(flag, {
    default: '0',
    meaning: 'Also add the sample reviews and orders to an empty database (development and tests).',
    section: 'database',
  }),
  STORAGE: variable(storageKind, {
    default: 'local',
    meaning:
      "Where uploaded images are kept: `local` (DATA_DIR's `uploads/`, one instance's disk) or `s3` (S3_BUCKET, which every instance shares; credentials from the AWS SDK's own chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile or the instance's role).",
    section: 'storage',
  }),
  S3_BUCKET: variable(text, {
    meaning: 'The bucket uploaded images go to (STORAGE=s3).',
    section: 'storage',
  }),
  S3_REGION: variable(text, {
    meaning: "The bucket's region, e.g. `eu-west-1` (required with STORAGE=s3).",
    section: 'storage',
  }),
  S3_PREFIX: variable(text, {
    meaning: "Where in the bucket, e.g. `uploads/`; unset: the bucket's top level.",
    section: 'storage',
  }),
  S3_ENDPOINT: variable(httpUrl, {
    meaning:
      'An S3-compatible store instead of AWS (MinIO, Cloudflare R2…), e.g. `http://127.0.0.1:9000`; buckets are then addressed by path.',
    section: 'storage',
  }),
  AMPLIFY_OUTPUTS: variable(text, {
    default: 'amplify_outputs.json',
    meaning:
      "The user pool's `amplify_outputs.json`: whose sign-in tokens the server trusts, and the pool it manages accounts in.",
    section: 'sign-in',
  }),
  ALLOW_DEV_IDENTITY: variable(flag, {
    default: '0',
    meaning:
      'Production only: accept the local identity service (whose signing key ships in an npm package), for a test deployment.',
    section: 'sign-in',
  }),
  IDENTITY_ADMIN_SECRET: variable(text, {
    meaning: "The local identity service's management secret (/api/users); a real pool needs none.",
    section: 'sign-in',
  }),
  IDENTITY_ADMIN_SECRET_FILE: variable(text, {
    meaning:
      'The same, read from this file at each call (the local service writes a new one at each start).',
    section: 'sign-in',
  }),
  SMTP_URL: variable(smtpUrl, {
    meaning:
      "The SMTP relay for the store's e-mail (`smtp://127.0.0.1:1025` for MailDev, `smtps://USER:PASS@email-smtp.REGION.amazonaws.com` for SES); unset: nothing is sent.",
    section: 'mail',
  }),
  MAIL_FROM: variable(text, {
    default: `${brand.name} <orders@forgeandflame.example>`,
    meaning: "The sender of the store's e-mail (a verified identity of the relay).",
    section: 'mail',
  }),
  ALLOW_NO_MAIL: variable(flag, {
    default: '0',
    meaning:
      'Production only: start without SMTP_URL and MAIL_FROM (no e-mail is sent), for a test deployment.',
    section: 'mail',
  }),
  UNSUBSCRIBE_SECRET: variable(text.min(32, 'must be at least 32 characters'), {
    meaning:
      'Signs unsubscribe links, the same on every instance (e.g. `openssl rand -base64 32`); unset in development: generated once into PostgreSQL, or DATA_DIR.',
    requiredInProduction:
      'a generated secret differs per instance and is lost with its disk, breaking the links already sent',
    section: 'mail',
  }),
  ALLOW_TEST_PAYMENTS: variable(flag, {
    default: '0',
    meaning:
      'Production only: take payments through the built-in test provider (made-up cards, no money), for a test deployment.',
    section: 'payments',
  }),
  STRIPE_SECRET_KEY: variable(
    stripeKey('(?:sk|rk)', 'a Stripe secret key (sk_test_… or sk_live_…)'),
    {
      meaning:
        'Takes payments through Stripe (PaymentIntents); unset: the built-in test provider. Needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET. `sk_test_…` keys move no real money.',
      section: 'payments',
    },
  ),
  STRIPE_PUBLISHABLE_KEY: variable(
    stripeKey('pk', 'a Stripe publishable key (pk_test_… or pk_live_…)'),
    {
      meaning:
        "The browser's key for Stripe's Payment Element, of the same mode (test or live) as STRIPE_SECRET_KEY.",
      section: 'payments',
    },
  ),
  STRIPE_WEBHOOK_SECRET: variable(
    text.regex(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_…)"),
    {
      meaning:
        "Verifies the events Stripe sends to /api/payments/stripe/webhook: the endpoint's signing secret from the Dashboard, or from `stripe listen` locally.",
      section: 'payments',
    },
  ),
  STRIPE_API_BASE: variable(httpUrl, {
    meaning:
      "Where the Stripe SDK sends its API calls instead of https://api.stripe.com (its host, port and protocol): a local Stripe stand-in or mock (stripe-mock, the crash test's stand-in). Unset in production.",
    section: 'payments',
  }),
  RATE_LIMIT_ACCOUNT_WRITES: variable(count, {
    default: String(defaultWriteRateLimits.perAccount),
    meaning: 'Writes under /api per signed-in account in each window; over it, 429.',
    section: 'limits',
  }),
  RATE_LIMIT_ADDRESS_WRITES: variable(count, {
    default: String(defaultWriteRateLimits.perAddress),
    meaning: 'Writes under /api per client address in each window.',
    section: 'limits',
  }),
  RATE_LIMIT_WINDOW_SECONDS: variable(count, {
    default: String(defaultWriteRateLimits.windowSeconds),
    meaning: 'The window of the write limits.',
    section: 'limits',
  }),
  RATE_LIMIT_GIFT_CARD_ATTEMPTS: variable(count, {
    default: String(defaultWriteRateLimits.giftCardAttempts!),
    meaning: 'Gift card codes tried per client address in each window.',
    section: 'limits',
  }),
  UPLOAD_QUOTA_MB: variable(count, {
    default: String(defaultUploadLimits.quotaBytes / (1024 * 1024)),
    meaning: 'Megabytes of stored images per account; over it, an upload is refused.',
    section: 'limits',
  }),
  CLIENT_IP_HEADER: variable(text, {
    meaning:
      "A header the proxy in front sets to the client's address (e.g. `X-Real-IP`); unset: the connection's address.",
    section: 'limits',
  }),
  TEST_CLOCK: variable(flag, {
    default: '0',
    meaning:
      "1: anyone may set the server's clock at /api/test/clock (renewal tests). Never on a shop with real customers.",
    section: 'tests',
  }),
  TEST_PAYMENTS_LEDGER: variable(text, {
    meaning:
      'A file the test payment provider appends each charge and refund to (JSON lines), for tests that check what was charged.',
    section: 'tests',
  }),
} satisfies Record<string, Variable>;

export type VariableName = keyof typeof environment;

/** Each variable's parsed value; undefined for one unset with no default. */
export type EnvironmentValues = {
  [Name in VariableName]: (typeof environment)[Name] extends { default: unknown }
    ? z.output<(typeof environment)[Name]['schema']>
    : z.output<(typeof environment)[Name]['schema']> | undefined;
};

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV?.trim() === 'production';

/** The default as the environment would spell it, for this mode. */
export function defaultOf(variable: Variable, production: boolean): string | undefined {
  const value = variable.default;
  if (value === undefined || typeof value === 'string') return value;
  return production ? value.production : value.development;
}

const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}…` : value);

/**
 * Every variable parsed: the values, and one line per problem naming the variable and what is
 * wrong (never its value when it may be a secret).
 */
export function parseEnvironment(env: NodeJS.ProcessEnv): {
  values: EnvironmentValues;
  problems: string[];
} {
  const production = isProduction(env);
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(environment) as [string, Variable][]) {
    const given = env[name]?.trim() ? env[name] : undefined;
    const raw = given ?? defaultOf(variable, production);
    if (raw === undefined || raw === '') {
      if (production && variable.requiredInProduction) {
        problems.push(`${name}: required in production: ${variable.requiredInProduction}`);
      }
      continue;
    }
    const parsed = variable.schema.safeParse(raw);
    if (parsed.success) {
      values[name] = parsed.data;
      if (production && variable.requiredInProduction && given === undefined) {
        problems.push(`${name}: required in production: ${variable.requiredInProduction}`);
      }
      continue;
    }
    const secret = /SECRET|PASSWORD|_URL$/.test(name) && name !== 'PUBLIC_URL';
    const message = parsed.error.issues[0]?.message ?? 'is not valid';
    problems.push(secret ? `${name}: ${message}` : `${name}: ${message}, not "${shown(raw)}"`);
  }
  return { values: values as EnvironmentValues, problems };
}
