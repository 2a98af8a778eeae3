import { BookOpen, Heart, SlidersHorizontal, Store } from 'lucide-react';
import { useState } from 'react';
import { FavoriteCard } from '@ds/patterns/FavoriteCard/FavoriteCard';
import { Button } from '@ds/primitives/Button/Button';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import { Heading } from '@ds/primitives/Heading/Heading';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Masonry } from '@ds/primitives/Masonry/Masonry';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { ToggleButton } from '@ds/primitives/ToggleButton/ToggleButton';
import type { FavoriteItem } from '@domain/types';
import { productHref } from '../../commerce/cart-view';
import { formatDate } from '../../commerce/dates';
import {
  favoriteCategories,
  favoriteTypeLabels,
  filterFavorites,
  itemCountLabel,
  newestFavoritesFirst,
  readFavoriteFilters,
  writeFavoriteFilters,
  type FavoriteFilters,
  type FavoriteType,
} from '../../commerce/favorites-view';
import { useLatestSearchParams } from '../../use-latest-search-params';
import { paths } from '@domain/paths';

export interface FavoritesScreenProps {
  items: FavoriteItem[];
  /** The heart: takes the item off the favourites. */
  onRemove: (item: FavoriteItem) => void;
  /** A saved product's 'Add to Cart' (its saved size). */
  onAddToCart: (item: FavoriteItem) => void;
}

const favoriteHref = (item: FavoriteItem) =>
  item.type === 'product' ? productHref(item.refId) : paths.recipe(item.refId);

/** /favorites: the visitor's saved products and recipes; filters are kept in the URL. */
export function FavoritesScreen({ items, onRemove, onAddToCart }: FavoritesScreenProps) {
  const [params, setParams] = useLatestSearchParams();
  const filters = readFavoriteFilters(params);
  const isFiltered = filters.types.length > 0 || filters.categories.length > 0;
  const [filtersOpen, setFiltersOpen] = useState(isFiltered);

  const sorted = newestFavoritesFirst(items);
  const shown = filterFavorites(sorted, filters);
  const byType = filterFavorites(sorted, { types: filters.types, categories: [] });

  function setFilters(next: FavoriteFilters) {
    setParams(writeFavoriteFilters(params, next), { replace: true, preventScrollReset: true });
  }

  if (items.length === 0) {
    return (
      <Section spacing="lg" width="lg">
        <EmptyState
          headingLevel={1}
          icon={<Heart aria-hidden="true" />}
          title="No favorites yet"
          description="Tap the heart on a product or a recipe to keep it here."
          action={
            <>
              <LinkButton href={paths.shop()} variant="accent">
                <Store aria-hidden="true" /> Browse the Shop
              </LinkButton>
              <LinkButton href={paths.recipes()} variant="outline">
                <BookOpen aria-hidden="true" /> Explore Recipes
              </LinkButton>
            </>
          }
        />
      </Section>
    );
  }

  return (
    <Section spacing="sm">
      <Stack gap="lg">
        <Stack direction="responsive" gap="md" justify="between">
          <Stack gap="xs">
            <Heading level={1}>My Favorites</Heading>
            <Text tone="muted" role="status">
              {itemCountLabel(shown.length)}
            </Text>
          </Stack>
          <Stack direction="row" gap="sm" align="center" wrap>
            {isFiltered ? (
              <Button variant="link" onPress={() => setFilters({ types: [], categories: [] })}>
                Clear all filters
              </Button>
            ) : null}
            <ToggleButton isSelected={filtersOpen} onChange={setFiltersOpen}>
              <SlidersHorizontal aria-hidden="true" /> Filters
            </ToggleButton>
          </Stack>
        </Stack>

        {filtersOpen ? (
          <Stack gap="md" as="section" aria-label="Filters">
            <FilterChips
              label="Type"
              options={(Object.keys(favoriteTypeLabels) as FavoriteType[]).map((type) => ({
                id: type,
                label: favoriteTypeLabels[type],
                count: sorted.filter((item) => item.type === type).length,
              }))}
              selectedKeys={filters.types}
              onSelectionChange={(keys) =>
                setFilters({ ...filters, types: [...keys].map(String) as FavoriteType[] })
              }
            />
            <FilterChips
              label="Category"
              options={favoriteCategories(sorted).map((category) => ({
                id: category,
                label: category,
                count: byType.filter((item) => item.category === category).length,
              }))}
              selectedKeys={filters.categories}
              onSelectionChange={(keys) =>
                setFilters({ ...filters, categories: [...keys].map(String) })
              }
            />
          </Stack>
        ) : null}

        {shown.length === 0 ? (
          <EmptyState
            variant="outlined"
            icon={<SlidersHorizontal aria-hidden="true" />}
            title="No favorites match these filters"
            description="Choose other filters, or clear them to see every saved item."
            action={
              <Button variant="outline" onPress={() => setFilters({ types: [], categories: [] })}>
                Clear all filters
              </Button>
            }
          />
        ) : (
          <Masonry
            as="ul"
            aria-label="Favorites"
            items={shown}
            getKey={(item) => `${item.type}:${item.refId}`}
            renderItem={(item) => (
              <FavoriteCard
                type={item.type}
                name={item.name}
                href={favoriteHref(item)}
                image={item.image}
                category={item.category}
                addedOn={formatDate(item.addedAt)}
                size={item.size}
                priceCents={item.priceCents}
                inStock={item.inStock}
                headingLevel={2}
                onRemove={() => onRemove(item)}
                onAddToCart={item.type === 'product' ? () => onAddToCart(item) : undefined}
              />
            )}
          />
        )}
      </Stack>
    </Section>
  );
}
