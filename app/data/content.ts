import type { ContentKey, SiteContent } from '../../domain/content-schemas';
import { usStates } from '../../domain/us-states';
import { api } from './api';
import { listProducts } from './products';

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
    contentOf('home-categories', 'testimonials', 'club-promo'),
  ]);
  return {
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

export async function getHelpContent() {
  const content = await contentOf('faq', 'contact-cards', 'opening-hours', 'contact-details');
  return {
    faq: content.faq,
    contactCards: content['contact-cards'],
    openingHours: content['opening-hours'],
    contactDetails: content['contact-details'],
  };
}

export async function getContactContent() {
  const content = await contentOf('contact-details', 'opening-hours', 'social-links');
  return {
    contactDetails: content['contact-details'],
    openingHours: content['opening-hours'],
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
