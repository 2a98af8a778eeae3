import { invoiceSampleOrder } from '../../fixtures/orders';
import { productById } from '../../fixtures/products';
import { effectivePriceCents } from '../../domain/catalog';
import type { CartLine } from '../state/cart-store';
import type { CartLineCheck } from '../../domain/cart-check-schemas';

/**
 * Carts for stories and tests, built from the fixtures. `specSampleCart` is what the spec's
 * checkout summary costs ($124.98, Free, $10.94, $135.92): the sample invoice's items.
 */
export const specSampleCart: CartLine[] = invoiceSampleOrder.items.map((item) => ({
  id: `${item.productId}:${item.size}`,
  ...item,
}));

function lineOf(productId: string, size: string, quantity: number): CartLine {
  const product = productById(productId)!;
  const productSize = product.sizes.find((s) => s.size === size)!;
  return {
    id: `${productId}:${size}`,
    productId,
    name: product.name,
    size,
    priceCents: effectivePriceCents(productSize),
    quantity,
    image: product.images[0]!.url,
  };
}

/** $57.98: under the free-shipping threshold, so shipping is $9.99 (tax $5.07, total $73.04). */
export const smallCart: CartLine[] = [
  lineOf('texas-brisket-rub', '6 oz', 1),
  lineOf('instant-read-meat-thermometer', 'Standard', 1),
];

/**
 * A cart the server's check flagged line by line: the brush has only 1 left, the rub costs
 * more now, and the thermometer (Standard) is sold out.
 */
export const changedCart: CartLine[] = [
  ...specSampleCart,
  lineOf('texas-brisket-rub', '6 oz', 1),
  lineOf('instant-read-meat-thermometer', 'Standard', 1),
];

export const changedCartChecks: CartLineCheck[] = [
  { status: 'ok', unitPriceCents: 7500, availableQuantity: null },
  { status: 'low-stock', unitPriceCents: 2499, availableQuantity: 1 },
  {
    status: 'price-changed',
    unitPriceCents: changedCart[2]!.priceCents + 200,
    availableQuantity: null,
  },
  { status: 'sold-out', unitPriceCents: changedCart[3]!.priceCents, availableQuantity: 0 },
].map((check, index) => ({
  productId: changedCart[index]!.productId,
  size: changedCart[index]!.size,
  ...(check as Pick<CartLineCheck, 'status' | 'unitPriceCents' | 'availableQuantity'>),
}));

/** A cart whose one line is not sold any more. */
export const goneCart: CartLine[] = [lineOf('texas-brisket-rub', '6 oz', 2)];
export const goneCartChecks: CartLineCheck[] = [
  {
    productId: 'texas-brisket-rub',
    size: '6 oz',
    status: 'gone',
    unitPriceCents: null,
    availableQuantity: null,
  },
];
