import { describe, expect, it } from 'vitest';
import { productInputSchema } from '../domain/schemas';
import { fieldMessages } from './validate';

describe('fieldMessages', () => {
  it('keys each message by the path joined with dots, first message per field', () => {
    const result = productInputSchema.safeParse({
      name: 'x'.repeat(121),
      brand: 'Forge & Flame',
      category: 'Sauces',
      description: 'A sauce.',
      images: [{ url: 'data:image/png;base64,AAAA', alt: '' }],
      sizes: [{ size: '1 lb', priceCents: 1e14, stock: -1 }],
      features: [],
    });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!.issues)).toEqual({
      name: 'Name must be at most 120 characters',
      'images.0.url': 'Upload the image first: only stored images can be saved',
      'sizes.0.priceCents': 'Price must be at most $100,000',
      'sizes.0.stock': 'Stock cannot be negative',
    });
  });

  it('leaves out issues about the body as a whole', () => {
    const result = productInputSchema.safeParse('not an object');
    expect(fieldMessages(result.error!.issues)).toEqual({});
  });
});
