import { describe, expect, it } from 'vitest';
import { firstLoadByRoute, lighthouseTargets, parseRoutes } from './bench-lib.mjs';

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
