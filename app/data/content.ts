import { aboutStory, aboutTimeline, aboutValues, team } from '../../fixtures/about';
import { adminTiles, analyticsStats, customerInsights, recentActivity } from '../../fixtures/admin';
import { cateringContact, cateringHighlights, cateringPackages } from '../../fixtures/catering';
import { giftCardAmountsCents, jobOpenings, pressReleases } from '../../fixtures/company';
import {
  contactCards,
  contactDetails,
  faqCategories,
  openingHours,
  socialLinks,
} from '../../fixtures/help';
import { categoryCards } from '../../fixtures/home';
import { deliveryInfo, locations } from '../../fixtures/locations';
import {
  membershipFaq,
  membershipGuarantee,
  membershipPromo,
  membershipTiers,
} from '../../fixtures/membership';
import { recipeCategories } from '../../fixtures/recipe-categories';
import { testimonials } from '../../fixtures/testimonials';
import { usStates } from '../../fixtures/us-states';
import { api } from './api';
import { listProducts } from './products';

/**
 * The shop's editorial content, read through async functions like everything else so a
 * CMS or server can serve it later without touching a screen. Copies, never the fixtures.
 */
const copy = <T>(value: T): Promise<T> => Promise.resolve(structuredClone(value));

export async function getHomeContent() {
  const products = await listProducts();
  return {
    categories: structuredClone(categoryCards),
    weeklySpecials: products.filter((p) => p.tags?.includes('weekly-special')).slice(0, 3),
    testimonials: structuredClone(testimonials),
    clubPromo: { ...membershipPromo },
  };
}

/** The shop's category chips (after 'All'), in the order the store keeps them. */
export async function getShopCategories(): Promise<string[]> {
  const categories = await api<{ id: string; name: string }[]>('/categories');
  return categories.map((category) => category.name);
}
export const getRecipeCategories = () => copy([...recipeCategories]);

export const getCateringContent = () =>
  copy({ packages: cateringPackages, highlights: cateringHighlights, contact: cateringContact });

export const getStoresContent = () => copy({ locations, deliveryInfo });

export const getAboutContent = () =>
  copy({ story: aboutStory, timeline: aboutTimeline, values: aboutValues, team });

export const getHelpContent = () =>
  copy({ faq: faqCategories, contactCards, openingHours, contactDetails });

export const getContactContent = () => copy({ contactDetails, openingHours, socialLinks });

export const getClubContent = () =>
  copy({
    tiers: membershipTiers,
    guarantee: membershipGuarantee,
    faq: membershipFaq,
    promo: membershipPromo,
  });

export const getCareers = () => copy(jobOpenings);
export const getPressReleases = () => copy(pressReleases);
export const getGiftCardAmounts = () => copy(giftCardAmountsCents);
export const getUsStates = () => copy(usStates);

export const getAdminTiles = () => copy(adminTiles);
export const getAnalyticsSamples = () =>
  copy({ stats: analyticsStats, customerInsights, recentActivity });
