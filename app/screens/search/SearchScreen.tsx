import { SearchX } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@ds/primitives/Badge/Badge';
import {
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardMedia,
  CardTitle,
} from '@ds/primitives/Card/Card';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Heading } from '@ds/primitives/Heading/Heading';
import { Image } from '@ds/primitives/Image/Image';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { SearchField } from '@ds/primitives/SearchField/SearchField';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import type { Product, Recipe } from '@domain/types';
import { ProductGrid, productTile } from '../../catalog/ProductGrid';
import { searchPath } from '../../catalog/search-path';
import { countOf } from '@ds/lib/count';
import { paths } from '@domain/paths';

export interface SearchScreenProps {
  /** The query as searched (trimmed); empty before anything was searched. */
  query: string;
  products: Product[];
  recipes: Recipe[];
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (product: Product) => void;
  onAddToCart: (product: Product) => void;
}

/** /search?q=: the header search's products and recipes. */
export function SearchScreen({
  query,
  products,
  recipes,
  favoriteIds,
  onToggleFavorite,
  onAddToCart,
}: SearchScreenProps) {
  const navigate = useNavigate();
  const total = products.length + recipes.length;
  return (
    <>
      <Section spacing="sm" tone="muted">
        <Stack gap="md">
          <Heading level={1} size="2xl">
            {query ? `Results for “${query}”` : 'Search'}
          </Heading>
          {query ? (
            <Text tone="muted" role="status">
              {total === 0
                ? 'Nothing matched your search.'
                : `${countOf(products.length, 'product')} and ${countOf(recipes.length, 'recipe')}`}
            </Text>
          ) : (
            <Text tone="muted">Search our rubs, sauces, gear and recipes.</Text>
          )}
          {/* Keyed by the query, so a new search from the header shows its own words here. */}
          <SearchField
            key={query}
            label="Search products and recipes"
            placeholder="Search products..."
            defaultValue={query}
            onSubmit={(next) => void navigate(searchPath(next))}
          />
        </Stack>
      </Section>

      {query && total === 0 ? (
        <Section spacing="sm">
          <EmptyState
            icon={<SearchX aria-hidden="true" />}
            title="No results found"
            description={`We couldn't find any products or recipes for “${query}”. Check the spelling, try a shorter word, or browse the shop.`}
            action={
              <>
                <LinkButton href={paths.shop()} variant="accent">
                  Browse the Shop
                </LinkButton>
                <LinkButton href={paths.recipes()} variant="outline">
                  Browse Recipes
                </LinkButton>
              </>
            }
          />
        </Section>
      ) : null}

      {products.length > 0 ? (
        <Section spacing="sm" title={`Products (${products.length})`}>
          <ProductGrid
            tiles={products.map(productTile)}
            favoriteIds={favoriteIds}
            onToggleFavorite={onToggleFavorite}
            onAddToCart={(product) => onAddToCart(product)}
          />
        </Section>
      ) : null}

      {recipes.length > 0 ? (
        <Section spacing="sm" title={`Recipes (${recipes.length})`}>
          <Grid as="ul" columns="cards" gap="md">
            {recipes.map((recipe) => (
              <GridItem as="li" key={recipe.id}>
                <Card interactive>
                  <CardMedia>
                    <Image src={recipe.imageUrl} alt="" ratio="16/9" />
                  </CardMedia>
                  <CardHeader>
                    <CardTitle href={paths.recipe(recipe.id)}>{recipe.title}</CardTitle>
                    <CardDescription>{recipe.description}</CardDescription>
                  </CardHeader>
                  <CardBody>
                    <Badge>{recipe.category}</Badge>
                  </CardBody>
                </Card>
              </GridItem>
            ))}
          </Grid>
        </Section>
      ) : null}
    </>
  );
}
