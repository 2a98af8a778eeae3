import { Tag } from 'lucide-react';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Hero } from '@ds/primitives/Hero/Hero';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { heroImages } from '@domain/heroes';
import type { Product } from '@domain/types';
import { ProductGrid } from '../../catalog/ProductGrid';
import { productCountLabel } from '../../catalog/shop-filters';
import type { SizedOffer } from '@domain/deals';
import { paths } from '@domain/paths';

export interface DealsScreenProps {
  /** Products on sale at their best sale size, best deal first (see deals.ts). */
  deals: SizedOffer[];
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (product: Product) => void;
  /** Adds the size the deal card shows. */
  onAddToCart: (product: Product, sizeId?: string) => void;
}

/** /deals: every product on sale, at the size that is on sale. */
export function DealsScreen({
  deals,
  favoriteIds,
  onToggleFavorite,
  onAddToCart,
}: DealsScreenProps) {
  return (
    <>
      <Hero
        title="Deals"
        eyebrow="On sale now"
        description="Rubs, sauces and gear at their lowest prices, biggest savings first."
        imageSrc={heroImages.deals}
      />
      <Section aria-label="Products on sale">
        {deals.length > 0 ? (
          <Stack gap="lg">
            <Text tone="muted" size="sm">
              {productCountLabel(deals.length)} on sale
            </Text>
            <ProductGrid
              tiles={deals.map((deal) => ({
                product: deal.product,
                item: { ...deal.item, imageAlt: deal.product.images[0]?.alt },
                sizeId: deal.sizeId,
              }))}
              favoriteIds={favoriteIds}
              onToggleFavorite={onToggleFavorite}
              onAddToCart={onAddToCart}
              headingLevel={2}
              priorityCount={4}
            />
          </Stack>
        ) : (
          <EmptyState
            variant="outlined"
            icon={<Tag aria-hidden="true" />}
            title="No deals right now"
            description="Nothing is on sale at the moment. New deals land every Monday in the Weekly Circular."
            action={
              <LinkButton href={paths.weeklyDeals()} variant="outline">
                See the Weekly Circular
              </LinkButton>
            }
          />
        )}
      </Section>
    </>
  );
}
