import { describe, expect, it } from 'vitest';
import {
  budgetProblems,
  entryFiles,
  firstLoadByRoute,
  isPublicRoute,
  lighthouseTargets,
  median,
  parseRoutes,
  percentile,
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
