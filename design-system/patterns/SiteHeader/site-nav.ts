export interface SiteNavLink {
  label: string;
  href: string;
}

/** The main bar's links, in the spec's order. */
export const siteNavLinks: SiteNavLink[] = [
  { label: 'Shop', href: '/shop' },
  { label: 'Recipes', href: '/recipes' },
  { label: 'Catering', href: '/catering' },
  { label: 'Contact', href: '/contact' },
];

export const adminNavLink: SiteNavLink = { label: 'Admin', href: '/admin-console' };

/** A link is current on its own page and on the pages under it (/shop marks /shop/{id}). */
export function isCurrentPath(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** 'Cart', 'Cart, 1 item', 'Cart, 3 items': the count is part of the link's name. */
export function countLabel(label: string, count: number): string {
  if (count <= 0) return label;
  return `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;
}
