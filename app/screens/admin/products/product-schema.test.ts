import { describe, expect, it } from 'vitest';
import { productById } from '@fixtures/products';
import type { Product } from '@domain/types';
import { noPhotoUrl } from '@app/admin/images';
import { ApiError } from '@app/data/api';
import {
  emptyProductForm,
  emptySizeRow,
  nextNewSizeId,
  productFormSchema,
  toCents,
  stockNowOf,
  toProductSave,
  toProductForm,
  type ProductForm,
} from './product-schema';

const valid = (): ProductForm => ({
  name: '  Smoked Salt  ',
  brand: 'Forge & Flame',
  category: 'Seasonings',
  description: 'Cold-smoked flaky sea salt.',
  sizes: [{ sizeId: 'new-0', size: '4 oz', price: 8.99, salePercent: NaN, stock: 12 }],
  images: [],
  features: 'Hand-harvested\n\n  Smoked over hickory  \n',
  specifications: { dimensions: '', weight: '', material: '', care: [] },
  tags: [],
});

/** The new product a valid form adds. */
function added(form: ProductForm) {
  const save = toProductSave(productFormSchema.parse(form));
  if (save.kind !== 'add') throw new Error('Expected a new product');
  return save.product;
}

/** The changes a valid form saves to `product`. */
function edited(form: ProductForm, product: Product) {
  const save = toProductSave(productFormSchema.parse(form), product);
  if (save.kind !== 'edit') throw new Error('Expected changes to a product');
  return save.product;
}

function messages(form: ProductForm): Record<string, string> {
  const result = productFormSchema.safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('product form rules', () => {
  it('accepts a complete product and trims the text', () => {
    const result = productFormSchema.safeParse(valid());
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Smoked Salt');
  });

  it('requires name, brand, category and description', () => {
    const form = { ...valid(), name: ' ', brand: '', category: '', description: '' };
    expect(messages(form)).toMatchObject({
      name: 'Name is required',
      brand: 'Brand is required',
      category: 'Category is required',
      description: 'Description is required',
    });
  });

  it("requires each size's text and price; an emptied price is NaN (or null after a draft)", () => {
    const form = {
      ...valid(),
      sizes: [
        { sizeId: 'a', size: '', price: NaN, salePercent: NaN, stock: 0 },
        { sizeId: 'b', size: '8 oz', price: null as unknown as number, stock: 1 },
      ],
    };
    expect(messages(form)).toMatchObject({
      'sizes.0.size': 'Size is required',
      'sizes.0.price': 'Price is required',
      'sizes.1.price': 'Price is required',
    });
  });

  it('keeps at least one size row', () => {
    expect(messages({ ...valid(), sizes: [] })).toMatchObject({ sizes: 'Add at least one size' });
  });

  it('takes a sale of 0–100 whole percent, or none', () => {
    const withSale = (salePercent: number | null) =>
      messages({ ...valid(), sizes: [{ ...valid().sizes[0]!, salePercent }] });
    expect(withSale(0)).toEqual({});
    expect(withSale(100)).toEqual({});
    expect(withSale(NaN)).toEqual({});
    expect(withSale(null)).toEqual({});
    expect(withSale(150)).toEqual({ 'sizes.0.salePercent': 'Sale must be between 0 and 100' });
    expect(withSale(-1)).toEqual({ 'sizes.0.salePercent': 'Sale must be between 0 and 100' });
    expect(withSale(12.5)).toEqual({ 'sizes.0.salePercent': 'Sale must be a whole number' });
  });

  it('holds the server’s limits: price up to $100,000, names 120 and descriptions 5,000 characters, stock a whole number ≥ 0', () => {
    const row = valid().sizes[0]!;
    expect(
      messages({
        ...valid(),
        name: 'x'.repeat(121),
        description: 'x'.repeat(5001),
        sizes: [
          { ...row, price: 1e12 },
          { ...row, sizeId: 'new-1', stock: -1 },
          { ...row, sizeId: 'new-2', stock: 1.5 },
        ],
      }),
    ).toEqual({
      name: 'Name must be at most 120 characters',
      description: 'Description must be at most 5,000 characters',
      'sizes.0.price': 'Price must be at most $100,000',
      'sizes.1.stock': 'Stock cannot be negative',
      'sizes.2.stock': 'Stock must be a whole number',
    });
    expect(
      messages({ ...valid(), name: 'x'.repeat(120), sizes: [{ ...row, price: 100_000 }] }),
    ).toEqual({});
  });

  it('rejects a price below a cent and more than three images', () => {
    const image = { id: 'i', name: 'a.png', url: 'data:image/png;base64,AA==' };
    expect(
      messages({
        ...valid(),
        sizes: [{ ...valid().sizes[0]!, price: 0 }],
        images: [image, image, image, image],
      }),
    ).toEqual({
      'sizes.0.price': 'Price must be at least $0.01',
      images: 'You can add up to 3 images',
    });
  });
});

describe('form ⇄ product', () => {
  it('starts a new product with one empty size row and no stock until the admin counts it', () => {
    expect(emptyProductForm().sizes).toEqual([emptySizeRow('new-0')]);
    expect(emptySizeRow('new-0').stock).toBe(0);
  });

  it('numbers new rows new-{index} without reusing a taken id', () => {
    expect(nextNewSizeId([{ sizeId: 'new-0' }])).toBe('new-1');
    expect(nextNewSizeId([{ sizeId: 'new-1' }])).toBe('new-2');
    expect(nextNewSizeId([{ sizeId: 'rub-6oz' }, { sizeId: 'new-2' }])).toBe('new-3');
  });

  it('turns dollars into integer cents', () => {
    expect(toCents(12.99)).toBe(1299);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
  });

  it('adds a new product: every size with its starting stock, no ids, features one per line, the no-photo image', () => {
    expect(toProductSave(productFormSchema.parse(valid()))).toEqual({
      kind: 'add',
      product: {
        name: 'Smoked Salt',
        brand: 'Forge & Flame',
        category: 'Seasonings',
        description: 'Cold-smoked flaky sea salt.',
        images: [{ url: noPhotoUrl, alt: 'Smoked Salt' }],
        sizes: [{ size: '4 oz', priceCents: 899, stock: 12 }],
        features: ['Hand-harvested', 'Smoked over hickory'],
      },
    });
  });

  it('keeps a sale, and an emptied sale is none', () => {
    const form = valid();
    form.sizes = [
      { sizeId: 'new-0', size: '4 oz', price: 10, salePercent: 20, stock: 0 },
      { sizeId: 'new-1', size: '8 oz', price: 10, salePercent: null, stock: 0 },
    ];
    expect(added(form).sizes).toEqual([
      { size: '4 oz', priceCents: 1000, salePercent: 20, stock: 0 },
      { size: '8 oz', priceCents: 1000, stock: 0 },
    ]);
  });

  it('edits sizes in place: saved ones by id with no stock, new ones with theirs, removed ones named', () => {
    const rub = productById('texas-brisket-rub')!;
    const form = toProductForm(rub);
    expect(form.sizes[1]).toEqual({
      sizeId: 'texas-brisket-rub-12oz',
      size: '12 oz',
      price: 21.99,
      salePercent: 15,
      stock: 24,
      stockSeen: 24,
      stockNow: null,
    });
    expect(form.images).toHaveLength(3);
    form.sizes.splice(2, 1);
    form.sizes[0]!.price = 9.49;
    form.sizes.push({ ...emptySizeRow('new-3'), size: '5 lb', price: 79.5, stock: 6 });
    const saved = toProductSave(productFormSchema.parse(form), rub);
    expect(saved).toMatchObject({
      kind: 'edit',
      id: 'texas-brisket-rub',
      product: {
        images: rub.images,
        specifications: rub.specifications,
        tags: rub.tags,
        features: rub.features,
        sizes: [
          { id: 'texas-brisket-rub-6oz', size: '6 oz', priceCents: 949 },
          { id: 'texas-brisket-rub-12oz', size: '12 oz', priceCents: 2199, salePercent: 15 },
          { size: '5 lb', priceCents: 7950, stock: 6 },
        ],
        removedSizeIds: ['texas-brisket-rub-24oz'],
      },
    });
    // A count the admin did not touch is not sent: orders keep it current.
    const sizes = saved.kind === 'edit' ? saved.product.sizes : [];
    expect(sizes[0]).not.toHaveProperty('stock');
    expect(sizes[0]).not.toHaveProperty('stockAdjustment');
  });

  it('sends a typed count as a set over the count the form read, or the count a refused save found', () => {
    const rub = productById('texas-brisket-rub')!;
    const form = toProductForm(rub);
    form.sizes[0]!.stock = 60;
    expect(edited(form, rub).sizes[0]).toMatchObject({
      stockAdjustment: { kind: 'set', to: 60, expected: 24 },
    });
    form.sizes[0]!.stockSeen = 19;
    expect(edited(form, rub).sizes[0]).toMatchObject({
      stockAdjustment: { kind: 'set', to: 60, expected: 19 },
    });
    // Typed back to what it read: nothing to change.
    form.sizes[0]!.stock = 19;
    expect(edited(form, rub).sizes[0]).not.toHaveProperty('stockAdjustment');
  });

  it('reads the stock now of a refused save by size id, and nothing from any other failure', () => {
    const refused = new ApiError(
      409,
      'stock_changed',
      'Stock changed',
      {},
      { details: { stockNow: { 'texas-brisket-rub-6oz': 19 } } },
    );
    expect(stockNowOf(refused)).toEqual({ 'texas-brisket-rub-6oz': 19 });
    expect(stockNowOf(new ApiError(409, 'conflict', 'Taken'))).toEqual({});
    expect(stockNowOf(new Error('offline'))).toEqual({});
  });

  it('names uploaded images after the product, and leaves the no-photo stand-in out of the form', () => {
    const form = valid();
    form.images = [
      { id: '1', name: 'a.png', url: 'data:image/png;base64,AA==' },
      { id: '2', name: 'b.png', url: 'data:image/png;base64,AB==' },
    ];
    expect(added(form).images.map((image) => image.alt)).toEqual([
      'Smoked Salt',
      'Smoked Salt, photo 2',
    ]);
    const rub = productById('texas-brisket-rub')!;
    expect(toProductForm({ ...rub, images: added(valid()).images }).images).toEqual([]);
  });
});

describe('specifications and tags', () => {
  it('saves what the page shows under Specifications, trimmed, and the tags in the shop’s order', () => {
    const form = {
      ...valid(),
      specifications: {
        dimensions: ' 3 x 3 x 6 in ',
        weight: '8 oz',
        material: 'Glass jar',
        care: ['Keep dry', 'Close after use'],
      },
      tags: ['deal', 'weekly-special'] as ProductForm['tags'],
    };
    const product = added(form);
    expect(product.specifications).toEqual({
      dimensions: '3 x 3 x 6 in',
      weight: '8 oz',
      material: 'Glass jar',
      care: ['Keep dry', 'Close after use'],
    });
    expect(product.tags).toEqual(['weekly-special', 'deal']);
  });

  it('leaves out empty specifications and no tags, so clearing them clears them', () => {
    const rub = productById('texas-brisket-rub')!;
    const form = toProductForm(rub);
    expect(form.specifications).toEqual(rub.specifications);
    expect(form.tags).toEqual(rub.tags);
    form.specifications = { dimensions: ' ', weight: '', material: '', care: [] };
    form.tags = [];
    const saved = edited(form, rub);
    expect(saved).not.toHaveProperty('specifications');
    expect(saved).not.toHaveProperty('tags');
  });

  it('keeps a partly filled specification', () => {
    const form = {
      ...valid(),
      specifications: { dimensions: '', weight: '5 oz', material: '', care: [] },
    };
    expect(added(form).specifications).toEqual({
      dimensions: '',
      weight: '5 oz',
      material: '',
      care: [],
    });
  });

  it('holds the server’s limits: 120 characters a field, 500 a care note, 20 care notes', () => {
    expect(
      messages({
        ...valid(),
        specifications: {
          dimensions: 'x'.repeat(121),
          weight: 'x'.repeat(121),
          material: 'x'.repeat(121),
          care: ['x'.repeat(501)],
        },
      }),
    ).toEqual({
      'specifications.dimensions': 'Dimensions must be at most 120 characters',
      'specifications.weight': 'Weight must be at most 120 characters',
      'specifications.material': 'Material must be at most 120 characters',
      'specifications.care.0': 'A care note must be at most 500 characters',
    });
    const care = Array.from({ length: 21 }, (_, index) => `Note ${index}`);
    expect(messages({ ...valid(), specifications: { ...valid().specifications, care } })).toEqual({
      'specifications.care': 'You can add up to 20 care notes',
    });
  });

  it('refuses a tag the shop does not know', () => {
    const form = { ...valid(), tags: ['clearance'] as unknown as ProductForm['tags'] };
    expect(Object.keys(messages(form))).toEqual(['tags.0']);
  });
});
