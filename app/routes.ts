import type { RouteObject } from 'react-router-dom';
import {
  AccountFailure,
  AdminFailure,
  RootFailure,
  StorefrontFailure,
} from './failure/RouteFailure';

/**
 * Every route loads its own module on demand (a `Component`, and a `loader` that reads the
 * data module); the bench script reads this list. The layout wraps them all in the header
 * and footer; the admin guard lets only the admin group through.
 * Each group (storefront, account, admin) has its error screen inside the layout, so a failed
 * page keeps the header, footer and cart; the error screens are in the first load, since a
 * failure may be a chunk that cannot load (app/chunk-reload.ts).
 */
export const routes: RouteObject[] = [
  {
    // layoutRouteId (app/layout/store-name.ts): pages read the store's name from its loader.
    id: 'layout',
    lazy: () => import('./layout/route'),
    // Nothing to show before the first route's module and data arrive (a blank page for a moment).
    HydrateFallback: () => null,
    // The layout itself failed: a page of its own, without the shell.
    ErrorBoundary: RootFailure,
    children: [
      {
        ErrorBoundary: StorefrontFailure,
        children: [
          { index: true, lazy: () => import('./screens/home/route') },
          { path: 'shop', lazy: () => import('./screens/shop/route') },
          { path: 'shop/:id', lazy: () => import('./screens/product/route') },
          { path: 'deals', lazy: () => import('./screens/deals/route') },
          { path: 'weekly-deals', lazy: () => import('./screens/weekly-deals/route') },
          { path: 'gift-cards', lazy: () => import('./screens/gift-cards/route') },
          { path: 'search', lazy: () => import('./screens/search/route') },
          { path: 'recipes', lazy: () => import('./screens/recipes/route') },
          { path: 'recipes/:id', lazy: () => import('./screens/recipe/route') },
          { path: 'catering', lazy: () => import('./screens/catering/route') },
          { path: 'stores', lazy: () => import('./screens/stores/route') },
          { path: 'about', lazy: () => import('./screens/about/route') },
          { path: 'help', lazy: () => import('./screens/help/route') },
          { path: 'contact', lazy: () => import('./screens/contact/route') },
          { path: 'unsubscribe', lazy: () => import('./screens/unsubscribe/route') },
          {
            path: 'newsletter/confirm',
            lazy: () => import('./screens/newsletter-confirmation/route'),
          },
          { path: 'smokehouse-club', lazy: () => import('./screens/smokehouse-club/route') },
          { path: 'careers', lazy: () => import('./screens/careers/route') },
          { path: 'press', lazy: () => import('./screens/press/route') },
          { path: 'shipping', lazy: () => import('./screens/shipping/route') },
          { path: 'cart', lazy: () => import('./screens/cart/route') },
          { path: 'checkout', lazy: () => import('./screens/checkout/route') },
          { path: 'forum', lazy: () => import('./screens/forum/route') },
          {
            path: 'forum/category/:categoryId',
            lazy: () => import('./screens/forum-category/route'),
          },
          { path: 'forum/thread/:threadId', lazy: () => import('./screens/forum-thread/route') },
          { path: 'forum/new', lazy: () => import('./screens/forum-new/route') },
          { path: '*', lazy: () => import('./screens/not-found/route') },
        ],
      },
      {
        ErrorBoundary: AccountFailure,
        children: [
          { path: 'invoice/:orderId', lazy: () => import('./screens/invoice/route') },
          { path: 'profile', lazy: () => import('./screens/profile/route') },
          { path: 'favorites', lazy: () => import('./screens/favorites/route') },
          { path: 'login', lazy: () => import('./screens/login/route') },
          { path: 'register', lazy: () => import('./screens/register/route') },
          { path: 'forgot-password', lazy: () => import('./screens/forgot-password/route') },
          { path: 'auth/callback', lazy: () => import('./screens/auth-callback/route') },
        ],
      },
      {
        lazy: () => import('./screens/admin/guard/route'),
        ErrorBoundary: AdminFailure,
        children: [
          { path: 'admin-console', lazy: () => import('./screens/admin/console/route') },
          { path: 'admin', lazy: () => import('./screens/admin/products/route') },
          { path: 'admin/recipes', lazy: () => import('./screens/admin/recipes/route') },
          { path: 'admin/orders', lazy: () => import('./screens/admin/orders/route') },
          { path: 'admin/inbox', lazy: () => import('./screens/admin/inbox/route') },
          {
            path: 'admin/forum-reports',
            lazy: () => import('./screens/admin/forum-reports/route'),
          },
          { path: 'admin/gift-cards', lazy: () => import('./screens/admin/gift-cards/route') },
          { path: 'admin/mail', lazy: () => import('./screens/admin/mail/route') },
          {
            path: 'admin/club-members',
            lazy: () => import('./screens/admin/club-members/route'),
          },
          { path: 'admin/content', lazy: () => import('./screens/admin/content/route') },
          { path: 'admin/users', lazy: () => import('./screens/admin/users/route') },
          { path: 'admin/analytics', lazy: () => import('./screens/admin/analytics/route') },
          { path: 'admin/shipping', lazy: () => import('./screens/admin/shipping/route') },
          { path: 'admin/security', lazy: () => import('./screens/admin/security/route') },
          {
            path: 'admin/notifications',
            lazy: () => import('./screens/admin/notifications/route'),
          },
          { path: 'admin/settings', lazy: () => import('./screens/admin/settings/route') },
        ],
      },
    ],
  },
];
