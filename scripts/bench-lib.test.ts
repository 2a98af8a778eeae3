import { describe, expect, it } from 'vitest';
import {
  budgetProblems,
  countDifference,
  drift,
  entryFiles,
  explainFetches,
  formatRatio,
  goalVerdict,
  lighthouseCells,
  firstLoadByRoute,
  isPublicRoute,
  lighthouseTargets,
  median,
  parseRoutes,
  percentile,
  splitAtInteractive,
  sumBytes,
} from './bench-lib.mjs';

const routesSource = `
  {
    lazy: () => import('./layout/route'),
    children: [
      { index: true, lazy: () => import('./screens/home/route') },
      { path: 'shop/:id', lazy: () => import('./screens/product/route') },
      { path: '*', lazy: () => import('./screens/not-found/route') },
    ],
  },`;

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'app/layout/route.tsx': { file: 'assets/layout.js' },
  'app/screens/home/route.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
  'app/screens/product/route.tsx': { file: 'assets/product.js', css: ['assets/product.css'] },
  'app/screens/not-found/route.tsx': { file: 'assets/nf.js' },
};

describe('bench helpers', () => {
  it('reads routes and the layout from the route table', () => {
    expect(parseRoutes(routesSource)).toEqual({
      layout: 'layout/route',
      routes: [
        { route: '/', module: 'screens/home/route' },
        { route: '/shop/:id', module: 'screens/product/route' },
        { route: '/*', module: 'screens/not-found/route' },
      ],
    });
  });

  it('adds the entry, layout and route chunks with their static imports, once each', () => {
    const [home, product] = firstLoadByRoute(manifest, routesSource);
    expect(home).toEqual({
      route: '/',
      module: 'screens/home/route',
      js: [
        'assets/index.js',
        'assets/react.js',
        'assets/layout.js',
        'assets/home.js',
        'assets/shared.js',
      ],
      css: ['assets/index.css'],
    });
    expect(product?.css).toEqual(['assets/index.css', 'assets/product.css']);
  });

  it('measures only key pages that exist, with sample ids', () => {
    expect(lighthouseTargets(routesSource)).toEqual(['/', '/shop/texas-brisket-rub']);
  });
});

describe('the floor, medians and budgets', () => {
  it("takes the floor app's entry and its static imports", () => {
    expect(entryFiles(manifest)).toEqual(['assets/index.js', 'assets/react.js']);
  });

  it('takes the middle of the runs that finished', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, NaN, 1, 3, 2])).toBe(2.5);
    expect(median([NaN])).toBeNaN();
  });

  it('takes percentiles by nearest rank, among the finite values', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7, NaN], 0)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('lets a route grow 4% over its budget and fails it at 6%', () => {
    const budgets = { '/': 100_000 };
    expect(budgetProblems([{ route: '/', gzip: 104_000 }], budgets)).toEqual([]);
    expect(budgetProblems([{ route: '/', gzip: 106_000 }], budgets)).toEqual([
      '/: 106000 B gz is 6.0% over its budget of 100000 B',
    ]);
  });

  it('fails a route with no budget, and names a budget whose route is gone', () => {
    expect(budgetProblems([{ route: '/new', gzip: 1 }], { '/old': 1 })).toEqual([
      '/new: no budget (1 B gz)',
      '/old: budgeted, but no such route',
    ]);
  });

  it('counts every route but the admin console as public', () => {
    expect(isPublicRoute({ module: 'screens/shop/route' })).toBe(true);
    expect(isPublicRoute({ module: 'screens/admin/products/route' })).toBe(false);
  });
});

describe('a real load, measured', () => {
  const script = (file: string, startTime: number, bytes = 100) => ({ file, startTime, bytes });

  it('counts a script requested before the take-over as before, up to 5 s after as after', () => {
    const requests = [
      script('entry.js', 10),
      script('route.js', 999.9),
      script('idle.js', 1000),
      script('late-idle.js', 5999.9),
      script('much-later.js', 6000),
    ];
    const { before, after, later } = splitAtInteractive(requests, 1000);
    expect(before.map(({ file }) => file)).toEqual(['entry.js', 'route.js']);
    expect(after.map(({ file }) => file)).toEqual(['idle.js', 'late-idle.js']);
    expect(later.map(({ file }) => file)).toEqual(['much-later.js']);
    expect(sumBytes(before)).toBe(200);
    expect(sumBytes([])).toBe(0);
  });

  it('says why each script was fetched: the HTML, a named caller, or a lazy module and its imports', () => {
    const lazyManifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['app/route.tsx'] },
      'app/route.tsx': {
        file: 'assets/route.js',
        isDynamicEntry: true,
        dynamicImports: ['app/Form.tsx'],
      },
      'app/Form.tsx': { file: 'assets/Form.js', isDynamicEntry: true, imports: ['_zod.js'] },
      '_zod.js': { file: 'assets/zod.js' },
      'node_modules/workbox-window/x.js': { file: 'assets/workbox.js', isDynamicEntry: true },
    };
    const parser = { type: 'parser', url: 'http://localhost/' };
    const graph = { type: 'script', url: 'about:client' };
    const called = {
      type: 'script',
      stack: { callFrames: [{ url: 'http://localhost/assets/index.js' }] },
    };
    const reasons = explainFetches(lazyManifest, [
      { file: 'assets/index.js', initiator: parser },
      { file: 'assets/workbox.js', initiator: called },
      { file: 'assets/Form.js', initiator: graph },
      { file: 'assets/zod.js', initiator: graph },
      { file: 'assets/unknown.js', initiator: undefined },
    ]);
    expect(Object.fromEntries(reasons)).toEqual({
      'assets/index.js': "in the page's HTML",
      'assets/workbox.js': 'import() by index.html',
      'assets/Form.js': 'lazy module, import()ed by app/route.tsx',
      'assets/zod.js': 'static import of app/Form.tsx, import()ed by app/route.tsx',
      'assets/unknown.js': 'unknown',
    });
  });

  it('prints ratios with two decimals and goals as met or NOT met, either way round', () => {
    expect(formatRatio(1.499)).toBe('1.50×');
    expect(formatRatio(NaN)).toBe('n/a');
    expect(goalVerdict(1.5, 1.5)).toBe('met');
    expect(goalVerdict(1.51, 1.5)).toBe('NOT met');
    expect(goalVerdict(95, 95, '≥')).toBe('met');
    expect(goalVerdict(94, 95, '≥')).toBe('NOT met');
    expect(goalVerdict(NaN, 95, '≥')).toBe('not measured');
  });

  it('flags the static count and the measured load when they differ by more than 5%', () => {
    expect(drift(100_000, 105_000)).toEqual({ percent: 5, flagged: false });
    expect(drift(100_000, 94_000)).toEqual({ percent: -6, flagged: true });
    expect(drift(100_000, 105_100)).toEqual({ percent: 5.1, flagged: true });
    expect(drift(0, 1).flagged).toBe(true);
  });

  it('names the files a real load fetched that the static count lacks, and the reverse', () => {
    expect(countDifference(['a.js', 'b.js'], ['a.js', 'workbox.js'])).toEqual({
      onlyMeasured: ['workbox.js'],
      onlyStatic: ['b.js'],
    });
    expect(countDifference(['a.js'], ['a.js'])).toEqual({ onlyMeasured: [], onlyStatic: [] });
  });

  it("prints each Lighthouse median with the issue's goal and whether it is met", () => {
    const cells = lighthouseCells({ score: 96, tbtMs: 151, lcpMs: 2500, cls: 0.02, seo: NaN });
    expect(cells).toEqual({
      performance: '96 (≥ 95: met)',
      TBT: '151 ms (≤ 150 ms: NOT met)',
      LCP: '2500 ms (≤ 2500 ms: met)',
      CLS: '0.02 (≤ 0.01: NOT met)',
      SEO: 'n/a (≥ 100: not measured)',
    });
  });
});
