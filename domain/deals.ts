import { salePriceCents, shopItemAt } from './catalog';
import type { Product, ProductSize, ShopItem } from './types';

/** A product offered at one particular size: what its card shows and what it adds. */
export interface SizedOffer {
  product: Product;
  sizeId: string;
  item: ShopItem;
  /** Regular price less sale price, in cents; 0 when the size is not on sale. */
  savingsCents: number;
  /** Whole percent off. */
  savingsPercent: number;
}

/** The card for one size of a product, with what its sale saves. */
export function offerAt(product: Product, size: ProductSize): SizedOffer {
  const sale = salePriceCents(size);
  const item = shopItemAt(product, size);
  return {
    product,
    sizeId: size.id,
    item,
    savingsCents: sale === undefined ? 0 : size.priceCents - sale,
    savingsPercent: size.salePercent && sale !== undefined ? size.salePercent : 0,
  };
}

/** Better deal first: one you can buy, then the bigger percentage, then more money off. */
function compareOffers(a: SizedOffer, b: SizedOffer): number {
  return (
    Number(b.item.inStock) - Number(a.item.inStock) ||
    b.savingsPercent - a.savingsPercent ||
    b.savingsCents - a.savingsCents ||
    a.product.name.localeCompare(b.product.name, 'en')
  );
}

/** The product's best sale: the size to show on a deals card; undefined when nothing is on sale. */
export function bestDeal(product: Product): SizedOffer | undefined {
  return product.sizes
    .filter((size) => salePriceCents(size) !== undefined)
    .map((size) => offerAt(product, size))
    .sort(compareOffers)[0];
}

/** Every product on sale, at its best sale size, best deal first. */
export function dealsOf(products: readonly Product[]): SizedOffer[] {
  return products
    .map(bestDeal)
    .filter((deal): deal is SizedOffer => deal !== undefined)
    .sort(compareOffers);
}
