import { invoiceSampleOrder } from '../../fixtures/orders';
import { productById } from '../../fixtures/products';
import { effectivePriceCents } from '../../domain/catalog';
import type { CartLine } from '../state/cart-store';

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
