import type { Context } from 'hono';
import { isPublicHost } from '../../domain/host-gate';

/** Whether the request came to a public host; gated hosts are not indexed. */
export const onPublicHost = (c: Context) => isPublicHost(new URL(c.req.url).hostname);

/** The storefront's pages without parameters that a search engine may list. */
export const sitemapPages = [
  '/',
  '/shop',
  '/deals',
  '/weekly-deals',
  '/gift-cards',
  '/recipes',
  '/catering',
  '/stores',
  '/about',
  '/help',
  '/contact',
  '/smokehouse-club',
  '/careers',
  '/press',
  '/shipping',
  '/forum',
];

/** Paths no crawler needs: the API, accounts, checkout and the admin console. */
export const disallowedPaths = [
  '/api/',
  '/admin',
  '/cart',
  '/checkout',
  '/profile',
  '/invoice/',
  '/search',
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
