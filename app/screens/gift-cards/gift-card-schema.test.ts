import { describe, expect, it } from 'vitest';
import { giftCardSchema } from './gift-card-schema';

const schema = giftCardSchema([2500, 5000, 7500, 10000, 15000]);
const blank = { amount: '5000', recipientName: '', recipientEmail: '', message: '' };

const firstErrors = (values: typeof blank) => {
  const result = schema.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('gift card schema', () => {
  it('needs only an amount from the list', () => {
    expect(schema.parse(blank)).toEqual(blank);
    expect(firstErrors({ ...blank, amount: '' })).toEqual({ amount: 'Choose an amount' });
    expect(firstErrors({ ...blank, amount: '4200' })).toEqual({ amount: 'Choose an amount' });
  });

  it('checks the recipient e-mail only when one is given', () => {
    expect(firstErrors({ ...blank, recipientEmail: 'sam@' })).toEqual({
      recipientEmail: 'Please enter a valid email',
    });
    expect(schema.parse({ ...blank, recipientEmail: ' sam@example.com ' }).recipientEmail).toBe(
      'sam@example.com',
    );
  });

  it('keeps the name and message short', () => {
    expect(
      firstErrors({ ...blank, recipientName: 'x'.repeat(41), message: 'y'.repeat(201) }),
    ).toEqual({
      recipientName: 'Keep the name under 40 characters',
      message: 'Keep the message under 200 characters',
    });
  });
});
