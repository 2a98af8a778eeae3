/**
 * The one way a screen puts something in the cart: product cards, the product page, the
 * favourites, search results, recipe pages and the gift card page all come through here, so
 * the stock rules, the line price and the confirmation toast are the same everywhere.
 *
 *   addProductToCart(product)                          // a card: first in-stock size × 1
 *   addProductToCart(product, { sizeId, quantity })    // the product page: chosen size × 1–10
 *   await addProductToCartById('texas-brisket-rub', { size: '12 oz' })  // a saved favourite
 *   addGiftCardToCart({ amountCents: 5000, recipientName: 'Sam' })
 */
import { brand, giftCardImage } from '../../domain/brand';
import { effectivePriceCents, firstInStockSize } from '../../domain/catalog';
import { maxQuantity, minQuantity } from '../../domain/constants';
import type { Product, ProductSize } from '../../domain/types';
import { formatMoney } from '../../design-system/lib/money';
import { showToast, type ShowToastOptions } from '../../design-system/primitives/Toast/toast-queue';
import { getProduct } from '../data/products';
import { giftCardProductId } from '../data/orders';
import type { NewCartLine } from '../state/cart-store';
import { cartStore } from '../state/stores';

/** Which size and how many; without a size, the first size in stock. */
export interface AddToCartChoice {
  /** The size's id (the product page's radio value). */
  sizeId?: string;
  /** Or the size's text, e.g. '12 oz' (what a saved favourite remembers). */
  size?: string;
  /** A whole number from 1 to 10; 1 by default. */
  quantity?: number;
}

export type AddToCartRefusal =
  'not-found' | 'unknown-size' | 'out-of-stock' | 'invalid-quantity' | 'invalid-amount';

export type AddToCartOutcome =
  { added: true; line: NewCartLine; quantity: number } | { added: false; reason: AddToCartRefusal };

/** Where the line goes and how the shopper hears about it; tests pass their own. */
export interface AddToCartDeps {
  add: (line: NewCartLine, quantity: number) => void;
  notify: (toast: ShowToastOptions) => void;
}

const appDeps = (): AddToCartDeps => ({
  add: (line, quantity) => cartStore.getState().add(line, quantity),
  notify: (toast) => void showToast(toast),
});

export const isValidQuantity = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= minQuantity && quantity <= maxQuantity;

/** The size the choice names, or the first in stock when it names none. */
export function chosenSize(
  product: Product,
  choice: AddToCartChoice = {},
): ProductSize | undefined {
  if (choice.sizeId !== undefined) return product.sizes.find((s) => s.id === choice.sizeId);
  if (choice.size !== undefined) return product.sizes.find((s) => s.size === choice.size);
  return firstInStockSize(product);
}

/** The cart line for a product size: its price today (the sale price when on sale), in cents. */
export function productCartLine(product: Product, size: ProductSize): NewCartLine {
  return {
    productId: product.id,
    name: product.name,
    size: size.size,
    priceCents: effectivePriceCents(size),
    image: product.images[0]?.url ?? '',
  };
}

function refuse(
  reason: AddToCartRefusal,
  name: string | undefined,
  deps: AddToCartDeps,
): AddToCartOutcome {
  const description =
    reason === 'out-of-stock'
      ? `${name ?? 'This product'} is out of stock.`
      : reason === 'invalid-quantity'
        ? `Choose a quantity from ${minQuantity} to ${maxQuantity}.`
        : reason === 'unknown-size'
          ? `That size of ${name ?? 'this product'} is no longer sold.`
          : reason === 'invalid-amount'
            ? 'Choose a gift card amount.'
            : 'This product is no longer sold.';
  deps.notify({ title: 'Could not add to cart', description, tone: 'error' });
  return { added: false, reason };
}

function confirm(line: NewCartLine, quantity: number, deps: AddToCartDeps): AddToCartOutcome {
  deps.add(line, quantity);
  deps.notify({
    title: 'Added to cart',
    description: `${line.name} · ${line.size} × ${quantity}`,
  });
  return { added: true, line, quantity };
}

/**
 * Adds a product size to the cart and confirms with a toast. Refuses (with an error toast)
 * an out-of-stock product or size, a size the product does not have, or a quantity outside
 * 1–10; nothing is added then.
 */
export function addProductToCart(
  product: Product,
  choice: AddToCartChoice = {},
  deps: AddToCartDeps = appDeps(),
): AddToCartOutcome {
  const quantity = choice.quantity ?? minQuantity;
  if (!isValidQuantity(quantity)) return refuse('invalid-quantity', product.name, deps);
  const size = chosenSize(product, choice);
  const named = choice.sizeId !== undefined || choice.size !== undefined;
  if (!size) return refuse(named ? 'unknown-size' : 'out-of-stock', product.name, deps);
  if (!size.inStock) return refuse('out-of-stock', `${product.name} · ${size.size}`, deps);
  return confirm(productCartLine(product, size), quantity, deps);
}

/** The same, for a screen that only knows the product's id (favourites, recipe pages). */
export async function addProductToCartById(
  productId: string,
  choice: AddToCartChoice = {},
  deps: AddToCartDeps = appDeps(),
  find: (id: string) => Promise<Product | undefined> = getProduct,
): Promise<AddToCartOutcome> {
  const product = await find(productId);
  if (!product) return refuse('not-found', undefined, deps);
  return addProductToCart(product, choice, deps);
}

export interface GiftCardChoice {
  /** One of the amounts the gift card page offers, in cents. */
  amountCents: number;
  /** Printed on the line: '$50.00 Gift Card for Sam'. */
  recipientName?: string;
  /** Where the code is e-mailed; without one, to the buyer. */
  recipientEmail?: string;
  /** The sender's message, in the recipient's e-mail. */
  message?: string;
  /** The store's current name, which the card carries (useStoreName); else the brand's. */
  storeName?: string;
}

/** The gift card's cart line: '<store name> Gift Card', sized by its amount (and recipient). */
export function giftCardLine({
  amountCents,
  recipientName,
  recipientEmail,
  message,
  storeName = brand.name,
}: GiftCardChoice): NewCartLine {
  const recipient = recipientName?.trim();
  const giftCard = {
    ...(recipient ? { recipientName: recipient } : {}),
    ...(recipientEmail?.trim() ? { recipientEmail: recipientEmail.trim() } : {}),
    ...(message?.trim() ? { message: message.trim() } : {}),
  };
  return {
    productId: giftCardProductId,
    name: `${storeName} Gift Card`,
    size: `${formatMoney(amountCents)} Gift Card${recipient ? ` for ${recipient}` : ''}`,
    priceCents: amountCents,
    image: giftCardImage,
    ...(Object.keys(giftCard).length > 0 ? { giftCard } : {}),
  };
}

/** Adds one gift card; a gift card is never out of stock. */
export function addGiftCardToCart(
  choice: GiftCardChoice,
  deps: AddToCartDeps = appDeps(),
): AddToCartOutcome {
  if (!Number.isInteger(choice.amountCents) || choice.amountCents <= 0) {
    return refuse('invalid-amount', undefined, deps);
  }
  return confirm(giftCardLine(choice), minQuantity, deps);
}
