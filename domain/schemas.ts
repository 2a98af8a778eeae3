import { z } from 'zod';
import { orderRefundSchema } from './order-refunds';
import {
  difficulties,
  maxDescriptionLength,
  maxLineLength,
  maxNameLength,
  maxPriceCents,
  maxProductImages,
  maxReviewLength,
  maxStock,
  reviewRatingRange,
} from './constants';

/** Records as the API returns them (and as the browser's stored collections are checked on read). */

const cents = z.number().int().nonnegative();

export const productSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })).min(1),
  sizes: z
    .array(
      z.object({
        id: z.string().min(1),
        size: z.string().min(1),
        priceCents: cents,
        salePercent: z.number().int().min(0).max(100).optional(),
        stock: z.number().int().nonnegative(),
        inStock: z.boolean(),
      }),
    )
    .min(1),
  features: z.array(z.string()),
  specifications: z
    .object({
      dimensions: z.string(),
      weight: z.string(),
      material: z.string(),
      care: z.array(z.string()),
    })
    .optional(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  tags: z.array(z.enum(['weekly-special', 'deal'])).optional(),
});

export const recipeSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  category: z.string(),
  description: z.string(),
  prepTime: z.string(),
  cookTime: z.string(),
  servings: z.number().int().positive(),
  difficulty: z.enum(difficulties),
  imageUrl: z.string(),
  rating: z.number().min(0).max(5),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  tips: z.array(z.string()),
  equipment: z.array(z.string()),
  temperature: z.object({
    smoking: z.string().optional(),
    grilling: z.string().optional(),
    internal: z.string(),
  }),
  woodChips: z.array(z.string()).optional(),
});

const postalAddress = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

export const orderSchema = z.object({
  id: z.string().regex(/^[A-Z]{2}-\d{4}-\d{4,}$/),
  accountId: z.string().optional(),
  customerName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  status: z.enum(['pending', 'processing', 'confirmed', 'shipped', 'delivered', 'cancelled']),
  paymentStatus: z.enum(['paid', 'pending', 'failed', 'refunded']),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      quantity: z.number().int().positive(),
      priceCents: cents,
      image: z.string(),
    }),
  ),
  subtotalCents: cents,
  shippingCents: cents,
  taxCents: cents,
  totalCents: cents,
  billingAddress: postalAddress.extend({ email: z.string() }),
  shippingAddress: postalAddress,
  // Only the brand and last four digits are ever stored.
  paymentMethod: z.strictObject({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) }),
  payment: z.object({ provider: z.string(), test: z.boolean() }).optional(),
  refunds: z.array(orderRefundSchema).optional(),
});

/* ---------- What a client may send (checked by the server and by the admin forms) ---------- */

const limitedText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

const lines = (label: string) => z.array(limitedText(label, maxLineLength));

/** Images are files the server stores (/api/uploads/…) or the project's own artwork; never data URLs. */
const storedImageUrl = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s]*$/, 'Upload the image first: only stored images can be saved');

/** Units on hand: a whole number from 0 up. */
const stockCount = z
  .number({ error: 'Stock is required' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(maxStock, `Stock must be at most ${maxStock.toLocaleString('en-US')}`);

/** What an admin writes on a size, stock aside. */
const productSizeFields = z.object({
  size: limitedText('Size', 40),
  priceCents: z
    .number({ error: 'Price is required' })
    .int('Price must be in whole cents')
    .min(1, 'Price must be at least $0.01')
    .max(maxPriceCents, `Price must be at most $${(maxPriceCents / 100).toLocaleString('en-US')}`),
  salePercent: z
    .number()
    .int('Sale must be a whole number')
    .min(0, 'Sale must be between 0 and 100')
    .max(100, 'Sale must be between 0 and 100')
    .optional(),
});

/** A size of a new product, or one added on Edit, with its starting stock; the server mints its id. */
export const productSizeInputSchema = productSizeFields.extend({ stock: stockCount });
export type ProductSizeInput = z.input<typeof productSizeInputSchema>;

/**
 * The only way a saved size's stock changes on Edit. `set` applies only while the stock still
 * is `expected` (what the form showed), so a count never overwrites what orders took meanwhile;
 * `add` moves it by `units` (negative to take some away) from whatever it is now.
 */
export const stockAdjustmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('set'),
    to: stockCount,
    expected: z.number().int().min(0),
  }),
  z.strictObject({
    kind: z.literal('add'),
    units: z
      .number({ error: 'Units are required' })
      .int('Units must be a whole number')
      .min(-maxStock)
      .max(maxStock)
      .refine((units) => units !== 0, 'Add or take away at least one unit'),
  }),
]);
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

const sizeId = z
  .string()
  .trim()
  .min(1, 'A size id names a saved size; leave it out for a new one')
  .max(maxNameLength);

/**
 * A size as Edit Product sends it: a saved one by its `id` (its stock changed only by
 * `stockAdjustment`), or a new one without an id, with its starting `stock`.
 */
export const productSizeChangeSchema = productSizeFields
  .extend({
    id: sizeId.optional(),
    stock: stockCount.optional(),
    stockAdjustment: stockAdjustmentSchema.optional(),
  })
  .superRefine((size, context) => {
    if (size.id === undefined && size.stock === undefined) {
      context.addIssue({ code: 'custom', path: ['stock'], message: 'Stock is required' });
    }
    if (size.id !== undefined && size.stock !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['stock'],
        message: "A saved size's stock changes only by a stock adjustment",
      });
    }
    if (size.id === undefined && size.stockAdjustment !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['stockAdjustment'],
        message: 'A new size starts with its stock, not an adjustment',
      });
    }
  });
export type ProductSizeChange = z.input<typeof productSizeChangeSchema>;

export const productInputSchema = z.object({
  name: limitedText('Name', maxNameLength),
  brand: limitedText('Brand', maxNameLength),
  category: limitedText('Category', maxNameLength),
  description: limitedText('Description', maxDescriptionLength),
  images: z
    .array(z.object({ url: storedImageUrl, alt: z.string().trim().max(maxNameLength) }))
    .min(1, 'Add at least one image')
    .max(maxProductImages, `You can add up to ${maxProductImages} images`),
  sizes: z.array(productSizeInputSchema).min(1, 'Add at least one size').max(20),
  features: lines('Feature').max(30),
  specifications: z
    .object({
      dimensions: z.string().trim().max(maxNameLength),
      weight: z.string().trim().max(maxNameLength),
      material: z.string().trim().max(maxNameLength),
      care: lines('Care note').max(20),
    })
    .optional(),
  tags: z.array(z.enum(['weekly-special', 'deal'])).optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * Edit Product: every field of a product, its sizes in order (saved ones changed in place by
 * id, new ones added), and the saved sizes to remove, named. A size the form never saw (added
 * meanwhile) is neither changed nor removed.
 */
export const productUpdateSchema = productInputSchema
  .extend({
    sizes: z.array(productSizeChangeSchema).min(1, 'Add at least one size').max(20),
    removedSizeIds: z.array(sizeId).max(20).default([]),
  })
  .superRefine((update, context) => {
    const kept = new Set<string>();
    update.sizes.forEach((size, index) => {
      if (size.id === undefined) return;
      if (kept.has(size.id)) {
        context.addIssue({
          code: 'custom',
          path: ['sizes', index, 'id'],
          message: 'This size is listed twice',
        });
      }
      kept.add(size.id);
    });
    update.removedSizeIds.forEach((id, index) => {
      if (!kept.has(id)) return;
      context.addIssue({
        code: 'custom',
        path: ['removedSizeIds', index],
        message: 'A size cannot be both kept and removed',
      });
    });
  });
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** A product to save: a new one, or the changes to a saved one (Edit Product). */
export type ProductSave =
  { kind: 'add'; product: ProductInput } | { kind: 'edit'; id: string; product: ProductUpdate };

/** Beside a 409 'stock_changed''s field messages: each refused size's stock now, by size id. */
export const stockChangedSchema = z.object({ stockNow: z.record(z.string(), z.number().int()) });

export const recipeInputSchema = z.object({
  title: limitedText('Recipe title', maxNameLength),
  category: limitedText('Category', maxNameLength),
  description: limitedText('Description', maxDescriptionLength),
  prepTime: limitedText('Prep time', 40),
  cookTime: limitedText('Cook time', 40),
  servings: z
    .number({ error: 'Servings is required' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(500, 'Servings must be at most 500'),
  difficulty: z.enum(difficulties),
  imageUrl: storedImageUrl,
  ingredients: lines('Ingredient').max(100),
  instructions: lines('Step').max(100),
  tips: lines('Tip').max(50).default([]),
  equipment: lines('Equipment').max(50).default([]),
  temperature: z
    .object({
      smoking: z.string().trim().max(80).optional(),
      grilling: z.string().trim().max(80).optional(),
      internal: z.string().trim().max(80),
    })
    .default({ internal: '' }),
  woodChips: lines('Wood').max(20).optional(),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;

/** A category's name: unique regardless of case (the server checks), at most 120 characters. */
export const categoryInputSchema = z.object({ name: limitedText('Name', maxNameLength) });
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** The new order of the categories: every category's id, once each. */
export const categoryOrderSchema = z.object({
  ids: z
    .array(z.string().min(1).max(200))
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each category may appear only once'),
});
export type CategoryOrder = z.input<typeof categoryOrderSchema>;

export const categorySchema = z.object({ id: z.string().min(1), name: z.string().min(1) });

const ratingMessage = `Rating must be a whole number of stars from ${reviewRatingRange.min} to ${reviewRatingRange.max}`;

/** A customer's review as sent: whole stars and plain text (never HTML; NUL cannot be stored). */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating' })
    .int(ratingMessage)
    .min(reviewRatingRange.min, ratingMessage)
    .max(reviewRatingRange.max, ratingMessage),
  body: limitedText('Review', maxReviewLength).refine(
    (text) => !text.includes('\u0000'),
    'Review cannot contain a NUL character',
  ),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string().min(1),
  productId: z.string().min(1),
  authorName: z.string().min(1),
  rating: z.number().int().min(reviewRatingRange.min).max(reviewRatingRange.max),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isMine: z.boolean().optional(),
});

/**
 * The one error body of the API: a code, a sentence for people, and field messages for forms;
 * some errors carry more the client can act on (an order's 409 carries the new `quote`).
 */
export const apiErrorSchema = z.looseObject({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
