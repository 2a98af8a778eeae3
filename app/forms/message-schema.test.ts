import { describe, expect, it } from 'vitest';
import { contactSchema, emptyContactMessage, type ContactMessageInput } from './message-schema';

const valid: ContactMessageInput = {
  name: 'Pat Smoker',
  email: 'pat@example.com',
  subject: 'Private dining',
  message: 'Can we book the private room for 12 people on a Friday?',
};

function errorsFor(input: ContactMessageInput): Record<string, string> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('contact message validation', () => {
  it('accepts a complete message and trims it', () => {
    const result = contactSchema.safeParse({ ...valid, name: '  Pat Smoker ' });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Pat Smoker');
  });

  it('names every empty field, one message each', () => {
    const result = contactSchema.safeParse(emptyContactMessage);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['subject', 'Subject is required'],
      ['message', 'Message is required'],
    ]);
  });

  it('treats spaces as empty', () => {
    expect(errorsFor({ ...valid, subject: '   ' })).toEqual({ subject: 'Subject is required' });
  });

  it('wants a valid e-mail address', () => {
    for (const email of ['pat@', 'pat.example.com', 'pat@example']) {
      expect(errorsFor({ ...valid, email })).toEqual({ email: 'Please enter a valid email' });
    }
  });

  it('wants a message of at least 10 characters, not counting outer spaces', () => {
    expect(errorsFor({ ...valid, message: 'Too short' })).toEqual({
      message: 'Message must be at least 10 characters',
    });
    expect(errorsFor({ ...valid, message: '  123456789  ' })).toEqual({
      message: 'Message must be at least 10 characters',
    });
    expect(errorsFor({ ...valid, message: '1234567890' })).toEqual({});
  });

  it('caps the lengths', () => {
    expect(errorsFor({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      message: 'Keep the message under 2000 characters',
    });
    expect(errorsFor({ ...valid, name: 'x'.repeat(101) })).toEqual({
      name: 'Keep the name under 100 characters',
    });
  });
});
