import type { SiteHeaderLinks } from './site-nav';

/** The storefront's header links, as sample data for the stories (the app builds its own). */
export const sampleHeaderLinks: SiteHeaderLinks = {
  home: '/',
  main: [
    { label: 'Shop', href: '/shop' },
    { label: 'Recipes', href: '/recipes' },
    { label: 'Catering', href: '/catering' },
    { label: 'Contact', href: '/contact' },
  ],
  admin: { label: 'Admin', href: '/admin-console' },
  stores: { label: 'Find a Store', href: '/stores' },
  signedIn: [{ label: 'My Profile', href: '/profile' }],
  signedOut: [
    { label: 'Sign In', href: '/login' },
    { label: 'Register', href: '/register' },
  ],
  favorites: '/favorites',
  cart: '/cart',
};
