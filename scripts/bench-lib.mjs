// Pure helpers for the bench script, unit-tested in bench-lib.test.ts.

/** Route paths and their module, read from app/routes.ts (`path: '…'` or `index: true`). */
export function parseRoutes(routesSource) {
  const routes = [];
  let layout;
  const entry =
    /\{\s*(?:(index:\s*true)|path:\s*'([^']*)')?[^{}]*?lazy:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g;
  for (const match of routesSource.matchAll(entry)) {
    const [, index, path, module] = match;
    if (index) routes.push({ route: '/', module });
    else if (path !== undefined) routes.push({ route: `/${path.replace(/^\//, '')}`, module });
    else layout ??= module;
  }
  return { layout, routes };
}

/** Every chunk a manifest entry pulls in statically, itself first. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/** JS and CSS files of the first load of each route: the entry, the layout and the route's module. */
export function firstLoadByRoute(manifest, routesSource) {
  const { layout, routes } = parseRoutes(routesSource);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const moduleKey = (module) =>
    Object.keys(manifest).find((key) => key.replace(/\.(tsx?|jsx?)$/, '') === `app/${module}`);
  return routes.map(({ route, module }) => {
    const keys = new Set();
    for (const start of [entryKey, layout && moduleKey(layout), moduleKey(module)]) {
      if (start) staticClosure(manifest, start, keys);
    }
    const js = [...new Set([...keys].map((key) => manifest[key].file))];
    const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
    return { route, module, js, css };
  });
}

/** Every chunk of a build's entry (index.html) and its static imports: the floor app's first load. */
export function entryFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return [...staticClosure(manifest, entryKey)].map((key) => manifest[key].file);
}

/**
 * The pages a first visit's service worker precaches: browsing the shop, the recipes and the
 * forum, and the brand's pages. Forms (checkout, contact, catering), accounts and the console
 * are cached when first used, so a first visit fetches at most about twice what its page needs.
 */
export const precachedRoutes = [
  '/',
  '/shop',
  '/shop/:id',
  '/deals',
  '/search',
  '/recipes',
  '/recipes/:id',
  '/forum',
  '/forum/category/:categoryId',
  '/about',
  '/stores',
  '/smokehouse-club',
  '/careers',
  '/press',
  '/*',
];

/** The built JS and CSS files those pages load first (the service worker's precache, with index.html). */
export function precacheFiles(manifest, routesSource) {
  const pages = firstLoadByRoute(manifest, routesSource).filter(({ route }) =>
    precachedRoutes.includes(route),
  );
  return new Set(pages.flatMap(({ js, css }) => [...js, ...css]));
}

/** Routes anyone can open: every route but the admin console's (behind its guard). */
export const isPublicRoute = ({ module }) => !module.startsWith('screens/admin/');

/** The goals: first-load JS (gz) at most this many times the floor's. */
export const keyRoutes = [
  { route: '/', goal: 1.5 },
  { route: '/shop', goal: 1.5 },
  { route: '/shop/:id', goal: 1.5 },
  { route: '/recipes/:id', goal: 1.5 },
  { route: '/forum', goal: 1.8 },
];

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The `p`th percentile (0–100) of the finite values by nearest rank: a value that was measured,
 * never one between two. NaN when there are none. Sorts a copy.
 */
export function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

/** How far a route may grow over its committed budget before the budget test fails. */
export const budgetTolerance = 0.05;

/**
 * What is wrong with the measured first loads against budgets.json: a public route more than
 * 5% over its budget, or one with no budget. Budgets for routes that are gone are reported too.
 */
export function budgetProblems(measured, budgets, tolerance = budgetTolerance) {
  const problems = [];
  for (const { route, gzip } of measured) {
    const budget = budgets[route];
    if (budget === undefined) problems.push(`${route}: no budget (${gzip} B gz)`);
    else if (gzip > budget * (1 + tolerance)) {
      const growth = ((gzip / budget - 1) * 100).toFixed(1);
      problems.push(`${route}: ${gzip} B gz is ${growth}% over its budget of ${budget} B`);
    }
  }
  const routes = new Set(measured.map(({ route }) => route));
  for (const route of Object.keys(budgets)) {
    if (!routes.has(route)) problems.push(`${route}: budgeted, but no such route`);
  }
  return problems;
}

/** A real id for each parameterised route, so the measured page is the real screen. */
const samples = {
  '/shop/:id': 'texas-brisket-rub',
  '/recipes/:id': 'texas-style-brisket',
  '/invoice/:orderId': 'FF-2024-0015',
  '/forum/category/:categoryId': 'smoking-techniques',
  '/forum/thread/:threadId': 'welcome-to-the-forum',
};

export function samplePath(route) {
  return samples[route] ? route.replace(/:\w+/, samples[route]) : route;
}

/** Pages Lighthouse measures: the key storefront pages that exist, with sample ids. */
export function lighthouseTargets(routesSource) {
  const existing = new Set(parseRoutes(routesSource).routes.map((r) => r.route));
  return keyRoutes
    .map(({ route }) => route)
    .filter((route) => existing.has(route))
    .map(samplePath);
}
