import { contentWritersFor } from '@domain/content-writers';
import { contentKeys, type ContentKey } from '@domain/content-schemas';
import { isMemberOfAny } from '@domain/permissions';
import { paths } from '@domain/paths';

export interface ContentKeyInfo {
  /** The name in the console's list: 'Home page hero'. */
  label: string;
  /** Where visitors read it. */
  page: string;
  /** What one entry of a list document is called ('Question'), for its fields' labels. */
  item?: string;
}

/** Every content key as the console names it; a key added to the schemas needs its entry here. */
export const contentKeyInfo: Record<ContentKey, ContentKeyInfo> = {
  'home-hero': { label: 'Home page hero', page: paths.home() },
  'home-categories': { label: 'Home page categories', page: paths.home(), item: 'Category' },
  testimonials: { label: 'Testimonials', page: paths.home(), item: 'Testimonial' },
  'club-promo': { label: 'Club promotion', page: paths.home() },
  catering: { label: 'Catering', page: paths.catering() },
  locations: { label: 'Store locations', page: paths.stores(), item: 'Location' },
  'delivery-info': { label: 'Delivery', page: paths.stores() },
  about: { label: 'About', page: paths.about() },
  faq: { label: 'FAQ', page: paths.help(), item: 'Category' },
  'contact-cards': { label: 'Help contact cards', page: paths.help(), item: 'Card' },
  'social-links': { label: 'Social links', page: paths.contact(), item: 'Link' },
  club: { label: 'Smokehouse Club', page: paths.smokehouseClub() },
  careers: { label: 'Careers', page: paths.careers(), item: 'Opening' },
  press: { label: 'Press releases', page: paths.press(), item: 'Release' },
  'gift-card-amounts': {
    label: 'Gift card amounts (cents)',
    page: paths.giftCards(),
    item: 'Amount',
  },
  'recipe-categories': { label: 'Recipe categories', page: paths.recipes(), item: 'Category' },
  'admin-tiles': { label: 'Console tiles', page: paths.adminConsole(), item: 'Tile' },
  analytics: { label: 'Analytics samples', page: paths.admin.analytics() },
};

/** The keys an account in `groups` may write, in the schemas' order. */
export function writableContentKeys(groups: readonly string[]): ContentKey[] {
  return contentKeys.filter((key) => isMemberOfAny(groups, contentWritersFor(key)));
}

/** Whether only an admin may write `key` (it sets a price, a percent or a link). */
export const isAdminOnlyKey = (key: ContentKey) => !contentWritersFor(key).includes('editor');
