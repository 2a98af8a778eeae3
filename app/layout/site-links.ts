import type { FooterColumn } from '../../design-system/patterns/SiteFooter/SiteFooter';
import type { SiteHeaderLinks } from '../../design-system/patterns/SiteHeader/SiteHeader';
import { paths } from '../../domain/paths';

/** The header's links, in the spec's order. */
export const headerLinks: SiteHeaderLinks = {
  home: paths.home(),
  main: [
    { label: 'Shop', href: paths.shop() },
    { label: 'Recipes', href: paths.recipes() },
    { label: 'Catering', href: paths.catering() },
    { label: 'Contact', href: paths.contact() },
  ],
  admin: { label: 'Admin', href: paths.adminConsole() },
  stores: { label: 'Find a Store', href: paths.stores() },
  signedIn: [{ label: 'My Profile', href: paths.profile() }],
  signedOut: [
    { label: 'Sign In', href: paths.login() },
    { label: 'Register', href: paths.register() },
  ],
  favorites: paths.favorites(),
  cart: paths.cart(),
};

/** The footer's three columns, with the pages the header does not reach. */
export const footerColumns: FooterColumn[] = [
  {
    title: 'About Us',
    links: [
      { label: 'About', href: paths.about() },
      { label: 'Careers', href: paths.careers() },
      { label: 'Press', href: paths.press() },
    ],
  },
  {
    title: 'Customer Service',
    links: [
      { label: 'Help & FAQ', href: paths.help() },
      { label: 'Contact', href: paths.contact() },
      { label: 'Shipping', href: paths.shipping() },
      { label: 'Find a Store', href: paths.stores() },
    ],
  },
  {
    title: 'Shopping',
    links: [
      { label: 'Shop', href: paths.shop() },
      { label: 'Deals', href: paths.deals() },
      { label: 'Weekly Circular', href: paths.weeklyDeals() },
      { label: 'Gift Cards', href: paths.giftCards() },
      { label: 'Smokehouse Club', href: paths.smokehouseClub() },
      { label: 'Recipes', href: paths.recipes() },
      { label: 'Catering', href: paths.catering() },
      { label: 'Forum', href: paths.forum() },
    ],
  },
];
