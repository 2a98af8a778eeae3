import { z } from 'zod';

/** Stored records are checked on read (see collection.ts); these cover the ones admins edit. */

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
  difficulty: z.enum(['Easy', 'Intermediate', 'Advanced']),
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
  id: z.string().regex(/^[A-Z]{2}-\d{4}-\d{4}$/),
  accountId: z.string().optional(),
  customerName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  status: z.enum(['pending', 'processing', 'confirmed', 'shipped', 'delivered', 'cancelled']),
  paymentStatus: z.enum(['paid', 'pending', 'failed']),
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
});
