import { describe, expect, it } from 'vitest';
import { requiredText, uploadedImageSchema } from './form-schema';

describe('admin form schema pieces', () => {
  it('refuses blank text with the given message and trims the rest', () => {
    const name = requiredText('Name is required');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(name.parse('  Rub ')).toBe('Rub');
  });

  it('takes an uploaded image with its id, name and url', () => {
    const image = { id: 'file-1', name: 'rub.png', url: 'data:image/png;base64,AAAA' };
    expect(uploadedImageSchema.parse(image)).toEqual(image);
    expect(uploadedImageSchema.safeParse({ id: 'file-1' }).success).toBe(false);
  });
});
