import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { matchPagePattern, pagePatterns, paths } from '@domain/paths';

/** Every route pattern of the app's table, absolute ('/shop/:id'); the catch-all left out. */
function patternsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && route.path !== '*') ? [here] : [];
    return [...own, ...patternsOf(route.children ?? [], route.path ? here : parent)];
  });
}

const patterns = patternsOf(routes);

const asRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/?]+')}$`);

/** A path without its query matches this pattern. */
const patternOf = (path: string) =>
  patterns.find((pattern) => asRegExp(pattern).test(path.split('?')[0]!));

/** Every builder, called with an awkward id where it takes one. */
const awkward = 'a b/c?d';
const built: Record<string, string> = {
  home: paths.home(),
  shop: paths.shop(),
  shopCategory: paths.shop({ category: 'Rubs & Spices' }),
  product: paths.product(awkward),
  deals: paths.deals(),
  weeklyDeals: paths.weeklyDeals(),
  giftCards: paths.giftCards(),
  search: paths.search('pork butt'),
  recipes: paths.recipes(),
  recipe: paths.recipe(awkward),
  catering: paths.catering(),
  stores: paths.stores(),
  about: paths.about(),
  help: paths.help(),
  contact: paths.contact(),
  unsubscribe: paths.unsubscribe(),
  newsletterConfirmation: paths.newsletterConfirmation('a.b/c'),
  smokehouseClub: paths.smokehouseClub(),
  careers: paths.careers(),
  press: paths.press(),
  shipping: paths.shipping(),
  cart: paths.cart(),
  checkout: paths.checkout(),
  forum: paths.forum(),
  forumCategory: paths.forumCategory(awkward),
  forumThread: paths.forumThread(awkward),
  forumNew: paths.forumNew('recipe-sharing'),
  invoice: paths.invoice(awkward, 'k/y'),
  profile: paths.profile('orders'),
  favorites: paths.favorites(),
  login: paths.login('/admin/orders'),
  register: paths.register(),
  forgotPassword: paths.forgotPassword('a+b@example.com'),
  authCallback: paths.authCallback(),
  adminConsole: paths.adminConsole(),
  ...Object.fromEntries(
    Object.entries(paths.admin).map(([name, build]) => [`admin.${name}`, build()]),
  ),
};

describe('paths', () => {
  it('builds a path for a pattern of app/routes.ts, for every builder', () => {
    for (const [name, path] of Object.entries(built)) {
      expect(patternOf(path), `${name}: ${path}`).toBeDefined();
    }
  });

  it('has a builder for every route of app/routes.ts', () => {
    const covered = new Set(Object.values(built).map(patternOf));
    expect(patterns.filter((pattern) => !covered.has(pattern))).toEqual([]);
  });

  it("lists every route's pattern for the server (pagePatterns), and no other", () => {
    expect([...pagePatterns].sort()).toEqual([...patterns].sort());
  });

  it('matches a page path to its pattern, and nothing else', () => {
    expect(matchPagePattern('/')).toEqual({ pattern: '/' });
    expect(matchPagePattern('/shop/')).toEqual({ pattern: '/shop' });
    expect(matchPagePattern('/shop/texas-brisket-rub')).toEqual({
      pattern: '/shop/:id',
      segment: 'texas-brisket-rub',
    });
    expect(matchPagePattern('/forum/new')).toEqual({ pattern: '/forum/new' });
    expect(matchPagePattern('/forum/thread/a%20b')).toEqual({
      pattern: '/forum/thread/:threadId',
      segment: 'a%20b',
    });
    for (const unknown of ['/nope', '/shop/a/b', '/forum/thread', '/admin/nope', '/shopping']) {
      expect(matchPagePattern(unknown), unknown).toBeUndefined();
    }
  });

  it('URL-encodes ids and query values', () => {
    expect(paths.product(awkward)).toBe('/shop/a%20b%2Fc%3Fd');
    expect(paths.recipe(awkward)).toBe('/recipes/a%20b%2Fc%3Fd');
    expect(paths.forumThread(awkward)).toBe('/forum/thread/a%20b%2Fc%3Fd');
    expect(paths.forumCategory(awkward)).toBe('/forum/category/a%20b%2Fc%3Fd');
    expect(paths.invoice(awkward, 'k/y')).toBe('/invoice/a%20b%2Fc%3Fd?key=k%2Fy');
    expect(paths.login('/admin/orders')).toBe('/login?redirect=%2Fadmin%2Forders');
    expect(paths.search('pork butt')).toBe('/search?q=pork%20butt');
    expect(paths.shop({ category: 'Rubs & Spices' })).toBe('/shop?category=Rubs%20%26%20Spices');
    expect(paths.newsletterConfirmation('a.b/c')).toBe('/newsletter/confirm?token=a.b%2Fc');
  });

  it('leaves empty queries out', () => {
    expect(paths.search()).toBe('/search');
    expect(paths.search('')).toBe('/search');
    expect(paths.login()).toBe('/login');
    expect(paths.invoice('FF-1')).toBe('/invoice/FF-1');
    expect(paths.forumNew()).toBe('/forum/new');
  });
});
