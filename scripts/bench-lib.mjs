// Pure helpers for the bench script, unit-tested in bench-lib.test.ts.

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
    return { route, js, css };
  });
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
  const wanted = ['/', '/shop', '/shop/:id', '/recipes/:id'];
  const existing = new Set(parseRoutes(routesSource).routes.map((r) => r.route));
  return wanted.filter((route) => existing.has(route)).map(samplePath);
}
