import { Hono } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { listProducts } from '../services/products';
import { listRecipes } from '../services/recipes';
import { onPublicHost, robotsTxt, sitemapPages, sitemapXml } from '../seo/site-routes';
import { paths } from '../../domain/paths';

/**
 * /robots.txt and /sitemap.xml, for search engines. Gated hosts disallow
 * everything and have no sitemap; the sitemap lists the live catalogue and recipes.
 */
export function siteRoutes(deps: { db: Db; publicUrl: string }) {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.text(robotsTxt(onPublicHost(c), deps.publicUrl));
    })
    .get('/sitemap.xml', async (c) => {
      if (!onPublicHost(c)) return c.text('Not found', 404);
      const [products, recipes] = await Promise.all([listProducts(deps.db), listRecipes(deps.db)]);
      const pages = [
        ...sitemapPages,
        ...products.map((product) => paths.product(product.id)),
        ...recipes.map((recipe) => paths.recipe(recipe.id)),
      ];
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      return c.body(sitemapXml(deps.publicUrl, pages));
    });
}
