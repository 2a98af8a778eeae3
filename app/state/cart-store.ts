import type { StateStorage } from 'zustand/middleware';
import type { CartLine } from '../../domain/cart-line';
import { cartLineId as lineIdOf } from '../../domain/cart-line-id';
import {
  maxGiftMessageLength,
  maxGiftRecipientNameLength,
  maxQuantity,
  minQuantity,
} from '../../domain/constants';
import type { GiftCardDetails } from '../../domain/gift-card-schemas';
import type { SyncRecord } from './account-sync';
import { createPersistedStore } from './persisted-store';
import { array, int, object, optional, string } from './stored-shape';

export type { CartLine };

// The stored gift card as domain/gift-card-schemas.ts's giftCardDetailsSchema checks it.
const storedGiftCard = object<GiftCardDetails>({
  recipientEmail: optional(string({ trim: true, max: 254, format: 'email-or-empty' })),
  recipientName: optional(string({ trim: true, max: maxGiftRecipientNameLength })),
  message: optional(string({ trim: true, max: maxGiftMessageLength })),
});

const cartLineSchema = object<CartLine>({
  id: string({ min: 1 }),
  productId: string({ min: 1 }),
  name: string({ min: 1 }),
  size: string(),
  priceCents: int({ min: 0 }),
  quantity: int({ min: minQuantity, max: 99 }),
  image: string(),
  giftCard: optional(storedGiftCard),
});

type StoredCart = Pick<CartState, 'lines' | 'sync'>;

const cartSchema = object<StoredCart>({
  lines: array(cartLineSchema),
  sync: optional(
    object<SyncRecord<CartLine>>({
      server: array(cartLineSchema),
      sending: optional(string({ min: 1, max: 100 })),
    }),
  ),
});

export type NewCartLine = Omit<CartLine, 'id' | 'quantity'>;

export interface CartState {
  lines: CartLine[];
  /** An account's cart: the server's copy these lines were made over (app/state/account-sync.ts). */
  sync?: SyncRecord<CartLine>;
  /** Adds a quantity (1–10) of a product size; the same size again adds to its line. */
  add: (line: NewCartLine, quantity?: number) => void;
  /** Sets a line's quantity; anything below 1 is ignored. */
  setQuantity: (id: string, quantity: number) => void;
  increment: (id: string) => void;
  decrement: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Replaces the lines, e.g. when a guest cart merges into an account. */
  replace: (lines: CartLine[]) => void;
}

export const cartLineId = (productId: string, size: string) => `${productId}:${size}`;

function clampQuantity(quantity: number) {
  return Math.min(maxQuantity, Math.max(minQuantity, Math.trunc(quantity)));
}

export function createCartStore(storage?: StateStorage, name = 'ff.cart') {
  return createPersistedStore<StoredCart, CartState>({
    name,
    version: 1,
    schema: cartSchema,
    storage,
    initial: () => ({ lines: [] }),
    pick: ({ lines, sync }) => ({ lines, sync }),
    actions: (set, get) => ({
      add: (line, quantity = 1) => {
        const id = lineIdOf(line);
        const existing = get().lines.find((l) => l.id === id);
        set({
          lines: existing
            ? get().lines.map((l) =>
                l.id === id ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l,
              )
            : [...get().lines, { ...line, id, quantity: clampQuantity(quantity) }],
        });
      },
      setQuantity: (id, quantity) => {
        if (!Number.isFinite(quantity) || quantity < minQuantity) return;
        set({
          lines: get().lines.map((l) =>
            l.id === id ? { ...l, quantity: clampQuantity(quantity) } : l,
          ),
        });
      },
      increment: (id) => {
        const line = get().lines.find((l) => l.id === id);
        if (line) get().setQuantity(id, line.quantity + 1);
      },
      decrement: (id) => {
        const line = get().lines.find((l) => l.id === id);
        if (line) get().setQuantity(id, line.quantity - 1);
      },
      remove: (id) => set({ lines: get().lines.filter((l) => l.id !== id) }),
      clear: () => set({ lines: [] }),
      replace: (lines) => set({ lines }),
    }),
  });
}

export function cartCount(lines: readonly CartLine[]) {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
