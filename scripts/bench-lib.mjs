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

/** How long after the page is interactive the bench keeps listening for scripts fetched unasked. */
export const afterInteractiveMs = 5000;

/**
 * A real load's script requests split at the moment the page became interactive (times in ms
 * on the page's clock): `before` started before it, `after` within `windowMs` after it, `later`
 * after that (not counted).
 */
export function splitAtInteractive(requests, interactiveAt, windowMs = afterInteractiveMs) {
  const split = { before: [], after: [], later: [] };
  for (const request of requests) {
    if (request.startTime < interactiveAt) split.before.push(request);
    else if (request.startTime < interactiveAt + windowMs) split.after.push(request);
    else split.later.push(request);
  }
  return split;
}

export const sumBytes = (requests) => requests.reduce((sum, { bytes }) => sum + bytes, 0);

/** A same-origin URL's path without its leading slash, as the Vite manifest names files. */
export const buildPath = (url) => new URL(url).pathname.replace(/^\//, '');

/**
 * Why the browser fetched each script of a load, from what Chromium reports (DevTools protocol
 * initiator: `parser` for a tag in the page's HTML, `script` with a stack for an import() that
 * names its caller, `script` from "about:client" for the module graph of a dynamic import, which
 * names none) and the Vite manifest: such a chunk belongs to the lazy module (a manifest entry
 * with `isDynamicEntry`) fetched in the same load whose static imports hold it, and that module
 * is import()ed by the manifest entries that list it in `dynamicImports`.
 * `scripts` are `{ file, initiator }` in the order they were requested; returns file → reason.
 */
export function explainFetches(manifest, scripts) {
  const keyOf = new Map(Object.entries(manifest).map(([key, { file }]) => [file, key]));
  const fetched = new Set(scripts.map(({ file }) => file));
  const lazyFetched = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && fetched.has(manifest[key].file),
  );
  const importersOf = (key) =>
    Object.keys(manifest).filter((other) => manifest[other].dynamicImports?.includes(key));
  const reasons = new Map();
  for (const { file, initiator } of scripts) {
    const key = keyOf.get(file);
    const frames = [];
    for (let stack = initiator?.stack; stack; stack = stack.parent) {
      frames.push(...stack.callFrames);
    }
    const caller = frames.find((frame) => frame.url)?.url;
    let reason;
    if (initiator?.type === 'parser') reason = "in the page's HTML";
    else if (caller) reason = `import() by ${keyOf.get(buildPath(caller)) ?? buildPath(caller)}`;
    else {
      const lazy =
        key && manifest[key].isDynamicEntry
          ? key
          : lazyFetched.find((entry) => staticClosure(manifest, entry).has(key));
      if (!lazy) reason = initiator?.type ?? 'unknown';
      else {
        const by = importersOf(lazy);
        const importedBy = by.length > 0 ? `, import()ed by ${by.join(', ')}` : '';
        reason =
          lazy === key ? `lazy module${importedBy}` : `static import of ${lazy}${importedBy}`;
      }
    }
    reasons.set(file, reason);
  }
  return reasons;
}

/** A ratio against the floor, as the bench prints it: two decimals and a ×. */
export const formatRatio = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a');

/** "met" or "NOT met" for a value against a goal; at most (`≤`) or at least (`≥`). */
export function goalVerdict(value, goal, direction = '≤') {
  if (!Number.isFinite(value)) return 'not measured';
  const met = direction === '≤' ? value <= goal : value >= goal;
  return met ? 'met' : 'NOT met';
}

/** How far the static count may lie from a real load's before the bench flags it. */
export const driftTolerance = 0.05;

/** The measured bytes against the static count: the signed difference in % and whether it is over 5%. */
export function drift(staticBytes, measuredBytes, tolerance = driftTolerance) {
  if (!(staticBytes > 0) || !Number.isFinite(measuredBytes)) return { percent: NaN, flagged: true };
  // Judged on the printed figure (one decimal), so "+5.0%" is never flagged and "+5.1%" always is.
  const percent = Number(((measuredBytes / staticBytes - 1) * 100).toFixed(1));
  return { percent, flagged: Math.abs(percent) > Number((tolerance * 100).toFixed(1)) };
}

/** The Lighthouse goals (mobile, default throttling, median of 3 on an idle machine). */
export const lighthouseGoals = [
  { key: 'score', label: 'performance', goal: 95, direction: '≥', unit: '' },
  { key: 'tbtMs', label: 'TBT', goal: 150, direction: '≤', unit: ' ms' },
  { key: 'lcpMs', label: 'LCP', goal: 2500, direction: '≤', unit: ' ms' },
  { key: 'cls', label: 'CLS', goal: 0.01, direction: '≤', unit: '' },
  { key: 'seo', label: 'SEO', goal: 100, direction: '≥', unit: '' },
];

/** One page's Lighthouse medians as printed cells: "value (goal ≤ x: met)". */
export function lighthouseCells(metrics) {
  return Object.fromEntries(
    lighthouseGoals.map(({ key, label, goal, direction, unit }) => [
      label,
      `${Number.isFinite(metrics[key]) ? metrics[key] : 'n/a'}${unit} (${direction} ${goal}${unit}: ${goalVerdict(metrics[key], goal, direction)})`,
    ]),
  );
}

/** Files a real load fetched before interactive that the static count lacks, and the reverse. */
export function countDifference(staticFiles, measuredFiles) {
  const counted = new Set(staticFiles);
  const fetched = new Set(measuredFiles);
  return {
    onlyMeasured: [...fetched].filter((file) => !counted.has(file)),
    onlyStatic: [...counted].filter((file) => !fetched.has(file)),
  };
}
