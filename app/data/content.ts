import type { ContentKey, SiteContent } from '../../domain/content-schemas';
import { usStates } from '../../domain/us-states';
import { api } from './api';
import { listProducts } from './products';
import { getStore, withStoreContact } from './store';

/**
 * The shop's editorial content, from the store server (`/api/content`, seeded from fixtures/
 * and edited by admins and editors), so every visitor reads the same. Each function asks for
 * the documents its screen shows in one request.
 */
function contentOf<const K extends ContentKey>(...keys: K[]): Promise<Pick<SiteContent, K>> {
  return api<Pick<SiteContent, K>>(`/content?keys=${keys.join(',')}`);
}

const one = <K extends ContentKey>(key: K) => api<SiteContent[K]>(`/content/${key}`);

export async function getHomeContent() {
  const [products, content] = await Promise.all([
    listProducts(),
    contentOf('home-hero', 'home-categories', 'testimonials', 'club-promo'),
  ]);
  return {
    hero: content['home-hero'],
    categories: content['home-categories'],
    weeklySpecials: products.filter((p) => p.tags?.includes('weekly-special')).slice(0, 3),
    testimonials: content.testimonials,
    clubPromo: content['club-promo'],
  };
}

/** The shop's category chips (after 'All'), in the order the store keeps them. */
export async function getShopCategories(): Promise<string[]> {
  const categories = await api<{ id: string; name: string }[]>('/categories');
  return categories.map((category) => category.name);
}
export const getRecipeCategories = () => one('recipe-categories');

export const getCateringContent = () => one('catering');

export async function getStoresContent() {
  const content = await contentOf('locations', 'delivery-info');
  return { locations: content.locations, deliveryInfo: content['delivery-info'] };
}

export const getAboutContent = () => one('about');

/** The FAQ and contact cards; the cards' number and address are the store's settings. */
export async function getHelpContent() {
  const [content, store] = await Promise.all([contentOf('faq', 'contact-cards'), getStore()]);
  return {
    faq: content.faq,
    contactCards: withStoreContact(content['contact-cards'], store),
  };
}

/** The store's contact and hours (its settings) with the social links (content). */
export async function getContactContent() {
  const [content, store] = await Promise.all([contentOf('social-links'), getStore()]);
  return {
    contactDetails: store.contact,
    openingHours: store.hours,
    socialLinks: content['social-links'],
  };
}

export async function getClubContent() {
  const content = await contentOf('club', 'club-promo');
  return { ...content.club, promo: content['club-promo'] };
}

export const getCareers = () => one('careers');
export const getPressReleases = () => one('press');
export const getGiftCardAmounts = () => one('gift-card-amounts');
/** Reference data, not content: the 50 states and DC ship with the app (domain/us-states.ts). */
export const getUsStates = async () => structuredClone(usStates);

export const getAdminTiles = () => one('admin-tiles');
export const getAnalyticsSamples = () => one('analytics');

/** Every content document, for the console's content editor. */
export const getAllContent = () => api<Partial<SiteContent>>('/content');

/** Replaces one document (an editor's or admin's); resolves with what the server stored. */
export const saveContent = <K extends ContentKey>(key: K, doc: unknown) =>
  api<SiteContent[K]>(`/content/${key}`, { method: 'PUT', body: doc, signedIn: true });
