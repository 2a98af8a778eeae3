import type { FooterColumn } from './SiteFooter';

/** The storefront's footer columns, as sample data for the stories (the app builds its own). */
export const sampleFooterColumns: FooterColumn[] = [
  {
    title: 'About Us',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Press', href: '/press' },
    ],
  },
  {
    title: 'Customer Service',
    links: [
      { label: 'Help & FAQ', href: '/help' },
      { label: 'Contact', href: '/contact' },
      { label: 'Shipping', href: '/shipping' },
      { label: 'Find a Store', href: '/stores' },
    ],
  },
  {
    title: 'Shopping',
    links: [
      { label: 'Shop', href: '/shop' },
      { label: 'Deals', href: '/deals' },
      { label: 'Weekly Circular', href: '/weekly-deals' },
      { label: 'Gift Cards', href: '/gift-cards' },
      { label: 'Smokehouse Club', href: '/smokehouse-club' },
      { label: 'Recipes', href: '/recipes' },
      { label: 'Catering', href: '/catering' },
      { label: 'Forum', href: '/forum' },
    ],
  },
];
