import { countOf } from '../../lib/count';

export interface SiteNavLink {
  label: string;
  href: string;
}

/** The header's links: the app builds them from its routes, stories pass samples. */
export interface SiteHeaderLinks {
  /** The logo's link. */
  home: string;
  /** The main bar, in order. */
  main: SiteNavLink[];
  /** Follows the main links for administrators. */
  admin: SiteNavLink;
  /** 'Find a Store' in the top bar and the menu. */
  stores: SiteNavLink;
  /** The top bar's account links when signed in (with the person icon) and when not. */
  signedIn: SiteNavLink[];
  signedOut: SiteNavLink[];
  favorites: string;
  cart: string;
}

/** A link is current on its own page and on the pages under it (/shop marks /shop/{id}). */
export function isCurrentPath(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** 'Cart', 'Cart, 1 item', 'Cart, 3 items': the count is part of the link's name. */
export function withItemCount(label: string, count: number): string {
  return count > 0 ? `${label}, ${countOf(count, 'item')}` : label;
}
