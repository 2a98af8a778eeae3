import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { ApiError } from '../domain/schemas';
import { authenticate, type TokenVerifier } from './auth';
import { forgetAfterWrites, type CatalogueCache } from './cache';
import { systemClock, type SettableClock } from './clock';
import type { Db } from './db/client';
import type { AppEnv } from './env';
import { onError, PayloadTooLarge } from './errors';
import { healthRoutes, type HealthDeps } from './health';
import { newRequestId, requestLog, type Log } from './log';
import { trackAccounts } from './identity/activity';
import type { IdentityDirectory } from './identity/directory';
import type { JobQueue } from './jobs/queue';
import type { MailOutbox } from './mail/outbox';
import { messageMail } from './mail/message-mail';
import { giftCardMailer } from './mail/gift-card-mail';
import { orderMail } from './mail/order-mail';
import { testPaymentProvider } from './payments/test-provider';
import { paymentsConfigRoutes } from './routes/payments-config';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { orderStoredMail } from './services/pending-orders-mail';
import type { PaymentProvider } from './payments/provider';
import { accountAdminRoutes, accountRoutes } from './routes/account';
import { analyticsRoutes } from './routes/analytics';
import { categoryRoutes } from './routes/categories';
import { jobRoutes } from './routes/jobs';
import { mailOutboxRoutes } from './routes/mail-outbox';
import { messageRoutes } from './routes/messages';
import { forumRoutes } from './routes/forum';
import { giftCardRoutes } from './routes/gift-cards';
import { clubMemberRoutes } from './routes/club-members';
import { membershipRoutes } from './routes/membership';
import { orderRoutes } from './routes/orders';
import { cartRoutes } from './routes/cart';
import { testClockRoutes } from './routes/test-clock';
import { contentRoutes } from './routes/content';
import { shopRoutes } from './routes/shop';
import { recipeListRoutes } from './routes/recipe-list';
import { productRoutes } from './routes/products';
import { recipeRoutes } from './routes/recipes';
import { settingsRoutes } from './routes/settings';
import { storeRoutes } from './routes/store';
import { getStoreDetails } from './services/settings';
import { shippingZoneRoutes } from './routes/shipping-zones';
import { siteRoutes } from './routes/site';
import { productReviewRoutes, reviewRoutes } from './routes/reviews';
import { newsletterRoutes } from './routes/newsletter';
import { unsubscribeRoutes } from './routes/unsubscribe';
import {
  defaultWriteRateLimits,
  giftCardAttemptsPerAddress,
  writesPerAccount,
  writesPerAddress,
  type RateLimitCounters,
  type WriteRateLimits,
} from './rate-limit';
import { securityHeaders } from './security-headers';
import { withHostRules } from './host-rules';
import type { HostRules } from '../domain/host-gate';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import type { Storage } from './storage';
import { defaultUploadLimits, type UploadLimits } from './uploads/limits';

export interface AppDeps {
  db: Db;
  storage: Storage;
  verifier: TokenVerifier;
  /** The catalogue's cached responses (server/cache.ts), forgotten after every write. */
  cache: CatalogueCache;
  /** The painted public pages (server/seo/page-cache.ts), when served: forgotten after every write. */
  pages?: Pick<CatalogueCache, 'forget'>;
  /** Takes the money for orders; the test provider when none is given (see README, Payments). */
  payments?: PaymentProvider;
  /** With Stripe configured: its webhook's signing secret mounts /api/payments/stripe/webhook. */
  stripeWebhookSecret?: string;
  /**
   * With Stripe configured: the key the browser's Payment Element loads Stripe.js with
   * (GET /api/payments/config); the CSP then allows Stripe's hosts.
   */
  stripePublishableKey?: string;
  /** Sends the store's e-mail: the outbox (server/mail/outbox.ts), over SMTP_URL's relay. */
  mailer: MailOutbox;
  /** The job queue (server/jobs/queue.ts): the console lists its jobs and retries a failed one. */
  jobs: JobQueue;
  /** The storefront's address, for links in e-mails (PUBLIC_URL). */
  publicUrl?: string;
  /** Signs unsubscribe links, the same in every process (server/mail/unsubscribe.ts loads it). */
  unsubscribeSecret: string;
  /** The user pool's management calls, with the server's own credential (/api/users). */
  directory: IdentityDirectory;
  /** Writes per account and per address (server/rate-limit.ts); production's defaults when none. */
  writeRateLimits?: WriteRateLimits;
  /** Where the limits count: `countersFor(database)` (server/rate-limit.ts). */
  rateLimitCounters: RateLimitCounters;
  /** Image storage per account and uploads at once (server/uploads/limits.ts); defaults when none. */
  uploadLimits?: UploadLimits;
  /** The identity service's origin, which the CSP lets the app call (security-headers.ts). */
  identityOrigin?: string;
  /** TEST_CLOCK=1 only: a clock tests set at /api/test/clock; otherwise the system clock. */
  testClock?: SettableClock;
  /** Which hosts are public (PUBLIC_HOSTS); the spec's rule when none. */
  hostRules?: HostRules;
  /** One line per request (server/log.ts); none: no request log (tests). */
  log?: Log;
  /** What /readyz checks beyond the database: the client build, shutting down. */
  health?: Omit<HealthDeps, 'db' | 'mailer'>;
}

/** JSON bodies are small records; images go to /api/uploads or with a forum post, which have their own limits. */
const maxJsonBodyBytes = 1024 * 1024;
const jsonBodyLimit = bodyLimit({
  maxSize: maxJsonBodyBytes,
  onError: () => {
    throw new PayloadTooLarge('The request body can be at most 1 MB');
  },
});

const bodiless = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The store's API, ready for any server (tests, main.ts, a Lambda adapter): it never listens. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const payments = deps.payments ?? testPaymentProvider();
  const { mailer } = deps;
  const publicUrl = deps.publicUrl ?? 'http://localhost:3000';
  // E-mails read the store's name, contact and currency from the settings as they send.
  const store = () => getStoreDetails(deps.db);
  const mail = orderMail(mailer, publicUrl);
  const unsubscribeSecret = deps.unsubscribeSecret;
  const clock = deps.testClock ?? systemClock;
  const formMail = messageMail({
    db: deps.db,
    mailer,
    publicUrl,
    linkSecret: unsubscribeSecret,
    store,
    clock,
  });
  const writeLimits = deps.writeRateLimits ?? defaultWriteRateLimits;
  const counters = deps.rateLimitCounters;
  const giftCardAttempts = giftCardAttemptsPerAddress(writeLimits, counters);
  const uploads = {
    db: deps.db,
    storage: deps.storage,
    uploadLimits: deps.uploadLimits ?? defaultUploadLimits,
  };
  const club = {
    db: deps.db,
    payments,
    mailer,
    clock,
    directory: deps.directory,
    publicUrl,
  };
  // Short enough to read out: the error screen shows it for a customer to quote.
  app.use(requestId({ generator: newRequestId }));
  if (deps.log) app.use(requestLog(deps.log));
  app.use(withHostRules(deps.hostRules));
  // Pages and JSON gzipped for browsers that accept it; built files come precompressed.
  app.use(compress());
  app.use(
    securityHeaders(deps.identityOrigin, { stripe: deps.stripePublishableKey !== undefined }),
  );
  app.onError(onError);
  app.notFound((c) => {
    if (!c.req.path.startsWith('/api/') && c.req.path !== '/api') return c.text('Not found', 404);
    const body: ApiError = { error: 'not_found', message: 'There is no such API endpoint' };
    return c.json(body, 404);
  });
  // A customer's own records and the forum are not the catalogue: writing them keeps the cache.
  app.use('/api/*', except(['/api/me/*', '/api/forum/*'], forgetAfterWrites(deps.cache)));
  // The painted pages also show the forum; a customer's own records are in none of them.
  if (deps.pages) app.use('/api/*', except(['/api/me/*'], forgetAfterWrites(deps.pages)));
  // Stripe's webhook is never refused 429: its retries come from a few shared addresses, and
  // its signature (checked by the route) is what keeps others out.
  app.use(
    '/api/*',
    except(['/api/payments/stripe/webhook'], writesPerAddress(writeLimits, counters)),
  );
  app.use('/api/*', authenticate(deps.verifier));
  app.use('/api/*', writesPerAccount(writeLimits, counters));
  app.use('/api/*', trackAccounts(deps.db, deps.directory));
  // Reads carry no body; asking for one makes @hono/node-server build a full Request (~0.1 ms).
  // Uploads and forum posts carry images and set their own limits.
  app.use(
    '/api/*',
    except(
      [
        '/api/uploads',
        '/api/forum/threads',
        '/api/forum/threads/:id/replies',
        (c) => bodiless.has(c.req.method),
      ],
      jsonBodyLimit,
    ),
  );
  // Only a test server can move its clock; everywhere else the path does not exist (404).
  if (deps.testClock) app.route('/api/test/clock', testClockRoutes(deps.testClock));
  app.route('/api/payments/config', paymentsConfigRoutes(deps.stripePublishableKey));
  if (deps.stripeWebhookSecret) {
    app.route(
      '/api/payments/stripe/webhook',
      stripeWebhookRoutes({
        db: deps.db,
        webhookSecret: deps.stripeWebhookSecret,
        pending: {
          provider: payments,
          stored: orderStoredMail(mail, giftCardMailer(mailer, publicUrl)),
          now: () => clock.now(),
        },
        stored: () => mailer.wake(),
        mailer,
      }),
    );
  }
  return app
    .get('/api/health', (c) => c.json({ ok: true as const }))
    .route('/', healthRoutes({ db: deps.db, mailer, ...deps.health }))
    .route('/', siteRoutes({ db: deps.db, publicUrl }))
    .route('/api/products', productRoutes(deps))
    .route('/api/shop', shopRoutes(deps))
    .route('/api/products', productReviewRoutes(deps))
    .route('/api/reviews', reviewRoutes(deps))
    .route('/api/categories', categoryRoutes(deps))
    .route('/api/recipes', recipeRoutes(deps))
    .route('/api/recipe-list', recipeListRoutes(deps))
    .route('/api/content', contentRoutes(deps))
    .route('/api/shipping-zones', shippingZoneRoutes(deps))
    .route('/api/settings', settingsRoutes(deps))
    .route('/api/store', storeRoutes(deps))
    .route('/api/uploads', uploadRoutes(uploads))
    .route(
      '/api/orders',
      orderRoutes({
        ...club,
        mail,
        giftCardMail: giftCardMailer(mailer, publicUrl),
        giftCardAttempts,
      }),
    )
    .route('/api/cart', cartRoutes(deps))
    .route('/api/gift-cards', giftCardRoutes({ db: deps.db, attempts: giftCardAttempts }))
    .route('/api/membership', membershipRoutes(club))
    .route('/api/memberships', clubMemberRoutes(club))
    .route('/api/analytics', analyticsRoutes(deps))
    .route('/api/messages', messageRoutes({ db: deps.db, mailer, mail: formMail }))
    .route('/api/mail-outbox', mailOutboxRoutes(deps))
    .route('/api/jobs', jobRoutes(deps))
    .route(
      '/api/newsletter',
      newsletterRoutes({ db: deps.db, mail: formMail, linkSecret: unsubscribeSecret, clock }),
    )
    .route('/api/unsubscribe', unsubscribeRoutes({ db: deps.db, unsubscribeSecret }))
    .route('/api/forum', forumRoutes({ ...deps, ...uploads }))
    .route('/api/me', accountRoutes({ db: deps.db, payments }))
    .route('/api/accounts', accountAdminRoutes(deps))
    .route(
      '/api/users',
      userRoutes({
        db: deps.db,
        directory: deps.directory,
        mailer,
        publicUrl,
        unsubscribeSecret,
      }),
    );
}

export type AppType = ReturnType<typeof createApp>;
