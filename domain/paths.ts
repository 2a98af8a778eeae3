/**
 * Every page's address, built in one place. It lives in domain/ (not app/) because the server
 * builds the same addresses for the sitemap, canonical URLs and e-mail links, and server/ never
 * imports app/. app/routes.ts holds the matching route patterns; app/route-paths.test.ts keeps
 * the two in step.
 */

const encode = encodeURIComponent;

type Query = Record<string, string | null | undefined>;

/** '/path?a=1&b=2' with each value URL-encoded; empty values are left out ('/path' if none). */
function withQuery(path: string, query: Query): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value ? [`${key}=${encode(value)}`] : [],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

export const paths = {
  home: () => '/',
  shop: (filter: { category?: string } = {}) => withQuery('/shop', filter),
  product: (productId: string) => `/shop/${encode(productId)}`,
  deals: () => '/deals',
  weeklyDeals: () => '/weekly-deals',
  giftCards: () => '/gift-cards',
  /** '/search?q=…', or '/search' for no query. */
  search: (q?: string) => withQuery('/search', { q }),
  recipes: () => '/recipes',
  recipe: (recipeId: string) => `/recipes/${encode(recipeId)}`,
  catering: () => '/catering',
  stores: () => '/stores',
  about: () => '/about',
  help: () => '/help',
  contact: () => '/contact',
  unsubscribe: () => '/unsubscribe',
  /** Where the newsletter's confirmation e-mail leads: opening it subscribes the address. */
  newsletterConfirmation: (token?: string) => withQuery('/newsletter/confirm', { token }),
  smokehouseClub: () => '/smokehouse-club',
  careers: () => '/careers',
  press: () => '/press',
  shipping: () => '/shipping',
  cart: () => '/cart',
  checkout: () => '/checkout',
  forum: () => '/forum',
  forumCategory: (categoryId: string) => `/forum/category/${encode(categoryId)}`,
  forumThread: (threadId: string) => `/forum/thread/${encode(threadId)}`,
  /** The new-thread form, its category preset when given. */
  forumNew: (categoryId?: string) => withQuery('/forum/new', { category: categoryId }),
  /** A guest order's invoice carries its key, without which it does not open. */
  invoice: (orderId: string, key?: string) => withQuery(`/invoice/${encode(orderId)}`, { key }),
  profile: (tab?: string) => withQuery('/profile', { tab }),
  favorites: () => '/favorites',
  /** The sign-in page, returning to `redirect` afterwards (a path inside the app). */
  login: (redirect?: string) => withQuery('/login', { redirect }),
  register: () => '/register',
  forgotPassword: (email?: string) => withQuery('/forgot-password', { email }),
  /** Where a social sign-in returns from the hosted sign-in page (amplify/auth/resource.ts). */
  authCallback: () => '/auth/callback',
  adminConsole: () => '/admin-console',
  admin: {
    products: () => '/admin',
    recipes: () => '/admin/recipes',
    orders: () => '/admin/orders',
    inbox: () => '/admin/inbox',
    forumReports: () => '/admin/forum-reports',
    giftCards: () => '/admin/gift-cards',
    mail: () => '/admin/mail',
    clubMembers: () => '/admin/club-members',
    content: () => '/admin/content',
    users: () => '/admin/users',
    analytics: () => '/admin/analytics',
    shipping: () => '/admin/shipping',
    security: () => '/admin/security',
    notifications: () => '/admin/notifications',
    settings: () => '/admin/settings',
  },
} as const;

/**
 * Every page's route pattern, as app/routes.ts has them (app/route-paths.test.ts keeps the two
 * equal): the server answers any other path 404 with the not-found page.
 */
export const pagePatterns = [
  '/',
  '/shop',
  '/shop/:id',
  '/deals',
  '/weekly-deals',
  '/gift-cards',
  '/search',
  '/recipes',
  '/recipes/:id',
  '/catering',
  '/stores',
  '/about',
  '/help',
  '/contact',
  '/unsubscribe',
  '/newsletter/confirm',
  '/smokehouse-club',
  '/careers',
  '/press',
  '/shipping',
  '/cart',
  '/checkout',
  '/forum',
  '/forum/category/:categoryId',
  '/forum/thread/:threadId',
  '/forum/new',
  '/invoice/:orderId',
  '/profile',
  '/favorites',
  '/login',
  '/register',
  '/forgot-password',
  '/auth/callback',
  '/admin-console',
  '/admin',
  '/admin/recipes',
  '/admin/orders',
  '/admin/inbox',
  '/admin/forum-reports',
  '/admin/gift-cards',
  '/admin/mail',
  '/admin/club-members',
  '/admin/content',
  '/admin/users',
  '/admin/analytics',
  '/admin/shipping',
  '/admin/security',
  '/admin/notifications',
  '/admin/settings',
] as const;

export type PagePattern = (typeof pagePatterns)[number];

/**
 * The pattern a page path (no query) matches, with its one parameter's raw segment; undefined
 * for a path no page has. A trailing slash matches as the router matches it.
 */
export function matchPagePattern(
  path: string,
): { pattern: PagePattern; segment?: string } | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const pattern of pagePatterns) {
    const [prefix, param] = pattern.split('/:');
    if (param === undefined) {
      if (trimmed === pattern) return { pattern };
    } else if (trimmed.startsWith(`${prefix}/`)) {
      const segment = trimmed.slice(prefix!.length + 1);
      if (segment && !segment.includes('/')) return { pattern, segment };
    }
  }
  return undefined;
}
