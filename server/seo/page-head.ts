import { brand } from '../../domain/brand';
import { effectivePriceCents } from '../../domain/catalog';
import { heroImages } from '../../domain/heroes';
import { siteDescription, siteTitle, snippet } from '../../domain/site-meta';
import type { Product, Recipe } from '../../domain/types';
import { paths } from '../../domain/paths';

/** What a page's <head> says to crawlers and link previews (index.html carries the defaults). */
export interface PageHead {
  title: string;
  description: string;
  /** The public origin and the page's path, no query. */
  canonical: string;
  type: 'website' | 'product' | 'article';
  /** An absolute image URL for link previews. */
  image?: string;
  /** A schema.org record (Product, Recipe) for a JSON-LD data block. */
  jsonLd?: Record<string, unknown>;
  /** The page's largest image (its hero, a product's photo), preloaded: the LCP element. */
  heroImage?: string;
  /** A page that is not there (404): search engines are told not to list it; no canonical. */
  noindex?: boolean;
  /** The store's current name (og:site_name); the brand's when not given. */
  siteName?: string;
}

const absolute = (origin: string, url: string) => new URL(url, origin).href;

/** The hero artwork of the storefront's pages that open with one (their screens use the same). */
const heroes: Record<string, string> = {
  [paths.home()]: heroImages.home,
  [paths.shop()]: heroImages.shop,
  [paths.deals()]: heroImages.deals,
  [paths.recipes()]: heroImages.recipes,
  [paths.catering()]: heroImages.catering,
  [paths.stores()]: heroImages.stores,
  [paths.about()]: heroImages.about,
  [paths.help()]: heroImages.help,
  [paths.contact()]: heroImages.contact,
  [paths.forum()]: heroImages.forum,
  [paths.smokehouseClub()]: heroImages.smokehouseClub,
};

/** `storeName`: the store's name as the admin last saved it (server/services/settings.ts). */
export function defaultHead(origin: string, path: string, storeName: string = siteTitle): PageHead {
  const hero = heroes[path];
  return {
    title: storeName,
    siteName: storeName,
    description: siteDescription,
    canonical: absolute(origin, path),
    type: 'website',
    ...(hero && { heroImage: hero }),
  };
}

/**
 * What a 404 page's head says: the not-found screen's title, and not to be listed. It has no
 * canonical link (withPageHead leaves it out), so the path, which may not even make a URL
 * (a backslash: '/%5C'), is not read.
 */
export function notFoundHead(origin: string, storeName: string = brand.name): PageHead {
  return {
    title: `Page not found | ${storeName}`,
    siteName: storeName,
    description: siteDescription,
    canonical: absolute(origin, '/'),
    type: 'website',
    noindex: true,
  };
}

export function productHead(
  origin: string,
  product: Product,
  storeName: string = brand.name,
): PageHead {
  const prices = product.sizes.map(effectivePriceCents);
  const image = absolute(origin, product.images[0]!.url);
  return {
    title: `${product.name} | ${storeName}`,
    siteName: storeName,
    description: snippet(product.description),
    canonical: absolute(origin, paths.product(product.id)),
    type: 'product',
    image,
    heroImage: product.images[0]!.url,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: product.images.map((picture) => absolute(origin, picture.url)),
      sku: product.id,
      brand: { '@type': 'Brand', name: product.brand },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'USD',
        // Cents to dollars for schema.org's decimal price.
        lowPrice: (Math.min(...prices) / 100).toFixed(2),
        highPrice: (Math.max(...prices) / 100).toFixed(2),
        offerCount: product.sizes.length,
        availability: product.sizes.some((size) => size.inStock)
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      },
      ...(product.reviewCount > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating,
          reviewCount: product.reviewCount,
        },
      }),
    },
  };
}

/** '45 mins', '1 hour 30 mins', '12 hours' → ISO 8601 (PT45M); undefined when it reads otherwise. */
export function isoDuration(text: string): string | undefined {
  const hours = /(\d+)\s*h/i.exec(text)?.[1];
  const minutes = /(\d+)\s*m/i.exec(text)?.[1];
  if (!hours && !minutes) return undefined;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`;
}

export function recipeHead(
  origin: string,
  recipe: Recipe,
  storeName: string = brand.name,
): PageHead {
  const image = absolute(origin, recipe.imageUrl);
  const prepTime = isoDuration(recipe.prepTime);
  const cookTime = isoDuration(recipe.cookTime);
  return {
    title: `${recipe.title} | ${storeName}`,
    siteName: storeName,
    description: snippet(recipe.description),
    canonical: absolute(origin, paths.recipe(recipe.id)),
    type: 'article',
    image,
    heroImage: recipe.imageUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: recipe.title,
      description: recipe.description,
      image: [image],
      author: { '@type': 'Organization', name: storeName },
      recipeCategory: recipe.category,
      recipeYield: `${recipe.servings} servings`,
      ...(prepTime && { prepTime }),
      ...(cookTime && { cookTime }),
      recipeIngredient: recipe.ingredients,
      recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    },
  };
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** JSON inside <script>: no '<' may close the element early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Built files to preload: the display font (/assets/…). The route's JS modules are not: listing
 * them all in the HTML made Lighthouse's first paint 1.8 s later on / (measured).
 */
export interface Preloads {
  font?: string;
}

/**
 * index.html with this page's title, description, canonical link, Open Graph tags and JSON-LD,
 * and preloads of its hero image and the display font, so the browser fetches the LCP element
 * and its font while the scripts load.
 * The JSON-LD block is data, never run: the CSP's script-src does not apply to it.
 */
export function withPageHead(html: string, head: PageHead, preloads: Preloads = {}): string {
  const { font: fontFile } = preloads;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    ...(head.heroImage
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(head.heroImage)}" fetchpriority="high" />`,
        ]
      : []),
    ...(fontFile
      ? [
          `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(fontFile)}" crossorigin />`,
        ]
      : []),
    ...(head.noindex
      ? ['<meta name="robots" content="noindex" />']
      : [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`]),
    meta('og:site_name', head.siteName ?? brand.name),
    meta('og:type', head.type),
    meta('og:title', head.title),
    meta('og:description', head.description),
    ...(head.noindex ? [] : [meta('og:url', head.canonical)]),
    ...(head.image ? [meta('og:image', head.image)] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`]
      : []),
  ];
  // Replacement functions: a replacement string would read `$&`, `$'`… in the page's text as patterns.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
