import { describe, expect, it } from 'vitest';
import { productById, products } from '../fixtures/products';
import type { Product } from './types';
import { bestDeal, dealsOf } from './deals';

describe('deals', () => {
  it('lists every product with a size on sale, at its sale size, best deal first', () => {
    const deals = dealsOf(products);
    expect(deals.map((d) => [d.product.id, d.item.size, d.savingsPercent, d.savingsCents])).toEqual(
      [
        ['carolina-gold-mustard-sauce', '12 oz', 25, 250],
        ['kansas-city-sweet-bbq-sauce', '18 oz', 20, 240],
        ['texas-brisket-rub', '12 oz', 15, 330],
        ['hickory-wood-chips', '5 lb', 15, 285],
        ['instant-read-meat-thermometer', 'Standard', 10, 500],
        ['memphis-dry-rub', '12 oz', 10, 200],
      ],
    );
    expect(deals.every((d) => d.item.salePriceCents === d.item.priceCents - d.savingsCents)).toBe(
      true,
    );
  });

  it('skips products with nothing on sale', () => {
    expect(bestDeal(productById('coffee-chili-steak-rub')!)).toBeUndefined();
  });

  it('prefers a sale size that is in stock, and sorts sold-out deals last', () => {
    const gloves: Product = {
      ...productById('heat-resistant-bbq-gloves')!,
      sizes: [
        { id: 'a', size: 'S/M', priceCents: 3000, salePercent: 50, stock: 0, inStock: false },
        { id: 'b', size: 'L/XL', priceCents: 3000, salePercent: 10, stock: 5, inStock: true },
      ],
    };
    expect(bestDeal(gloves)).toMatchObject({ sizeId: 'b', savingsPercent: 10 });

    const soldOut: Product = {
      ...gloves,
      id: 'sold-out',
      sizes: [
        { id: 'c', size: 'One size', priceCents: 3000, salePercent: 90, stock: 0, inStock: false },
      ],
    };
    expect(dealsOf([soldOut, gloves]).map((d) => d.product.id)).toEqual([
      'heat-resistant-bbq-gloves',
      'sold-out',
    ]);
  });
});
