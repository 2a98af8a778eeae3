import { describe, expect, it } from 'vitest';
import { getInTouchSchema } from './get-in-touch-schema';

const valid = {
  fullName: 'Sam Rivera',
  email: 'sam@example.com',
  message: 'Is the rub gluten-free?',
};

/** The first message per field, as the form shows it. */
const errors = (values: Record<string, string>) => {
  const result = getInTouchSchema.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('Get in Touch schema', () => {
  it('accepts a complete message, trimmed', () => {
    expect(getInTouchSchema.parse({ ...valid, fullName: '  Sam Rivera ' }).fullName).toBe(
      'Sam Rivera',
    );
  });

  it('requires every field', () => {
    expect(errors({ fullName: ' ', email: '', message: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email address is required',
      message: 'Message is required',
    });
  });

  it('wants a valid e-mail and a message of at least 10 characters', () => {
    expect(errors({ ...valid, email: 'sam@', message: 'Hi there' })).toEqual({
      email: 'Please enter a valid email',
      message: 'Message must be at least 10 characters',
    });
    expect(errors({ ...valid, message: '0123456789' })).toEqual({});
  });
});
