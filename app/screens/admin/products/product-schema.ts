import { z } from 'zod';
import { formatWholeMoney } from '@ds/lib/money';
import {
  maxDescriptionLength,
  maxLineLength,
  maxNameLength,
  maxPriceCents,
  maxProductImages,
  maxStock,
  salePercentRange,
} from '@domain/constants';
import type { Product, ProductImage, ProductSpecifications, ProductTag } from '@domain/types';
import {
  stockChangedSchema,
  type ProductInput,
  type ProductSave,
  type ProductSizeChange,
  type ProductSizeInput,
} from '@domain/schemas';
import { ApiError } from '@app/data/api';
import { limitedText, uploadedImageSchema } from '@app/records/form-schema';
import { isNoPhoto, noPhotoUrl } from '@app/admin/images';

/** New size rows carry this id until the product is saved (spec: new-{index}). */
export const newSizeIdPrefix = 'new-';

const saleRangeMessage = `Sale must be between ${salePercentRange.min} and ${salePercentRange.max}`;

/** An emptied number field holds NaN (or null after a draft round-trip): no sale. */
const isBlank = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || Number.isNaN(value);

export const sizeRowSchema = z.object({
  sizeId: z.string(),
  size: limitedText('Size', 40),
  /** Dollars, as typed (the price preset steps by 0.01); saved as integer cents. */
  price: z
    .number({ error: 'Price is required' })
    .min(0.01, 'Price must be at least $0.01')
    .max(maxPriceCents / 100, `Price must be at most ${formatWholeMoney(maxPriceCents)}`),
  /** Whole percent off, 0–100; optional. */
  salePercent: z
    .union([z.number(), z.nan(), z.null()])
    .optional()
    .superRefine((value, context) => {
      if (isBlank(value)) return;
      if (!Number.isInteger(value)) {
        context.addIssue({ code: 'custom', message: 'Sale must be a whole number' });
      } else if (value < salePercentRange.min || value > salePercentRange.max) {
        context.addIssue({ code: 'custom', message: saleRangeMessage });
      }
    }),
  /**
   * Units on hand; the size is in stock while it is above 0. A new size starts with it; a saved
   * size sends it only when it differs from stockSeen, as a count set over stockSeen.
   */
  stock: z
    .number({ error: 'Stock is required' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(maxStock, `Stock must be at most ${maxStock.toLocaleString('en-US')}`),
  /** A saved size's stock when the form read it; null for a new size. */
  stockSeen: z.number().nullish(),
  /** The stock a refused save found instead of stockSeen; null until then. */
  stockNow: z.number().nullish(),
});

/** The tags the shop reads: 'weekly-special' for the home page's Weekly Specials, 'deal' for Deals. */
export const productTags = ['weekly-special', 'deal'] as const satisfies readonly ProductTag[];

/** Optional text with the server's limit ('Weight must be at most 120 characters'). */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

/** The most care notes the server keeps. */
export const maxCareNotes = 20;

export const specificationsSchema = z.object({
  dimensions: optionalText('Dimensions', maxNameLength),
  weight: optionalText('Weight', maxNameLength),
  material: optionalText('Material', maxNameLength),
  care: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(maxLineLength, `A care note must be at most ${maxLineLength} characters`),
    )
    .max(maxCareNotes, `You can add up to ${maxCareNotes} care notes`),
});

/** The Add Product and Edit Product form. */
export const productFormSchema = z.object({
  name: limitedText('Name', maxNameLength),
  brand: limitedText('Brand', maxNameLength),
  category: limitedText('Category', maxNameLength),
  description: limitedText('Description', maxDescriptionLength),
  sizes: z.array(sizeRowSchema).min(1, 'Add at least one size'),
  images: z
    .array(uploadedImageSchema)
    .max(maxProductImages, `You can add up to ${maxProductImages} images`),
  /** One feature per line; blank lines are dropped on save. */
  features: z.string(),
  /** What the product page lists under Specifications; all optional. */
  specifications: specificationsSchema,
  tags: z.array(z.enum(productTags)),
});

/**
 * What the form holds (prices in dollars, NaN or null for an emptied number). Validation
 * trims the text but keeps the shape; toProduct turns it into a Product.
 */
export type ProductForm = z.input<typeof productFormSchema>;
export type SizeRowForm = ProductForm['sizes'][number];
export type ProductFormValues = z.output<typeof productFormSchema>;

export function emptySizeRow(sizeId: string): SizeRowForm {
  return {
    sizeId,
    size: '',
    price: NaN,
    salePercent: NaN,
    stock: 0,
    stockSeen: null,
    stockNow: null,
  };
}

/** A row added in this form (new-{index}), not yet a saved size. */
export const isNewSizeRow = (row: Pick<SizeRowForm, 'sizeId'>) =>
  row.sizeId.startsWith(newSizeIdPrefix);

/** The next free new-{index} id for a row added to these rows. */
export function nextNewSizeId(rows: readonly Pick<SizeRowForm, 'sizeId'>[]): string {
  const taken = new Set(rows.map((row) => row.sizeId));
  let index = rows.length;
  while (taken.has(`${newSizeIdPrefix}${index}`)) index++;
  return `${newSizeIdPrefix}${index}`;
}

export const emptyProductForm = (): ProductForm => ({
  name: '',
  brand: '',
  category: '',
  description: '',
  sizes: [emptySizeRow(`${newSizeIdPrefix}0`)],
  images: [],
  features: '',
  specifications: emptySpecifications(),
  tags: [],
});

function emptySpecifications(): ProductForm['specifications'] {
  return { dimensions: '', weight: '', material: '', care: [] };
}

/** The form filled in from a stored product (Edit Product): cents become dollars. */
export function toProductForm(product: Product): ProductForm {
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    sizes: product.sizes.map((size) => ({
      sizeId: size.id,
      size: size.size,
      price: size.priceCents / 100,
      salePercent: size.salePercent ?? NaN,
      stock: size.stock,
      stockSeen: size.stock,
      stockNow: null,
    })),
    // The stand-in for "no photo" is not an uploaded image: editing starts without it.
    images: product.images
      .filter((image) => !isNoPhoto(image.url))
      .map((image, index) => ({ id: `existing-${index}`, name: image.alt, url: image.url })),
    features: product.features.join('\n'),
    specifications: product.specifications
      ? { ...product.specifications, care: [...product.specifications.care] }
      : emptySpecifications(),
    tags: productTags.filter((tag) => product.tags?.includes(tag)),
  };
}

/** Dollars as typed → integer cents (12.99 → 1299, never 1298.9999). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

type SizeRowValues = ProductFormValues['sizes'][number];

function sizeFields(row: SizeRowValues) {
  const fields: ProductSizeInput = {
    size: row.size,
    priceCents: toCents(row.price),
    stock: row.stock,
  };
  if (!isBlank(row.salePercent)) fields.salePercent = row.salePercent;
  return fields;
}

/**
 * A saved size as Edit sends it: by id, its stock untouched unless the count was changed, then
 * set over the count the form read (the server refuses it if orders moved the stock since).
 */
function sizeChange(row: SizeRowValues, existing: Product): ProductSizeChange {
  const { stock, ...fields } = sizeFields(row);
  // A draft kept from before the form read stock knows only the product it was opened on.
  const seen =
    row.stockSeen ?? existing.sizes.find((size) => size.id === row.sizeId)?.stock ?? stock;
  const change: ProductSizeChange = { id: row.sizeId, ...fields };
  if (stock !== seen) change.stockAdjustment = { kind: 'set', to: stock, expected: seen };
  return change;
}

function toImages(values: ProductFormValues, existing?: Product): ProductImage[] {
  if (values.images.length === 0) return [{ url: noPhotoUrl, alt: values.name }];
  return values.images.map((image, index) => {
    const kept = existing?.images.find((old) => old.url === image.url);
    return {
      url: image.url,
      alt: kept?.alt ?? (index === 0 ? values.name : `${values.name}, photo ${index + 1}`),
    };
  });
}

/** Specifications to save, or none when every field was left empty. */
function toSpecifications(values: ProductFormValues): ProductSpecifications | undefined {
  const { dimensions, weight, material, care } = values.specifications;
  if (!dimensions && !weight && !material && care.length === 0) return undefined;
  return { dimensions, weight, material, care };
}

/**
 * What a valid form saves. A new product sends every size with its starting stock (the server
 * mints the ids). An edited one sends its sizes in place (saved ones by id, new ones without),
 * names the saved sizes the admin removed, and changes stock only where a count was typed.
 */
export function toProductSave(values: ProductFormValues, existing?: Product): ProductSave {
  const fields: ProductInput = {
    name: values.name,
    brand: values.brand,
    category: values.category,
    description: values.description,
    images: toImages(values, existing),
    sizes: values.sizes.map(sizeFields),
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
  const specifications = toSpecifications(values);
  if (specifications) fields.specifications = specifications;
  const tags = productTags.filter((tag) => values.tags.includes(tag));
  if (tags.length > 0) fields.tags = tags;
  if (!existing) return { kind: 'add', product: fields };
  const listed = new Set(values.sizes.map((row) => row.sizeId));
  return {
    kind: 'edit',
    id: existing.id,
    product: {
      ...fields,
      sizes: values.sizes.map((row) =>
        isNewSizeRow(row) ? sizeFields(row) : sizeChange(row, existing),
      ),
      removedSizeIds: existing.sizes.filter((size) => !listed.has(size.id)).map((size) => size.id),
    },
  };
}

/** The stock now of each size a save refused because its stock moved (by size id); none otherwise. */
export function stockNowOf(failure: unknown): Record<string, number> {
  if (!(failure instanceof ApiError) || failure.code !== 'stock_changed') return {};
  return stockChangedSchema.safeParse(failure.details).data?.stockNow ?? {};
}
