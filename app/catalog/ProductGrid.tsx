import {
  ProductCard,
  type ProductCardItem,
} from '../../design-system/patterns/ProductCard/ProductCard';
import { Grid, GridItem } from '../../design-system/primitives/Grid/Grid';
import { toShopItem } from '../../domain/catalog';
import type { Product } from '../../domain/types';
import { paths } from '../../domain/paths';

/** A product as one card: the size it shows is the size 'Add to Cart' adds. */
export interface ProductTile {
  product: Product;
  item: ProductCardItem;
  /** The size shown; none means the first in stock (a card's default). */
  sizeId?: string;
}

/** The default card: the first size in stock at today's price. */
export function productTile(product: Product): ProductTile {
  return { product, item: { ...toShopItem(product), imageAlt: product.images[0]?.alt } };
}

export interface ProductGridProps {
  tiles: readonly ProductTile[];
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (product: Product) => void;
  /** Called with the product and the size its card shows (undefined: the first in stock). */
  onAddToCart: (product: Product, sizeId?: string) => void;
  /** 'products' (2 → 3 → 4 a row) or 'thirds' (1 → 3), e.g. for three specials. */
  columns?: 'products' | 'thirds';
  /** The product names' heading level, under the section's heading. */
  headingLevel?: 2 | 3 | 4;
  /** Cards whose images load eagerly (the first row of a page). */
  priorityCount?: number;
  /** Names the list, e.g. 'Weekly Specials'. */
  label?: string;
}

/** Product cards in a responsive list: the shop, specials, deals, search results. */
export function ProductGrid({
  tiles,
  favoriteIds,
  onToggleFavorite,
  onAddToCart,
  columns = 'products',
  headingLevel = 3,
  priorityCount = 0,
  label,
}: ProductGridProps) {
  return (
    <Grid as="ul" columns={columns} gap="md" aria-label={label}>
      {tiles.map(({ product, item, sizeId }, index) => (
        <GridItem as="li" key={product.id}>
          <ProductCard
            product={item}
            href={paths.product(product.id)}
            isFavorite={favoriteIds.has(product.id)}
            onToggleFavorite={() => onToggleFavorite(product)}
            onAddToCart={() => onAddToCart(product, sizeId)}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </GridItem>
      ))}
    </Grid>
  );
}
