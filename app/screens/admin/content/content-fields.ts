/**
 * How the content editor names and grows a document's fields: labels from the document's own
 * property names, and a blank entry shaped like the last one for a list's Add button.
 */

/** What one entry of a list under this property is called. */
const entryNames: Record<string, string> = {
  story: 'Paragraph',
  timeline: 'Timeline entry',
  values: 'Value',
  team: 'Team member',
  items: 'Item',
  subcategories: 'Subcategory',
  keyProducts: 'Key product',
  features: 'Feature',
  points: 'Point',
  notes: 'Note',
  packages: 'Package',
  highlights: 'Highlight',
  tiers: 'Tier',
  faq: 'Question',
  stats: 'Figure',
  customerInsights: 'Bar',
  recentActivity: 'Activity',
};

/** 'pricePerPersonCents' → 'Price per person (cents)'; 'href' → 'Link'. */
export function fieldLabel(property: string): string {
  if (property === 'href') return 'Link';
  const cents = property.endsWith('Cents');
  const words = (cents ? property.slice(0, -'Cents'.length) : property)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return cents ? `${label} (cents)` : label;
}

/** The name of one entry in the list under `property`: 'Paragraph', 'Question'. */
export function entryLabel(property: string, fallback?: string): string {
  if (fallback) return fallback;
  if (entryNames[property]) return entryNames[property];
  const label = fieldLabel(property);
  return label.endsWith('s') ? label.slice(0, -1) : label;
}

/** Properties whose text runs to sentences: edited in a text area. */
const longText = new Set([
  'description',
  'answer',
  'bio',
  'comment',
  'summary',
  'handling',
  'customerNeeds',
  'noticeText',
]);

export const isLongText = (property: string, value: string) =>
  longText.has(property) || value.length > 120;

/** An empty entry shaped like `sample`: text empty, numbers 0, ticks off, lists empty. */
export function blankLike(sample: unknown): unknown {
  if (typeof sample === 'string') return '';
  if (typeof sample === 'number') return 0;
  if (typeof sample === 'boolean') return false;
  if (Array.isArray(sample)) return [];
  if (sample && typeof sample === 'object') {
    return Object.fromEntries(
      Object.entries(sample).map(([key, value]) => [key, blankLike(value)]),
    );
  }
  return sample;
}
