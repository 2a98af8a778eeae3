import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter-schema';

const messageFor = (email: string) => {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('newsletter schema', () => {
  it('accepts an e-mail address, trimmed', () => {
    expect(newsletterSchema.parse({ email: '  pitmaster@example.com ' })).toEqual({
      email: 'pitmaster@example.com',
    });
  });

  it('asks for an address when the field is empty', () => {
    expect(messageFor('')).toBe('Email is required');
    expect(messageFor('   ')).toBe('Email is required');
  });

  it.each(['pitmaster@', 'pitmaster', '@example.com', 'pit master@example.com', 'a@b'])(
    'rejects %s with the spec message',
    (email) => {
      expect(messageFor(email)).toBe('Please enter a valid email');
    },
  );
});
