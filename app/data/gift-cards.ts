import type { GiftCardLookup } from '../../domain/gift-card-schemas';
import { api } from './api';

/** An admin's lookup of a card by code (POST, so the code stays out of URLs and logs). */
export const lookUpGiftCard = (code: string) =>
  api<GiftCardLookup>('/gift-cards/lookup', { method: 'POST', body: { code }, signedIn: true });
