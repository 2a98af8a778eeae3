import { paths } from '../../domain/paths';

/** Whether the request came to a public host; gated hosts are not indexed. */
export { onPublicHost } from '../host-rules';

/** The storefront's pages without parameters that a search engine may list. */
export const sitemapPages = [
  paths.home(),
  paths.shop(),
  paths.deals(),
  paths.weeklyDeals(),
  paths.giftCards(),
  paths.recipes(),
  paths.catering(),
  paths.stores(),
  paths.about(),
  paths.help(),
  paths.contact(),
  paths.smokehouseClub(),
  paths.careers(),
  paths.press(),
  paths.shipping(),
  paths.forum(),
];

/**
 * Paths no crawler needs: the API, accounts, checkout and the admin console. Robots rules
 * match by prefix: '/admin' covers /admin-console and /admin/…, '/invoice/' every invoice.
 */
export const disallowedPaths = [
  '/api/',
  '/admin',
  paths.cart(),
  paths.checkout(),
  paths.profile(),
  '/invoice/',
  paths.search(),
];

export function robotsTxt(publicHost: boolean, origin: string) {
  if (!publicHost) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function sitemapXml(origin: string, paths: string[]) {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
