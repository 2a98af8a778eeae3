import { describe, expect, it } from 'vitest';
import { formFieldFor } from './server-fields';

const productForm = {
  name: 'Rub',
  sizes: [{ size: '8 oz', price: 12.99, stock: 3 }],
  images: [],
  features: 'Bold',
};

describe('formFieldFor', () => {
  it('keeps a path the form holds', () => {
    expect(formFieldFor('name', productForm)).toBe('name');
    expect(formFieldFor('sizes.0.stock', productForm)).toBe('sizes.0.stock');
  });

  it('renames segments to the form’s names', () => {
    expect(formFieldFor('sizes.0.priceCents', productForm, { priceCents: 'price' })).toBe(
      'sizes.0.price',
    );
    expect(
      formFieldFor(
        'temperature.internal',
        { internalTemperature: '' },
        {
          temperature: 'internalTemperature',
          internal: '',
        },
      ),
    ).toBe('internalTemperature');
  });

  it('falls back to the nearest field the form has', () => {
    expect(formFieldFor('images.0.url', productForm)).toBe('images');
    expect(formFieldFor('features.4', productForm)).toBe('features');
  });

  it('gives up on a field the form does not have', () => {
    expect(formFieldFor('rating', productForm)).toBeUndefined();
  });
});
