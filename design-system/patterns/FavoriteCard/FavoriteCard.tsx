import { Heart, ShoppingCart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge, StatusBadge } from '../../primitives/Badge/Badge';
import { stockTones } from '../../primitives/Badge/tones';
import { Button } from '../../primitives/Button/Button';
import {
  CardBody,
  CardFooter,
  CardHeader,
  CardMedia,
  CardTitle,
  cardVariants,
} from '../../primitives/Card/Card';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Image } from '../../primitives/Image/Image';
import { PriceTag } from '../../primitives/PriceTag/PriceTag';

const favoriteCardClasses = cardVariants({ interactive: true, className: 'h-full' });

/** The filled ember heart on a white disc: it reads on any photo. */
const favoriteCardHeartClasses =
  'border border-line bg-surface text-ember-700 shadow-sm rac-hover:bg-ember-50 rac-pressed:bg-ember-100 [&_svg]:fill-current';

export type FavoriteCardType = 'product' | 'recipe';

export interface FavoriteCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  type: FavoriteCardType;
  name: string;
  /** The product or recipe page. */
  href: string;
  image: string;
  category: string;
  /** When it was saved, already formatted, e.g. 'Mar 1, 2024': shown as 'Added Mar 1, 2024'. */
  addedOn: string;
  /** Products: the saved size, e.g. '8 oz'. */
  size?: string;
  /** Products: the price in cents. */
  priceCents?: number;
  /** Products: whether it can be bought. */
  inStock?: boolean;
  /** The heart: removes the item from the favourites. */
  onRemove: () => void;
  /** Products: 'Add to Cart' (disabled and reading 'Out of Stock' when not in stock). */
  onAddToCart?: () => void;
  /** The title's heading level; 3 under the page's h2. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A saved product or recipe on the favourites page. Recipes show image, name and category;
 * products add size, price, a stock badge and 'Add to Cart'. Every card carries its
 * 'Added {date}' badge and a filled heart that removes it ('Remove <name> from favorites').
 */
export function FavoriteCard({
  type,
  name,
  href,
  image,
  category,
  addedOn,
  size,
  priceCents,
  inStock,
  onRemove,
  onAddToCart,
  headingLevel = 3,
  className,
  ...props
}: FavoriteCardProps) {
  const isProduct = type === 'product';
  return (
    <div
      {...props}
      data-slot="favorite-card"
      data-type={type}
      className={cn(favoriteCardClasses, className)}
    >
      <CardMedia
        topLeft={
          <Badge tone="dark" data-slot="favorite-card-added">
            Added {addedOn}
          </Badge>
        }
        topRight={
          <IconButton
            label={`Remove ${name} from favorites`}
            size="sm"
            shape="circle"
            onPress={onRemove}
            data-slot="favorite-card-heart"
            className={favoriteCardHeartClasses}
          >
            <Heart aria-hidden="true" />
          </IconButton>
        }
      >
        <Image src={image} alt="" ratio={isProduct ? 'square' : '4/3'} />
      </CardMedia>
      <CardHeader>
        <p className="text-xs font-semibold tracking-wide text-ember-700 uppercase">
          {isProduct ? 'Product' : 'Recipe'} · {category}
        </p>
        <CardTitle level={headingLevel} href={href}>
          {name}
        </CardTitle>
      </CardHeader>
      {isProduct ? (
        <CardBody>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <div className="flex items-baseline gap-2">
              {priceCents === undefined ? null : <PriceTag priceCents={priceCents} />}
              {size ? <span className="text-sm text-ink-muted">{size}</span> : null}
            </div>
            <StatusBadge tones={stockTones} value={inStock ? 'In Stock' : 'Out of Stock'} />
          </div>
        </CardBody>
      ) : null}
      {isProduct && onAddToCart ? (
        <CardFooter>
          <Button
            variant="accent"
            size="sm"
            className="w-full"
            isDisabled={!inStock}
            onPress={onAddToCart}
            // Names the product too (many cards), starting with the visible words.
            aria-label={inStock ? `Add to Cart: ${name}` : undefined}
          >
            {inStock ? (
              <>
                <ShoppingCart aria-hidden="true" /> Add to Cart
              </>
            ) : (
              'Out of Stock'
            )}
          </Button>
        </CardFooter>
      ) : null}
    </div>
  );
}
