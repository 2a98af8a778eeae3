import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CartLineInput } from '../../domain/account-schemas';
import type { OrderRefund } from '../../domain/order-refunds';
import type { Carrier } from '../../domain/shipment';
import type { Mail } from '../mail/mailer';
import type { MembershipStatus, PendingChange } from '../../domain/membership';
import type { ForumReportStatus } from '../../domain/forum-schemas';
import type { GiftCardEventType } from '../../domain/gift-card-schemas';
import type { MessageDetails, MessageType } from '../../domain/message-schemas';
import type {
  AccountSettings,
  Difficulty,
  FavoriteItem,
  ForumBadge,
  NotificationPreference,
  OrderLine,
  OrderStatus,
  PaymentStatus,
  PostalAddress,
  ProductImage,
  ProductSpecifications,
  ProductTag,
  RecipeTemperature,
  SavedAddress,
  ShippingMethod,
} from '../../domain/types';

/** The catalogue and the recipes. `position` keeps the list order: seed order, then creation order. */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  images: jsonb('images').$type<ProductImage[]>().notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  specifications: jsonb('specifications').$type<ProductSpecifications>(),
  tags: jsonb('tags').$type<ProductTag[]>(),
  rating: real('rating').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  // A later issue archives products that orders refer to instead of deleting them.
  archived: boolean('archived').notNull().default(false),
  position: serial('position').notNull(),
  ...timestamps,
});

export const productSizes = pgTable(
  'product_sizes',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    size: text('size').notNull(),
    priceCents: integer('price_cents').notNull(),
    salePercent: integer('sale_percent'),
    stock: integer('stock').notNull(),
  },
  (table) => [
    index('product_sizes_product_id_idx').on(table.productId),
    check('product_sizes_stock_check', sql`${table.stock} >= 0`),
    check('product_sizes_price_check', sql`${table.priceCents} >= 0`),
    check(
      'product_sizes_sale_check',
      sql`${table.salePercent} IS NULL OR ${table.salePercent} BETWEEN 0 AND 100`,
    ),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().unique(),
    position: integer('position').notNull(),
  },
  // 'Sauces' and 'sauces' would be two chips for one shelf: names are unique regardless of case.
  (table) => [uniqueIndex('categories_name_lower_unique').on(sql`lower(${table.name})`)],
);

export const recipes = pgTable(
  'recipes',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    prepTime: text('prep_time').notNull(),
    cookTime: text('cook_time').notNull(),
    servings: integer('servings').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    imageUrl: text('image_url').notNull(),
    rating: real('rating').notNull().default(0),
    ingredients: jsonb('ingredients').$type<string[]>().notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    tips: jsonb('tips').$type<string[]>().notNull(),
    equipment: jsonb('equipment').$type<string[]>().notNull(),
    temperature: jsonb('temperature').$type<RecipeTemperature>().notNull(),
    woodChips: jsonb('wood_chips').$type<string[]>(),
    position: serial('position').notNull(),
    ...timestamps,
  },
  (table) => [
    check(
      'recipes_difficulty_check',
      sql`${table.difficulty} IN ('Easy', 'Intermediate', 'Advanced')`,
    ),
    check('recipes_servings_check', sql`${table.servings} > 0`),
  ],
);

/**
 * Customers' reviews: one per account (the token's `sub`) and product. The product's `rating`
 * and `review_count` are worked out from these rows in the transaction that changes them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorSub: text('author_sub').notNull(),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (table) => [
    unique('reviews_product_author_unique').on(table.productId, table.authorSub),
    index('reviews_product_created_idx').on(table.productId, table.createdAt),
    check('reviews_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_body_check', sql`char_length(${table.body}) <= 2000`),
  ],
);

/**
 * The site's editable content (home, help, about, club, …): one JSON document per key, checked
 * by domain/content-schemas.ts before it is stored.
 */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shipping zones, in `position` order; names are unique regardless of case. */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    regions: jsonb('regions').$type<string[]>().notNull(),
    methods: jsonb('methods').$type<ShippingMethod[]>().notNull(),
    position: serial('position').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('shipping_zones_name_lower_unique').on(sql`lower(${table.name})`)],
);

/**
 * The admin's settings, one JSON document per key: 'system', 'security', 'notifications' (the
 * lists the admin edits) and the read-only samples ('security-events', 'api-key', …).
 */
export const adminSettings = pgTable('admin_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ---------- Orders ---------- */

/**
 * FF-YYYY-NNNN takes NNNN from here: the last number given in each year, raised in the
 * transaction that stores a paid order (server/services/orders.ts, nextOrderNumber), so a
 * declined or abandoned attempt takes none and the row's lock keeps two orders of one year
 * from taking the same number.
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Orders as charged: every line keeps its own name, size and unit price (`items`), so a later
 * price change or an archived product leaves the order as it was.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The token's `sub`; null for a guest order, which opens only with its key. */
    accountSub: text('account_sub'),
    /** SHA-256 of a guest order's key (the key itself is only ever in the customer's link). */
    guestKeyHash: text('guest_key_hash'),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    items: jsonb('items').$type<OrderLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** The member discount on the goods (domain/cart-math.ts: the order of the sums). */
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull(),
    /** The chosen method (orders before methods existed shipped standard). */
    shippingMethodId: text('shipping_method_id').notNull().default('standard'),
    shippingMethodName: text('shipping_method_name').notNull().default('Standard Shipping'),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Paid by gift card, out of the total; the card was charged the rest. */
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    billingAddress: jsonb('billing_address').$type<PostalAddress & { email: string }>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>().notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentTest: boolean('payment_test').notNull(),
    /** Null when a gift card paid the whole order and no card was charged. */
    chargeId: text('charge_id'),
    /** The gift card that paid `gift_card_cents`, so a refund can give it back. */
    giftCardId: uuid('gift_card_id'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Each refund, oldest first: whole or per line (domain/order-refunds.ts). */
    refunds: jsonb('refunds').$type<OrderRefund[]>().notNull().default([]),
    /** Set together when an admin enters the shipment (domain/shipment.ts); null until then. */
    carrier: text('carrier').$type<Carrier>(),
    trackingNumber: text('tracking_number'),
    /** Set when the customer disputes the charge with their bank (Stripe's charge.dispute.created). */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
    ...timestamps,
  },
  (table) => [
    index('orders_account_created_idx').on(table.accountSub, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    check('orders_total_check', sql`${table.totalCents} >= 0`),
  ],
);

/**
 * Order requests by the client's Idempotency-Key, kept 24 hours, so a retried or doubled Place
 * Order gets the order the first one placed instead of a second order and charge.
 */
/**
 * An order waiting for its payment (issue 30): its stock is taken and its gift card drawn, but
 * it has no number yet. Written in a first short transaction; the card is charged outside any
 * transaction; a second one moves it into `orders` with the year's next number (paid) or gives
 * the stock and gift card back (declined, or unpaid after 30 minutes). Deleted either way.
 */
export const pendingOrders = pgTable(
  'pending_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order's Idempotency-Key (hashed, as order_idempotency_keys keeps it), if it had one. */
    keyHash: text('key_hash').unique(),
    accountSub: text('account_sub'),
    /** SHA-256 of a guest's order key, which opens the pending order as it will the order. */
    guestKeyHash: text('guest_key_hash'),
    /** The provider's payment (Stripe: the PaymentIntent), stored before it is confirmed. */
    paymentId: text('payment_id').unique(),
    /** Stripe.js completes 3-D Secure with it; null until the bank asks. */
    clientSecret: text('client_secret'),
    /**
     * 'charging' until the provider answers; 'requires_action' while the bank waits on the
     * customer; 'paid' once stored as `order_id` (kept a while, so whoever comes second, the app
     * after the webhook, is answered with the order). A released one is deleted.
     */
    state: text('state').$type<'charging' | 'requires_action' | 'paid'>().notNull(),
    orderId: text('order_id'),
    amountDueCents: integer('amount_due_cents').notNull(),
    /** Everything the order row and its after-effects need (server/services/pending-orders.ts). */
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pending_orders_created_idx').on(table.createdAt)],
);

export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    /** SHA-256 of the account (or 'guest') and the key: the key, which opens a guest's order, is not kept. */
    keyHash: text('key_hash').primaryKey(),
    /** SHA-256 of the order asked for (the request without its payment source). */
    requestHash: text('request_hash').notNull(),
    /** The order placed; null while the request is being processed. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** With the key, gives a guest's retry the same order key (orders keep only its hash). */
    guestKeySalt: text('guest_key_salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_idempotency_keys_created_idx').on(table.createdAt)],
);

/* ---------- Account data, per `sub` ---------- */

/** A signed-in customer's cart: what and how many; prices come from the catalogue on read. */
export const accountCarts = pgTable('account_carts', {
  sub: text('sub').primaryKey(),
  lines: jsonb('lines').$type<CartLineInput[]>().notNull(),
  /** The browser's id of the save that wrote these lines. */
  saveId: text('save_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const favorites = pgTable(
  'favorites',
  {
    sub: text('sub').notNull(),
    type: text('type').$type<FavoriteItem['type']>().notNull(),
    refId: text('ref_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    position: serial('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sub, table.type, table.refId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sub: text('sub').notNull(),
    type: text('type').$type<SavedAddress['type']>().notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: serial('position').notNull(),
  },
  (table) => [index('addresses_sub_idx').on(table.sub)],
);

/** Saved cards: the provider's payment-method id and what may be shown; never number or CVC. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    sub: text('sub').notNull(),
    provider: text('provider').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: serial('position').notNull(),
  },
  (table) => [index('payment_methods_sub_idx').on(table.sub)],
);

/** Notification preferences and account settings, one row per account (absent: the defaults). */
export const accountPreferences = pgTable('account_preferences', {
  sub: text('sub').primaryKey(),
  notifications: jsonb('notifications').$type<NotificationPreference[]>(),
  settings: jsonb('settings').$type<AccountSettings>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the API knows of an account beyond the user pool: when it last saw the account's token
 * (the console's Last Login; ListUsers has none) and since when its tokens count: tokens issued
 * before `tokensValidAfter` (set when an admin disables the account or takes a group away) are
 * refused, though the pool's signature on them is still good.
 */
export const accountActivity = pgTable('account_activity', {
  sub: text('sub').primaryKey(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
});

/* ---------- Messages ---------- */

/**
 * What visitors send through the shop's forms, read in the admin's Inbox. A confirmed newsletter
 * subscription is a message too, one per e-mail address regardless of case.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<MessageType>().notNull(),
    /** The sender's `sub` when they were signed in. */
    senderSub: text('sender_sub'),
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    body: text('body').notNull().default(''),
    details: jsonb('details').$type<MessageDetails>(),
    /** When an admin opened it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's last e-mailed reply: when, who (display name) and what it said. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by'),
    replySubject: text('reply_subject'),
    replyBody: text('reply_body'),
  },
  (table) => [
    uniqueIndex('messages_newsletter_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.type} = 'newsletter'`),
    index('messages_created_idx').on(table.createdAt),
    check(
      'messages_type_check',
      sql`${table.type} IN ('contact', 'help', 'live-chat', 'catering-quote', 'weekly-deals', 'newsletter', 'forum-report')`,
    ),
  ],
);

/**
 * Addresses that pressed an unsubscribe link: 'Email Users' skips them, and a newsletter
 * subscription confirmed from the address's own e-mail removes the row. Keyed by the lower-cased address.
 */
export const emailOptOuts = pgTable('email_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mails the store sent to an address someone typed into a form (receipts, newsletter
 * confirmations), per day (UTC), keyed by the lower-cased address: the count is shared by every
 * server process, so the day's limit holds however many there are.
 */
export const mailRecipientDays = pgTable(
  'mail_recipient_days',
  {
    email: text('email').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.day] })],
);

/**
 * The forum. Reply counts, last activity, post counts and statistics are worked out
 * from these rows; `views` and `upvotes` are counters kept in the writing transaction (the
 * seed's sample upvotes stand for votes cast before the server knew the voters).
 */
export const forumCategories = pgTable('forum_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: serial('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Whoever has posted: the name from their token at their last post, joined at their first. */
export const forumMembers = pgTable('forum_members', {
  sub: text('sub').primaryKey(),
  displayName: text('display_name').notNull(),
  avatar: text('avatar'),
  badge: text('badge').$type<ForumBadge>().notNull().default('Member'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the account was deleted: its posts stay, shown as 'Former member'. */
  leftAt: timestamp('left_at', { withTimezone: true }),
});

export const forumThreads = pgTable(
  'forum_threads',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => forumCategories.id),
    authorSub: text('author_sub')
      .notNull()
      .references(() => forumMembers.sub),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The line lists show: the seed's summaries, or the opening of a posted thread. */
    preview: text('preview').notNull(),
    /** Stored files' URLs (or the seed's /images paths), never the images themselves. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    views: integer('views').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('forum_threads_category_idx').on(table.categoryId, table.createdAt),
    index('forum_threads_author_idx').on(table.authorSub),
    check('forum_threads_title_check', sql`char_length(${table.title}) <= 120`),
    check('forum_threads_content_check', sql`char_length(${table.content}) <= 10000`),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    authorSub: text('author_sub')
      .notNull()
      .references(() => forumMembers.sub),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    upvotes: integer('upvotes').notNull().default(0),
    isEdited: boolean('is_edited').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('forum_replies_thread_idx').on(table.threadId, table.createdAt),
    index('forum_replies_author_idx').on(table.authorSub),
    check('forum_replies_content_check', sql`char_length(${table.content}) <= 10000`),
  ],
);

/** One upvote per account per thread. */
export const forumThreadVotes = pgTable(
  'forum_thread_votes',
  {
    threadId: text('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    voterSub: text('voter_sub').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.voterSub] })],
);

/** One upvote per account per reply. */
export const forumReplyVotes = pgTable(
  'forum_reply_votes',
  {
    replyId: text('reply_id')
      .notNull()
      .references(() => forumReplies.id, { onDelete: 'cascade' }),
    voterSub: text('voter_sub').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.replyId, table.voterSub] })],
);

/**
 * Who read a thread on a day, so a view counts once per account, or per client address for
 * guests, per day (the thread's `views`), however many processes serve it. `viewer` is a hash
 * of 'account:<sub>' or 'address:<ip>'; a thread keeps only its current day's rows.
 */
export const forumThreadViews = pgTable(
  'forum_thread_views',
  {
    threadId: text('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.day, table.viewer] })],
);

/**
 * A signed-in account's report of a thread (reply_id null) or of one of its replies. No foreign
 * keys to the post: a report outlives the post it got removed ('removed'), as the admin's record.
 */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: text('thread_id').notNull(),
    /** The thread's title when reported, shown once the thread is gone. */
    threadTitle: text('thread_title').notNull().default(''),
    replyId: text('reply_id'),
    reporterSub: text('reporter_sub').notNull(),
    reporterName: text('reporter_name').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<ForumReportStatus>().notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByName: text('resolved_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('forum_reports_created_idx').on(table.createdAt),
    index('forum_reports_thread_idx').on(table.threadId),
    check('forum_reports_status_check', sql`${table.status} IN ('open', 'dismissed', 'removed')`),
  ],
);

/* ---------- Gift cards ---------- */

/**
 * A gift card an order bought. Only the SHA-256 of its code is kept (and the last 4 for people
 * to recognise it): a copy of this table cannot spend a card.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    last4: text('last4').notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    /** The order that bought it. */
    orderId: text('order_id').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name'),
    ...timestamps,
  },
  (table) => [
    index('gift_cards_order_idx').on(table.orderId),
    check('gift_cards_balance_check', sql`${table.balanceCents} >= 0`),
  ],
);

/** Every change to a card's balance, with the order that made it. */
export const giftCardEvents = pgTable(
  'gift_card_events',
  {
    id: serial('id').primaryKey(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    type: text('type').$type<GiftCardEventType>().notNull(),
    orderId: text('order_id'),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gift_card_events_card_idx').on(table.giftCardId, table.id)],
);

/**
 * Smokehouse Club memberships, one per account. The period end is the next renewal; a pause,
 * cancel, resume or tier change waits in `pendingChange` until then (the spec: "tier changes
 * apply on next billing cycle").
 */
export const memberships = pgTable('memberships', {
  sub: text('sub').primaryKey(),
  /** Where renewal notices go: the account's e-mail when it joined. */
  email: text('email').notNull().default(''),
  tierId: text('tier_id').notNull(),
  /** The tier's price when joined or changed to: renewals charge it. */
  priceCents: integer('price_cents').notNull(),
  status: text('status').$type<MembershipStatus>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Renewals fall on this instant plus whole months (see addMonths). */
  billingAnchorAt: timestamp('billing_anchor_at', { withTimezone: true }).notNull(),
  periodsElapsed: integer('periods_elapsed').notNull().default(1),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** The provider's reusable payment method that renewals charge. */
  paymentMethodId: text('payment_method_id').notNull(),
  cardBrand: text('card_brand').notNull().default(''),
  cardLast4: text('card_last4').notNull().default(''),
  pendingChange: text('pending_change').$type<PendingChange>(),
  /**
   * A renewal the bank would not take off-session: its PaymentIntent, which the member confirms
   * from the e-mailed link; the renewal is applied then (or by the webhook), once.
   */
  renewalIntentId: text('renewal_intent_id'),
  renewalClientSecret: text('renewal_client_secret'),
  renewalAmountCents: integer('renewal_amount_cents'),
  /** When the member was asked to confirm: the renewal expires 7 days later. */
  renewalAskedAt: timestamp('renewal_asked_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What happened to a membership and when: joins, charges, changes, declines (support, disputes). */
export const membershipEvents = pgTable(
  'membership_events',
  {
    id: serial('id').primaryKey(),
    sub: text('sub').notNull(),
    kind: text('kind').notNull(),
    tierId: text('tier_id').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    chargeId: text('charge_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('membership_events_sub_idx').on(table.sub)],
);

/* ---------- Stored images ---------- */

/**
 * Every image stored through the storage interface and whose account it counts against: the
 * per-account quota is the sum of `bytes` (what was stored, after re-encoding).
 */
export const storedImages = pgTable(
  'stored_images',
  {
    key: text('key').primaryKey(),
    ownerSub: text('owner_sub').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_images_owner_idx').on(table.ownerSub)],
);

/**
 * Uploads being received right now, one row each, so every server process sees how many an
 * account has in flight; a row older than a request may last is a crashed one's and ignored.
 */
export const uploadsInFlight = pgTable(
  'uploads_in_flight',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerSub: text('owner_sub').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_in_flight_owner_idx').on(table.ownerSub)],
);

/* ---------- Shared server state ---------- */

/**
 * Rate-limit counters every server process sees (server/rate-limit-store.ts): one row per
 * limiter and client, its hits since the window began and when the window ends.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Secrets the first process generated when configuration gives none (development), so every
 * process on the database signs and checks links with the same one.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mail waiting to be delivered (server/mail/outbox.ts): written when the change that causes
 * it is stored, sent by whichever process claims it first, retried with backoff while the
 * relay is down, 'failed' after the last attempt. The id is the e-mail's Message-ID, so a
 * resend after a lost answer carries the same one.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    mail: jsonb('mail').$type<Mail>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process sending it holds it until then; after, another may take it over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The job queue's job that delivers it now (pg-boss, server/jobs/queue.ts). */
    jobId: uuid('job_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due').on(table.status, table.nextAttemptAt)],
);

/**
 * Each event Stripe sent to the webhook, stored once by its id: a redelivery finds its row and
 * is answered without being applied again. `outcome` says what the store did with it.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The PaymentIntent it is about: an order's `charge_id` with the Stripe provider. */
    paymentIntentId: text('payment_intent_id'),
    /** The order it concerned, when one was found. */
    orderId: text('order_id'),
    /** Applied, left as it was (and why), or a dispute to look at. */
    outcome: text('outcome').notNull(),
    /** When Stripe created the event (its `created`); deliveries may come in any order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stripe_events_payment_intent_idx').on(table.paymentIntentId)],
);

/** The Stripe Customer each account's saved cards hang off: one per account. */
export const stripeCustomers = pgTable('stripe_customers', {
  sub: text('sub').primaryKey(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
