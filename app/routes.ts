import type { RouteObject } from 'react-router-dom';

/** Every route loads its own module on demand; the bench script reads this list. */
export const routes: RouteObject[] = [
  {
    lazy: () => import('./layout/route'),
    children: [
      { index: true, lazy: () => import('./screens/home/route') },
      { path: '*', lazy: () => import('./screens/not-found/route') },
    ],
  },
];
