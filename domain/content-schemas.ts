import { z } from 'zod';
import { centsField } from './cents-field';
import { maxDescriptionLength, maxLineLength, maxNameLength } from './constants';
import { guarded } from './guarded-fields';
import { usStateCodes } from './us-states';
import type {
  ActivityEntry,
  AdminTile,
  AnalyticsStat,
  CateringContact,
  CateringPackage,
  CategoryCard,
  CompanyValue,
  ContactCard,
  DeliveryInfo,
  FaqCategory,
  FaqItem,
  HomeHero,
  InsightBar,
  JobOpening,
  Location,
  MembershipGuarantee,
  MembershipPromo,
  MembershipTier,
  PressRelease,
  ServiceHighlight,
  SocialLink,
  TeamMember,
  Testimonial,
  TimelineEntry,
} from './types';

/**
 * The site's editable content (GET/PUT /api/content/:key): one document per key, each checked
 * by its schema here, on the server before it is stored. The shapes are the types of
 * domain/types.ts (`SiteContent` below ties each schema to its type).
 */

/* ---------- Field rules ---------- */

const text = (label: string, max: number = maxNameLength) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

const paragraph = (label: string) => text(label, maxDescriptionLength);
const line = (label: string) => text(label, maxLineLength);

const slugId = (label: string) =>
  text(label, 80).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    `${label} may hold only lowercase letters, digits and single dashes`,
  );

/** A path on this site: one '/' first, no '\' anywhere (browsers read '/\host' as '//host'). */
const sitePathPattern = /^\/(?!\/)[^\s\\]*$/;

/** The project's own artwork or an uploaded image: a path on this site, never a data URL. */
const imagePath = z
  .string({ error: 'Image is required' })
  .max(500)
  .regex(sitePathPattern, 'Use an image stored on this site (/images/… or /api/uploads/…)');

/** Where a link may point: this site, an anchor, or a web, mail or phone address. */
const href = guarded(
  'link',
  z
    .string({ error: 'Link is required' })
    .trim()
    .max(500)
    .regex(
      /^(?:\/(?![/\\])|#|https:\/\/|mailto:|tel:)[^\s\\]*$/,
      'Use a path (/…), an anchor (#…), or an https:, mailto: or tel: link',
    ),
);

/** Where a console tile leads: one of this site's own pages, never another address. */
const sitePath = guarded(
  'link',
  z
    .string({ error: 'Link is required' })
    .trim()
    .max(500)
    .regex(sitePathPattern, "Use a path on this site, starting with a single '/' (/admin/…)"),
);

/** A percent an admin sets (a discount, a figure the console shows). */
const percent = <T extends z.ZodType>(schema: T) => guarded('percent', schema);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min.toLocaleString('en-US')}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);

/** A list of at most `max` entries whose `id`s differ. */
function listOf<T extends z.ZodType<{ id: string | number }>>(item: T, label: string, max: number) {
  return z
    .array(item)
    .max(max, `At most ${max} ${label}`)
    .superRefine((items, context) => {
      const seen = new Set<string | number>();
      items.forEach((entry, index) => {
        if (seen.has(entry.id)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: 'Each entry needs its own id',
          });
        }
        seen.add(entry.id);
      });
    });
}

const lines = (label: string, max: number) =>
  z.array(line(label)).max(max, `At most ${max} entries`);

/* ---------- One schema per content type ---------- */

const categoryCardSchema = z.object({
  id: slugId('Id'),
  title: text('Title'),
  image: imagePath,
  description: paragraph('Description'),
  subcategories: lines('Subcategory', 20),
  keyProducts: lines('Key product', 20),
  handling: paragraph('Handling'),
  customerNeeds: paragraph('Customer needs'),
}) satisfies z.ZodType<CategoryCard>;

const homeHeroSchema = z.object({
  eyebrow: text('Eyebrow', maxLineLength),
  title: text('Title', 80),
  description: line('Description'),
}) satisfies z.ZodType<HomeHero>;

const testimonialSchema = z.object({
  id: slugId('Id'),
  name: text('Name'),
  title: text('Title'),
  comment: paragraph('Comment'),
  image: imagePath,
  rating: wholeNumber('Rating', 1, 5),
}) satisfies z.ZodType<Testimonial>;

const membershipPromoSchema = z.object({
  title: text('Title'),
  tagline: text('Tagline'),
  description: paragraph('Description'),
  discountPercent: percent(wholeNumber('Discount', 0, 100)),
  href,
}) satisfies z.ZodType<MembershipPromo>;

const cateringPackageSchema = z.object({
  id: slugId('Id'),
  name: text('Name'),
  pricePerPersonCents: centsField('Price per person'),
  minGuests: wholeNumber('Minimum guests', 1, 10_000),
  description: paragraph('Description'),
  items: lines('Item', 30),
  popular: z.boolean().optional(),
}) satisfies z.ZodType<CateringPackage>;

const serviceHighlightSchema = z.object({
  id: slugId('Id'),
  title: text('Title'),
  description: paragraph('Description'),
}) satisfies z.ZodType<ServiceHighlight>;

const cateringContactSchema = z.object({
  phone: text('Phone', 40),
  email: z.email('Enter a valid e-mail address').max(maxNameLength),
  hours: text('Hours'),
  noticeText: paragraph('Notice'),
}) satisfies z.ZodType<CateringContact>;

const stateCode = z
  .string({ error: 'State is required' })
  .refine((code) => usStateCodes.includes(code), 'Use a two-letter US state code');
const zip = z
  .string({ error: 'ZIP code is required' })
  .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code');

const locationSchema = z.object({
  id: slugId('Id'),
  name: text('Name'),
  address: text('Address'),
  city: text('City'),
  state: stateCode,
  zip,
  phone: text('Phone', 40),
  hours: z.object({ monFri: text('Weekday hours', 80), satSun: text('Weekend hours', 80) }),
  features: lines('Feature', 20),
  image: imagePath,
  coordinates: z.object({
    lat: z.number().min(-90, 'Latitude is from -90 to 90').max(90, 'Latitude is from -90 to 90'),
    lng: z
      .number()
      .min(-180, 'Longitude is from -180 to 180')
      .max(180, 'Longitude is from -180 to 180'),
  }),
}) satisfies z.ZodType<Location>;

const deliveryInfoSchema = z.object({
  radiusMiles: wholeNumber('Delivery radius', 0, 500),
  hours: text('Hours'),
  minimumOrderCents: centsField('Minimum order'),
  notes: lines('Note', 20),
}) satisfies z.ZodType<DeliveryInfo>;

const timelineEntrySchema = z.object({
  year: wholeNumber('Year', 1900, 2200),
  title: text('Title'),
  description: paragraph('Description'),
}) satisfies z.ZodType<TimelineEntry>;

const companyValueSchema = z.object({
  title: text('Title'),
  description: paragraph('Description'),
}) satisfies z.ZodType<CompanyValue>;

const teamMemberSchema = z.object({
  name: text('Name'),
  role: text('Role'),
  bio: paragraph('Bio'),
  image: imagePath,
}) satisfies z.ZodType<TeamMember>;

const faqItemSchema = z.object({
  id: slugId('Id'),
  question: text('Question', maxLineLength),
  answer: paragraph('Answer'),
}) satisfies z.ZodType<FaqItem>;

const faqCategorySchema = z.object({
  id: slugId('Id'),
  title: text('Title'),
  items: listOf(faqItemSchema, 'questions', 50),
}) satisfies z.ZodType<FaqCategory>;

const contactCardSchema = z.object({
  id: z.enum(['call', 'email', 'chat']),
  title: text('Title'),
  description: paragraph('Description'),
  detail: text('Detail'),
  actionLabel: text('Button label', 40),
  href,
}) satisfies z.ZodType<ContactCard>;

const socialLinkSchema = z.object({
  id: z.enum(['facebook', 'instagram', 'x']),
  label: text('Label', 40),
  href,
}) satisfies z.ZodType<SocialLink>;

const membershipTierSchema = z.object({
  id: slugId('Id'),
  name: text('Name'),
  // A tier is paid: 0 would let anyone join, and get the discount, for nothing.
  priceCents: centsField('Price').min(1, 'A tier costs at least 1 cent'),
  period: z.literal('month'),
  description: paragraph('Description'),
  features: lines('Feature', 20),
  mostPopular: z.boolean().optional(),
  savingsNote: text('Savings note').optional(),
}) satisfies z.ZodType<MembershipTier>;

const membershipGuaranteeSchema = z.object({
  title: text('Title'),
  days: wholeNumber('Days', 0, 365),
  points: lines('Point', 20),
}) satisfies z.ZodType<MembershipGuarantee>;

const jobOpeningSchema = z.object({
  id: slugId('Id'),
  title: text('Title'),
  location: text('Location'),
  type: z.enum(['Full-time', 'Part-time', 'Seasonal']),
  description: paragraph('Description'),
}) satisfies z.ZodType<JobOpening>;

const pressReleaseSchema = z.object({
  id: slugId('Id'),
  date: z.iso.date('Enter the date as YYYY-MM-DD'),
  title: text('Title', 200),
  summary: paragraph('Summary'),
  outlet: text('Outlet').optional(),
}) satisfies z.ZodType<PressRelease>;

const adminTileSchema = z.object({
  id: slugId('Id'),
  name: text('Name'),
  description: text('Description', maxLineLength),
  href: sitePath,
}) satisfies z.ZodType<AdminTile>;

const analyticsStatSchema = z.object({
  id: slugId('Id'),
  label: text('Label'),
  value: text('Value', 40),
  changePercent: percent(z.number().min(-1000).max(1000)),
}) satisfies z.ZodType<AnalyticsStat>;

const insightBarSchema = z.object({
  id: slugId('Id'),
  label: text('Label'),
  percent: percent(
    z.number().min(0, 'Percent is from 0 to 100').max(100, 'Percent is from 0 to 100'),
  ),
}) satisfies z.ZodType<InsightBar>;

const activityEntrySchema = z.object({
  id: slugId('Id'),
  description: text('Description', maxLineLength),
  at: z.iso.datetime('Enter the time as an ISO date-time'),
}) satisfies z.ZodType<ActivityEntry>;

/* ---------- The keys ---------- */

/** Everything stored under each content key, as the API returns it. */
export interface SiteContent {
  'home-hero': HomeHero;
  'home-categories': CategoryCard[];
  testimonials: Testimonial[];
  'club-promo': MembershipPromo;
  catering: {
    packages: CateringPackage[];
    highlights: ServiceHighlight[];
    contact: CateringContact;
  };
  locations: Location[];
  'delivery-info': DeliveryInfo;
  about: { story: string[]; timeline: TimelineEntry[]; values: CompanyValue[]; team: TeamMember[] };
  faq: FaqCategory[];
  'contact-cards': ContactCard[];
  'social-links': SocialLink[];
  club: { tiers: MembershipTier[]; guarantee: MembershipGuarantee; faq: FaqItem[] };
  careers: JobOpening[];
  press: PressRelease[];
  'gift-card-amounts': number[];
  'recipe-categories': string[];
  'admin-tiles': AdminTile[];
  analytics: {
    stats: AnalyticsStat[];
    customerInsights: InsightBar[];
    recentActivity: ActivityEntry[];
  };
}
export type ContentKey = keyof SiteContent;

const distinct =
  <T>(label: string) =>
  (values: T[], context: z.RefinementCtx) => {
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index) {
        context.addIssue({ code: 'custom', path: [index], message: `${label} appears twice` });
      }
    });
  };

/** What a PUT /api/content/:key body must be, per key. */
export const contentSchemas = {
  'home-hero': homeHeroSchema,
  'home-categories': listOf(categoryCardSchema, 'categories', 20),
  testimonials: listOf(testimonialSchema, 'testimonials', 30),
  'club-promo': membershipPromoSchema,
  catering: z.object({
    packages: listOf(cateringPackageSchema, 'packages', 12),
    highlights: listOf(serviceHighlightSchema, 'highlights', 12),
    contact: cateringContactSchema,
  }),
  locations: listOf(locationSchema, 'locations', 50),
  'delivery-info': deliveryInfoSchema,
  about: z.object({
    story: z.array(paragraph('Paragraph')).max(20, 'At most 20 paragraphs'),
    timeline: z.array(timelineEntrySchema).max(50, 'At most 50 entries'),
    values: z.array(companyValueSchema).max(20, 'At most 20 values'),
    team: z.array(teamMemberSchema).max(50, 'At most 50 people'),
  }),
  faq: listOf(faqCategorySchema, 'categories', 20),
  'contact-cards': listOf(contactCardSchema, 'cards', 3),
  'social-links': listOf(socialLinkSchema, 'links', 3),
  club: z.object({
    tiers: listOf(membershipTierSchema, 'tiers', 6),
    guarantee: membershipGuaranteeSchema,
    faq: listOf(faqItemSchema, 'questions', 30),
  }),
  careers: listOf(jobOpeningSchema, 'openings', 100),
  press: listOf(pressReleaseSchema, 'releases', 200),
  'gift-card-amounts': z
    .array(guarded('price', wholeNumber('Amount', 100, 100_000)))
    .min(1, 'Offer at least one amount')
    .max(12, 'At most 12 amounts')
    .superRefine(distinct('This amount')),
  'recipe-categories': z
    .array(text('Category'))
    .min(1, 'Keep at least one category')
    .max(30, 'At most 30 categories')
    .superRefine(distinct('This category')),
  'admin-tiles': listOf(adminTileSchema, 'tiles', 20),
  analytics: z.object({
    stats: listOf(analyticsStatSchema, 'figures', 12),
    customerInsights: listOf(insightBarSchema, 'bars', 12),
    recentActivity: listOf(activityEntrySchema, 'entries', 50),
  }),
} as const satisfies { [K in ContentKey]: z.ZodType<SiteContent[K]> };

export const contentKeys = Object.keys(contentSchemas) as ContentKey[];

export const isContentKey = (key: string): key is ContentKey => Object.hasOwn(contentSchemas, key);

/** GET /api/content?keys=a,b: comma-separated keys, each checked by the service. */
export const contentKeysQuery = z.object({
  keys: z.string().max(2000).optional(),
});
