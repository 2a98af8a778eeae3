import { Crown, Heart, PackageX, ShieldCheck, ShoppingCart, Lock, Truck } from 'lucide-react';
import { useState } from 'react';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { stockTones } from '@ds/primitives/Badge/tones';
import { Breadcrumbs } from '@ds/primitives/Breadcrumbs/Breadcrumbs';
import { Button } from '@ds/primitives/Button/Button';
import { Container } from '@ds/primitives/Container/Container';
import { DescriptionList } from '@ds/primitives/DescriptionList/DescriptionList';
import { Divider } from '@ds/primitives/Divider/Divider';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Gallery } from '@ds/primitives/Gallery/Gallery';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Eyebrow, Heading } from '@ds/primitives/Heading/Heading';
import { Link } from '@ds/primitives/Link/Link';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { List, ListItem } from '@ds/primitives/List/List';
import { NumberField } from '@ds/primitives/NumberField/NumberField';
import { PriceTag } from '@ds/primitives/PriceTag/PriceTag';
import { Radio, RadioGroup } from '@ds/primitives/RadioGroup/RadioGroup';
import { RatingDisplay } from '@ds/primitives/Rating/Rating';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { ToggleButton } from '@ds/primitives/ToggleButton/ToggleButton';
import { formatWholeMoney } from '@ds/lib/money';
import { firstInStockSize, toVariants } from '@domain/catalog';
import {
  clubDiscountRule,
  freeShippingThresholdCents,
  minQuantity,
  moneyBackGuaranteeDays,
} from '@domain/constants';
import type { Product } from '@domain/types';
import { ProductGrid, productTile } from '../../catalog/ProductGrid';
import { ProductReviews, type ProductReviewsProps } from './ProductReviews';
import { paths } from '@domain/paths';

export interface ProductChoice {
  sizeId: string;
  quantity: number;
}

export interface ProductScreenProps {
  /** null: the id is not in the catalogue ('Product not found'). */
  product: Product | null;
  frequentlyBoughtTogether: Product[];
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (product: Product) => void;
  /** The product page's add: the chosen size and quantity. */
  onAddToCart: (product: Product, choice: ProductChoice) => void;
  /** A card's add, in 'Frequently Bought Together': its first size in stock. */
  onAddSuggestionToCart: (product: Product) => void;
  /** The Reviews section: the product's reviews, who is looking, and what they may do. */
  reviews: Omit<ProductReviewsProps, 'product'>;
}

/** '$75', not '$75.00': the notes read like a sentence. */

/**
 * /shop/:id: one product, to choose a size and quantity and add it to the cart; its rating is the
 * stored reviews' average.
 */
export function ProductScreen(props: ProductScreenProps) {
  if (!props.product) return <ProductNotFound />;
  // Keyed by product, so another product starts from its own first size and quantity 1.
  return <ProductDetail key={props.product.id} {...props} product={props.product} />;
}

function ProductNotFound() {
  return (
    <Container size="md">
      <EmptyState
        headingLevel={1}
        icon={<PackageX aria-hidden="true" />}
        title="Product not found"
        description="We couldn't find that product. It may have sold out for good or moved."
        action={
          <LinkButton href={paths.shop()} variant="accent">
            Back to the Shop
          </LinkButton>
        }
      />
    </Container>
  );
}

function ProductDetail({
  product,
  frequentlyBoughtTogether,
  favoriteIds,
  onToggleFavorite,
  onAddToCart,
  onAddSuggestionToCart,
  reviews,
}: ProductScreenProps & { product: Product }) {
  const variants = toVariants(product);
  const [sizeId, setSizeId] = useState(() => (firstInStockSize(product) ?? product.sizes[0]!).id);
  const [quantity, setQuantity] = useState(minQuantity);
  const variant = variants.find((v) => v.id === sizeId) ?? variants[0]!;
  const isFavorite = favoriteIds.has(product.id);
  const specifications = product.specifications;

  return (
    <>
      <Section spacing="sm" aria-label="Product">
        <Stack gap="lg">
          <Breadcrumbs
            items={[
              { label: 'Home', href: paths.home() },
              { label: 'Shop', href: paths.shop() },
              {
                label: product.category,
                href: paths.shop({ category: product.category }),
              },
              { label: product.name },
            ]}
          />
          <Grid columns="halves" gap="xl" align="start">
            <Gallery
              label={`${product.name} images`}
              images={product.images.map((image) => ({ src: image.url, alt: image.alt }))}
            />
            <Stack gap="lg">
              <Stack gap="sm">
                <Eyebrow tone="muted">{product.brand}</Eyebrow>
                <Heading level={1} size="2xl">
                  {product.name}
                </Heading>
                {product.reviewCount > 0 ? (
                  <RatingDisplay value={product.rating} count={product.reviewCount} showValue />
                ) : (
                  <Text size="sm" tone="muted">
                    No reviews yet
                  </Text>
                )}
              </Stack>

              <Stack direction="row" gap="md" align="center" wrap>
                <PriceTag
                  size="xl"
                  priceCents={variant.priceCents}
                  salePriceCents={variant.salePriceCents}
                />
                <StatusBadge
                  size="md"
                  tones={stockTones}
                  value={variant.inStock ? 'In Stock' : 'Out of Stock'}
                  aria-live="polite"
                />
              </Stack>

              <RadioGroup
                label="Size"
                variant="cards"
                orientation="horizontal"
                value={sizeId}
                onChange={setSizeId}
              >
                {variants.map((option) => (
                  <Radio
                    key={option.id}
                    value={option.id}
                    isDisabled={!option.inStock}
                    detail={
                      <PriceTag
                        size="sm"
                        priceCents={option.priceCents}
                        salePriceCents={option.salePriceCents}
                      />
                    }
                    note={option.inStock ? undefined : 'Out of stock'}
                  >
                    {option.size}
                  </Radio>
                ))}
              </RadioGroup>

              <Stack direction="row" gap="md" align="end" wrap>
                <NumberField
                  label="Quantity"
                  preset="quantity"
                  value={quantity}
                  onChange={setQuantity}
                />
                <Button
                  variant="accent"
                  size="lg"
                  isDisabled={!variant.inStock}
                  onPress={() =>
                    onAddToCart(product, {
                      sizeId: variant.id,
                      quantity: Number.isNaN(quantity) ? minQuantity : quantity,
                    })
                  }
                >
                  <ShoppingCart aria-hidden="true" />
                  Add to Cart
                </Button>
                <ToggleButton
                  size="lg"
                  isSelected={isFavorite}
                  onChange={() => onToggleFavorite(product)}
                >
                  <Heart aria-hidden="true" />
                  {isFavorite ? 'Saved' : 'Add to favorites'}
                </ToggleButton>
              </Stack>

              <Text size="sm" tone="muted">
                <Link href={paths.smokehouseClub()} variant="inline">
                  <Crown aria-hidden="true" /> Join Smokehouse Club
                </Link>
                : {clubDiscountRule}.
              </Text>

              <Divider />

              <List variant="plain" spacing="md" size="sm" aria-label="Shopping with us">
                <ListItem icon={Truck}>
                  Free shipping on orders over {formatWholeMoney(freeShippingThresholdCents)}
                </ListItem>
                <ListItem icon={ShieldCheck}>
                  {moneyBackGuaranteeDays}-day money-back guarantee
                </ListItem>
                <ListItem icon={Lock}>Secure payment</ListItem>
              </List>
            </Stack>
          </Grid>
        </Stack>
      </Section>

      <Section spacing="md" tone="muted" title="About this product">
        <Grid columns="halves" gap="xl" align="start">
          <Stack gap="md">
            <Heading level={3} size="lg">
              Description
            </Heading>
            <Text leading="relaxed">{product.description}</Text>
            <Heading level={3} size="lg">
              Key Features
            </Heading>
            <List variant="check" spacing="md">
              {product.features.map((feature) => (
                <ListItem key={feature}>{feature}</ListItem>
              ))}
            </List>
          </Stack>
          {specifications ? (
            <Stack gap="md">
              <Heading level={3} size="lg">
                Specifications
              </Heading>
              <DescriptionList
                layout="stacked"
                // An admin may fill in only some of them: empty ones are left out.
                items={[
                  { term: 'Dimensions', value: specifications.dimensions },
                  { term: 'Weight', value: specifications.weight },
                  { term: 'Material', value: specifications.material },
                  {
                    term: 'Care',
                    value:
                      specifications.care.length > 0 ? (
                        <List variant="bullet" spacing="sm" size="sm">
                          {specifications.care.map((step) => (
                            <ListItem key={step}>{step}</ListItem>
                          ))}
                        </List>
                      ) : null,
                  },
                ].filter((item) => Boolean(item.value))}
              />
            </Stack>
          ) : null}
        </Grid>
      </Section>

      <Section spacing="md" title="Reviews" id="reviews">
        <ProductReviews {...reviews} product={product} />
      </Section>

      {frequentlyBoughtTogether.length > 0 ? (
        <Section title="Frequently Bought Together">
          <ProductGrid
            tiles={frequentlyBoughtTogether.map(productTile)}
            columns="thirds"
            favoriteIds={favoriteIds}
            onToggleFavorite={onToggleFavorite}
            onAddToCart={(suggestion) => onAddSuggestionToCart(suggestion)}
          />
        </Section>
      ) : null}
    </>
  );
}
