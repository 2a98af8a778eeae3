import { ArrowLeft, Crown, Lock, Truck } from 'lucide-react';
import { formatMoney } from '@ds/lib/money';
import { CartLine } from '@ds/patterns/CartLine/CartLine';
import { OrderSummary } from '@ds/patterns/OrderSummary/OrderSummary';
import { Button } from '@ds/primitives/Button/Button';
import { Card, CardBody } from '@ds/primitives/Card/Card';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Heading } from '@ds/primitives/Heading/Heading';
import { Link } from '@ds/primitives/Link/Link';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { clubDiscountRule, maxQuantity } from '@domain/constants';
import { cartTotals, subtotalFor } from '@domain/cart-math';
import { sumsLines } from '@domain/order-schemas';
import type { CartLine as CartLineData } from '@domain/cart-line';
import { amountForFreeShippingCents, productHref } from '../../commerce/cart-view';
import { memberDiscountLabel } from '../../commerce/membership-text';
import { countOf } from '@ds/lib/count';
import { paths } from '@domain/paths';
import { EmptyCart } from '../../commerce/EmptyCart';
import { cartHoldReason, type CartLineNotice } from '../../commerce/cart-notices';

export interface CartScreenProps {
  lines: CartLineData[];
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (line: CartLineData) => void;
  /** The member's discount (20 for Smoke Master and Grill Legend), 0 without one. */
  memberDiscountPercent?: number;
  /** The server's notes on lines that changed since they were added, by line id. */
  notices?: Record<string, CartLineNotice>;
  /** The server is still checking these lines: checkout waits for its answer. */
  checking?: boolean;
  /** A note's action pressed (remove, reduce, accept the new price). */
  onFix?: (line: CartLineData, notice: CartLineNotice) => void;
}

/** /cart: what the visitor is about to buy, priced by cartTotals as checkout will charge it. */
export function CartScreen({
  lines,
  onQuantityChange,
  onRemove,
  memberDiscountPercent = 0,
  notices = {},
  checking = false,
  onFix,
}: CartScreenProps) {
  if (lines.length === 0) {
    return <EmptyCart description="Looks like you haven't added any items to your cart yet." />;
  }

  const totals = cartTotals(sumsLines(lines), { memberDiscountPercent });
  // Free shipping is judged on the goods after the member discount.
  const goodsCents = subtotalFor(sumsLines(lines).filter((line) => line.goods));
  const moreForFreeShipping = amountForFreeShippingCents(goodsCents, memberDiscountPercent);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const holdReason = cartHoldReason(checking, notices);

  return (
    <Section spacing="sm" width="lg">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Shopping Cart</Heading>
          <Text tone="muted">{countOf(units, 'item')}</Text>
        </Stack>
        <Grid columns="main-aside" gap="xl" align="start">
          <Card>
            <CardBody>
              <ul aria-label="Cart items">
                {lines.map((line) => (
                  <CartLine
                    key={line.id}
                    name={line.name}
                    href={productHref(line.productId)}
                    image={line.image}
                    size={line.size}
                    priceCents={line.priceCents}
                    quantity={line.quantity}
                    maxQuantity={maxQuantity}
                    onQuantityChange={(quantity) => onQuantityChange(line.id, quantity)}
                    onRemove={() => onRemove(line)}
                    notice={noticeProps(line, notices[line.id], onFix)}
                  />
                ))}
              </ul>
            </CardBody>
          </Card>
          <GridItem sticky>
            <OrderSummary
              subtotalCents={totals.subtotalCents}
              discountCents={totals.discountCents}
              shippingCents={totals.shippingCents}
              taxCents={totals.taxCents}
              totalCents={totals.totalCents}
              discountLabel={memberDiscountLabel(memberDiscountPercent)}
              note={
                <>
                  <Truck aria-hidden="true" />
                  {moreForFreeShipping > 0
                    ? `Add ${formatMoney(moreForFreeShipping)} more for free shipping.`
                    : 'Your order ships free.'}
                </>
              }
            >
              {holdReason ? (
                <>
                  <Button variant="accent" size="lg" isDisabled>
                    <Lock aria-hidden="true" /> Proceed to Checkout
                  </Button>
                  <Text size="sm" tone="muted" role="status">
                    {holdReason}
                  </Text>
                </>
              ) : (
                <LinkButton href={paths.checkout()} variant="accent" size="lg">
                  <Lock aria-hidden="true" /> Proceed to Checkout
                </LinkButton>
              )}
              <LinkButton href={paths.shop()} variant="outline">
                <ArrowLeft aria-hidden="true" /> Continue Shopping
              </LinkButton>
              {memberDiscountPercent === 0 ? (
                <Text size="sm" tone="muted">
                  <Link href={paths.smokehouseClub()} variant="inline">
                    <Crown aria-hidden="true" /> Smokehouse Club
                  </Link>
                  : {clubDiscountRule}.
                </Text>
              ) : null}
            </OrderSummary>
          </GridItem>
        </Grid>
      </Stack>
    </Section>
  );
}

/** A line's note as CartLine shows it, its action wired to `onFix`. */
function noticeProps(
  line: CartLineData,
  notice: CartLineNotice | undefined,
  onFix: CartScreenProps['onFix'],
) {
  if (!notice) return undefined;
  return {
    message: notice.message,
    actionLabel: notice.actionLabel,
    onAction: () => onFix?.(line, notice),
  };
}
