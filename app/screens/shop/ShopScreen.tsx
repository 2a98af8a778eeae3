import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@ds/primitives/Button/Button';
import { Checkbox } from '@ds/primitives/Checkbox/Checkbox';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { allFilterId, FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import { Hero } from '@ds/primitives/Hero/Hero';
import { Section } from '@ds/primitives/Section/Section';
import { Select } from '@ds/primitives/Select/Select';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { ToggleButton } from '@ds/primitives/ToggleButton/ToggleButton';
import { heroImages } from '@domain/heroes';
import type { Page } from '@domain/paging';
import type { Product } from '@domain/types';
import { bestDeal } from '@domain/deals';
import { ProductGrid, productTile, type ProductTile } from '../../catalog/ProductGrid';
import {
  hasActiveFilters,
  noShopFilters,
  productCountLabel,
  readShopFilters,
  shopSorts,
  writeShopFilters,
  type ShopFilters,
  type ShopSort,
} from '../../catalog/shop-filters';
import { useLatestSearchParams } from '../../use-latest-search-params';
import { isPastTheEnd, NoSuchPage, PageLinks } from '../../paging/PagedList';
import { usePageHref } from '../../paging/use-page-href';

export interface ShopScreenProps {
  /** The page the URL asks for, filtered and sorted by the server, with the filtered total. */
  shop: Page<Product>;
  categories: string[];
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (product: Product) => void;
  /** The size is the one the card shows (undefined: the first in stock). */
  onAddToCart: (product: Product, sizeId?: string) => void;
}

/**
 * /shop: the catalogue, a page at a time; every filter, the sort and the page live in the URL,
 * so a filtered shop survives a reload and can be shared.
 */
export function ShopScreen({
  shop,
  categories,
  favoriteIds,
  onToggleFavorite,
  onAddToCart,
}: ShopScreenProps) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const filters = readShopFilters(searchParams, categories);
  const moreFiltersActive =
    filters.inStockOnly || filters.onSaleOnly || filters.sort !== 'featured';
  const [showFilters, setShowFilters] = useState(moreFiltersActive);
  const hrefOf = usePageHref();
  const shown = shop.items;
  // With 'On sale' on, each card shows (and adds) the size that is on sale.
  const tiles: ProductTile[] = shown.map((product) => {
    const deal = filters.onSaleOnly ? bestDeal(product) : undefined;
    return deal ? { product, item: deal.item, sizeId: deal.sizeId } : productTile(product);
  });

  // Filtering replaces the URL (Back leaves the shop) and keeps the scroll position; it starts
  // again at page 1, keeping a chosen page size.
  const show = (next: ShopFilters) =>
    setSearchParams(
      (latest) => {
        const params = writeShopFilters(next);
        const limit = latest.get('limit');
        if (limit) params.set('limit', limit);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const pastTheEnd = isPastTheEnd(shop);
  const update = (change: Partial<ShopFilters>) => show({ ...filters, ...change });
  const clearAll = () => show(noShopFilters);

  return (
    <>
      <Hero
        title="Shop"
        eyebrow="Rubs, sauces & gear"
        description="Everything for the pit: small-batch rubs and sauces blended in Chicago, and the tools we use in our own kitchens."
        imageSrc={heroImages.shop}
      />
      <Section spacing="md" aria-label="Products">
        <Stack gap="lg">
          <Stack direction="responsive" gap="md" justify="between" align="start">
            <FilterChips
              aria-label="Category"
              selectionMode="single"
              includeAll
              options={categories.map((category) => ({ id: category, label: category }))}
              selectedKeys={[filters.category ?? allFilterId]}
              onSelectionChange={(keys) => {
                const [key] = [...keys];
                update({ category: key === undefined || key === allFilterId ? null : String(key) });
              }}
            />
            <ToggleButton isSelected={showFilters} onChange={setShowFilters}>
              <SlidersHorizontal aria-hidden="true" />
              Filters
            </ToggleButton>
          </Stack>

          {showFilters ? (
            <Stack direction="row" gap="lg" align="end" wrap role="group" aria-label="More filters">
              <Stack direction="row" gap="lg" wrap>
                <Checkbox
                  label="In stock only"
                  isSelected={filters.inStockOnly}
                  onChange={(inStockOnly) => update({ inStockOnly })}
                />
                <Checkbox
                  label="On sale"
                  isSelected={filters.onSaleOnly}
                  onChange={(onSaleOnly) => update({ onSaleOnly })}
                />
              </Stack>
              <Select
                label="Sort by"
                items={shopSorts.map((sort) => ({ id: sort.id, label: sort.label }))}
                selectedKey={filters.sort}
                onSelectionChange={(key) => update({ sort: (key ?? 'featured') as ShopSort })}
              />
            </Stack>
          ) : null}

          <Text tone="muted" size="sm" role="status" aria-live="polite">
            {productCountLabel(shop.total)}
          </Text>

          {shown.length > 0 ? (
            <ProductGrid
              tiles={tiles}
              favoriteIds={favoriteIds}
              onToggleFavorite={onToggleFavorite}
              onAddToCart={onAddToCart}
              headingLevel={2}
              priorityCount={4}
            />
          ) : pastTheEnd ? (
            <NoSuchPage page={shop} countLabel={productCountLabel(shop.total)} hrefOf={hrefOf} />
          ) : (
            <EmptyState
              variant="outlined"
              title="No products found"
              description="Nothing in the shop matches these filters right now."
              action={
                <Button variant="outline" onPress={clearAll}>
                  Clear all filters
                </Button>
              }
            />
          )}
          <PageLinks page={shop} hrefOf={hrefOf} />
          {shown.length > 0 && hasActiveFilters(filters) ? (
            <Stack direction="row" justify="center">
              <Button variant="link" onPress={clearAll}>
                Clear all filters
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Section>
    </>
  );
}
