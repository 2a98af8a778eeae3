import { Heart } from 'lucide-react';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Link } from '@ds/primitives/Link/Link';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { List, ListItem } from '@ds/primitives/List/List';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import type { FavoriteItem } from '@domain/types';
import { productHref } from '../../commerce/cart-view';
import { itemCountLabel, newestFavoritesFirst } from '../../commerce/favorites-view';
import { paths } from '@domain/paths';

/** How many of the newest favourites the profile lists; the rest are on /favorites. */
export const profileFavoritesShown = 5;

/** A short list of the newest favourites and the way to all of them. */
export function FavoritesPanel({ favorites }: { favorites: FavoriteItem[] }) {
  if (favorites.length === 0) {
    return (
      <EmptyState
        variant="outlined"
        headingLevel={3}
        icon={<Heart aria-hidden="true" />}
        title="No favorites yet"
        description="Tap the heart on a product or a recipe to keep it."
        action={
          <LinkButton href={paths.shop()} variant="accent">
            Browse the Shop
          </LinkButton>
        }
      />
    );
  }
  const newest = newestFavoritesFirst(favorites).slice(0, profileFavoritesShown);
  return (
    <Stack gap="md" align="start">
      <Text tone="muted">{itemCountLabel(favorites.length)} saved. The newest:</Text>
      <List variant="divided" aria-label="Newest favorites">
        {newest.map((item) => (
          <ListItem key={`${item.type}:${item.refId}`}>
            <Link
              href={item.type === 'product' ? productHref(item.refId) : paths.recipe(item.refId)}
              variant="quiet"
            >
              {item.name}
            </Link>
            <Text as="span" size="sm" tone="muted">
              {' '}
              · {item.type === 'product' ? 'Product' : 'Recipe'} · {item.category}
            </Text>
          </ListItem>
        ))}
      </List>
      <LinkButton href={paths.favorites()} variant="outline">
        <Heart aria-hidden="true" /> View all favorites
      </LinkButton>
    </Stack>
  );
}
