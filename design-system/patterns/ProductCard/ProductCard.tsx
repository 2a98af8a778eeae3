import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { Badge, StatusBadge } from '../../primitives/Badge/Badge';
import { stockTones } from '../../primitives/Badge/tones';
import { Button } from '../../primitives/Button/Button';
import {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardMedia,
  CardTitle,
} from '../../primitives/Card/Card';
import { Image } from '../../primitives/Image/Image';
import { PriceTag } from '../../primitives/PriceTag/PriceTag';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';

/** What a product card shows: one size of the product (the shop's 'ShopItem' view). */
export interface ProductCardItem {
  id: string;
  name: string;
  brand: string;
  /** The size the card offers, e.g. '12 oz'. */
  size: string;
  /** Regular price of that size, in cents. */
  priceCents: number;
  /** Sale price of that size, in cents, when it is on sale. */
  salePriceCents?: number;
  image: string;
  /** Describes the photo; the product's name by default. */
  imageAlt?: string;
  /** Whether any size can be bought; false disables 'Add to Cart'. */
  inStock: boolean;
}

const productCardClasses = 'h-full';

const productCardMetaClasses = 'text-xs font-semibold tracking-widest text-ink-muted uppercase';

export interface ProductCardProps {
  product: ProductCardItem;
  /** The product page, e.g. '/shop/texas-brisket-rub'; the whole card links there. */
  href: string;
  isFavorite: boolean;
  /** Called with the new state when the heart is pressed. */
  onToggleFavorite: (isFavorite: boolean) => void;
  /** Called when 'Add to Cart' is pressed (never when out of stock). */
  onAddToCart: () => void;
  /** The product name's heading level: 3 under a section's h2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Load the image eagerly (the first cards of a page). */
  priority?: boolean;
  className?: string;
}

/**
 * A product in a grid: photo with a 'Sale' badge and the favourite heart, brand, name
 * (linking to the product page), size, price (sale price first, regular struck through,
 * and what you save), stock, and 'Add to Cart' — disabled and reading 'Out of Stock' when
 * nothing is in stock. The card is an article named by the product, so its buttons can be
 * found by name within it.
 */
export function ProductCard({
  product,
  href,
  isFavorite,
  onToggleFavorite,
  onAddToCart,
  headingLevel = 3,
  priority = false,
  className,
}: ProductCardProps) {
  const titleId = useId();
  const { salePriceCents, priceCents } = product;
  const onSale = salePriceCents !== undefined && salePriceCents < priceCents;
  const savingsCents = onSale ? priceCents - salePriceCents : 0;
  const savingsPercent = onSale ? Math.round((savingsCents / priceCents) * 100) : 0;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      interactive
      data-slot="product-card"
      className={cn(productCardClasses, className)}
    >
      <CardMedia
        topLeft={
          onSale ? (
            <Badge tone="ember" size="md">
              Sale
            </Badge>
          ) : undefined
        }
        topRight={
          <ToggleButton
            variant="favorite"
            size="sm"
            label={`Favorite ${product.name}`}
            isSelected={isFavorite}
            onChange={onToggleFavorite}
          />
        }
      >
        <Image
          src={product.image}
          alt={product.imageAlt ?? product.name}
          ratio="4/3"
          priority={priority}
        />
      </CardMedia>
      <CardHeader>
        <p data-slot="product-card-brand" className={productCardMetaClasses}>
          {product.brand}
        </p>
        <CardTitle id={titleId} level={headingLevel} size="md" href={href}>
          {product.name}
        </CardTitle>
        <p data-slot="product-card-size" className="text-sm text-ink-muted">
          {product.size}
        </p>
      </CardHeader>
      <CardBody className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <PriceTag priceCents={priceCents} salePriceCents={salePriceCents} size="lg" />
          <StatusBadge tones={stockTones} value={product.inStock ? 'In Stock' : 'Out of Stock'} />
        </div>
        {onSale ? (
          <p data-slot="product-card-savings" className="text-sm font-semibold text-ember-700">
            Save {formatMoney(savingsCents)} ({savingsPercent}%)
          </p>
        ) : null}
      </CardBody>
      <CardFooter>
        <Button
          variant="accent"
          className="w-full"
          isDisabled={!product.inStock}
          aria-describedby={titleId}
          onPress={onAddToCart}
        >
          {product.inStock ? (
            <>
              <ShoppingCart aria-hidden="true" />
              Add to Cart
            </>
          ) : (
            'Out of Stock'
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}
