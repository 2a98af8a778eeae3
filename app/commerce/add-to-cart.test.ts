import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productById } from '../../fixtures/products';
import type { Product } from '../../domain/types';
import type { NewCartLine } from '../state/cart-store';
import {
  addGiftCardToCart,
  addProductToCart,
  addProductToCartById,
  giftCardLine,
  type AddToCartDeps,
} from './add-to-cart';

function recorder() {
  const added: { line: NewCartLine; quantity: number }[] = [];
  const toasts: Parameters<AddToCartDeps['notify']>[0][] = [];
  const deps: AddToCartDeps = {
    add: (line, quantity) => added.push({ line, quantity }),
    notify: (toast) => toasts.push(toast),
  };
  return { added, toasts, deps };
}

const product = (id: string) => structuredClone(productById(id)!);

describe('addProductToCart', () => {
  it('adds the first in-stock size × 1 from a card, at its price today, and confirms', () => {
    // Lemon Pepper: the 6 oz is out of stock, so the card adds the 12 oz.
    const { added, toasts, deps } = recorder();
    const outcome = addProductToCart(product('lemon-pepper-poultry-rub'), {}, deps);
    expect(outcome.added).toBe(true);
    expect(added).toEqual([
      {
        line: {
          productId: 'lemon-pepper-poultry-rub',
          name: 'Lemon Pepper Poultry Rub',
          size: '12 oz',
          priceCents: 1799,
          image: '/images/products/lemon-pepper-poultry-rub.svg',
        },
        quantity: 1,
      },
    ]);
    expect(toasts).toEqual([
      { title: 'Added to cart', description: 'Lemon Pepper Poultry Rub · 12 oz × 1' },
    ]);
  });

  it('adds a chosen size and quantity from the product page at the sale price', () => {
    const { added, toasts, deps } = recorder();
    addProductToCart(
      product('texas-brisket-rub'),
      { sizeId: 'texas-brisket-rub-12oz', quantity: 3 },
      deps,
    );
    // $21.99 less 15%, rounded half up: $18.69.
    expect(added).toEqual([
      { line: expect.objectContaining({ size: '12 oz', priceCents: 1869 }), quantity: 3 },
    ]);
    expect(toasts[0]).toEqual({
      title: 'Added to cart',
      description: 'Texas Brisket Rub · 12 oz × 3',
    });
  });

  it('finds a size by its text, as a saved favourite remembers it', () => {
    const { added, deps } = recorder();
    addProductToCart(product('hickory-wood-chips'), { size: '5 lb' }, deps);
    expect(added[0]?.line).toMatchObject({ size: '5 lb', priceCents: 1614 });
  });

  it('refuses an out-of-stock product, an out-of-stock size and an unknown size', () => {
    const { added, toasts, deps } = recorder();
    expect(addProductToCart(product('ghost-pepper-hot-sauce'), {}, deps)).toEqual({
      added: false,
      reason: 'out-of-stock',
    });
    expect(
      addProductToCart(product('texas-brisket-rub'), { sizeId: 'texas-brisket-rub-24oz' }, deps),
    ).toEqual({ added: false, reason: 'out-of-stock' });
    expect(addProductToCart(product('texas-brisket-rub'), { size: '1 ton' }, deps)).toEqual({
      added: false,
      reason: 'unknown-size',
    });
    expect(added).toEqual([]);
    expect(toasts.map((t) => t.tone)).toEqual(['error', 'error', 'error']);
    expect(toasts[1]?.description).toBe('Texas Brisket Rub · 24 oz is out of stock.');
  });

  it('accepts exactly the whole quantities 1 to 10', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double()), (quantity) => {
        const { added, deps } = recorder();
        const outcome = addProductToCart(product('memphis-dry-rub'), { quantity }, deps);
        const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= 10;
        expect(outcome.added).toBe(valid);
        expect(added.length).toBe(valid ? 1 : 0);
        if (!valid) expect(outcome).toEqual({ added: false, reason: 'invalid-quantity' });
      }),
    );
  });

  it('prices every size at its effective price in integer cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        (priceCents, salePercent) => {
          const { added, deps } = recorder();
          const item: Product = {
            ...product('memphis-dry-rub'),
            sizes: [{ id: 's', size: '1 lb', priceCents, salePercent, stock: 5, inStock: true }],
          };
          addProductToCart(item, {}, deps);
          const charged = added[0]!.line.priceCents;
          expect(Number.isInteger(charged)).toBe(true);
          expect(charged).toBeLessThanOrEqual(priceCents);
          expect(charged).toBe(Math.floor((priceCents * (100 - salePercent) + 50) / 100));
        },
      ),
    );
  });
});

describe('addProductToCartById', () => {
  it('looks the product up, and refuses an id that is not in the catalogue', async () => {
    const { added, toasts, deps } = recorder();
    const find = async (id: string) => productById(id);
    await expect(addProductToCartById('memphis-dry-rub', {}, deps, find)).resolves.toMatchObject({
      added: true,
    });
    await expect(addProductToCartById('no-such-rub', {}, deps, find)).resolves.toEqual({
      added: false,
      reason: 'not-found',
    });
    expect(added).toHaveLength(1);
    expect(toasts.at(-1)).toMatchObject({ title: 'Could not add to cart', tone: 'error' });
  });
});

describe('gift cards', () => {
  it('makes a line with the amount as its price and size, and the recipient when given', () => {
    expect(giftCardLine({ amountCents: 5000 })).toEqual({
      productId: 'gift-card',
      name: 'Forge & Flame Gift Card',
      size: '$50.00 Gift Card',
      priceCents: 5000,
      image: '/images/products/gift-card.svg',
    });
    expect(giftCardLine({ amountCents: 15000, recipientName: '  Sam ' }).size).toBe(
      '$150.00 Gift Card for Sam',
    );
  });

  it('carries the recipient and the message to the order, trimmed', () => {
    const line = giftCardLine({
      amountCents: 5000,
      recipientName: 'Sam ',
      recipientEmail: ' sam@example.com',
      message: ' Happy smoking! ',
    });
    expect(line.giftCard).toEqual({
      recipientName: 'Sam',
      recipientEmail: 'sam@example.com',
      message: 'Happy smoking!',
    });
  });

  it('adds one card with a toast, and refuses an amount that is not whole cents above 0', () => {
    const { added, toasts, deps } = recorder();
    addGiftCardToCart({ amountCents: 2500, recipientName: 'Sam' }, deps);
    expect(added).toEqual([{ line: expect.objectContaining({ priceCents: 2500 }), quantity: 1 }]);
    expect(toasts[0]?.description).toBe('Forge & Flame Gift Card · $25.00 Gift Card for Sam × 1');
    expect(addGiftCardToCart({ amountCents: 0 }, deps)).toEqual({
      added: false,
      reason: 'invalid-amount',
    });
    expect(addGiftCardToCart({ amountCents: 12.5 }, deps).added).toBe(false);
  });
});
