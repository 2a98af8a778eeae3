import { ShoppingCart } from 'lucide-react';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Section } from '@ds/primitives/Section/Section';
import { paths } from '@domain/paths';

/** The cart and checkout pages with nothing in the cart: back to the shop. */
export function EmptyCart({ description }: { description: string }) {
  return (
    <Section spacing="lg" width="lg">
      <EmptyState
        headingLevel={1}
        icon={<ShoppingCart aria-hidden="true" />}
        title="Your cart is empty"
        description={description}
        action={
          <LinkButton href={paths.shop()} variant="accent" size="lg">
            Continue Shopping
          </LinkButton>
        }
      />
    </Section>
  );
}
