import { describe, expect, it } from 'vitest';
import { chatSchema, emptyChatMessage, emptyHelpMessage, helpSchema } from './help-schema';

describe('help message validation', () => {
  it('accepts a complete message', () => {
    expect(
      helpSchema.safeParse({
        name: 'Sam',
        email: 'sam@example.com',
        subject: 'Order 1042',
        message: 'My order arrived without the sauce.',
      }).success,
    ).toBe(true);
  });

  it('names every empty field', () => {
    const result = helpSchema.safeParse(emptyHelpMessage);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
  });

  it('checks the e-mail and the message length', () => {
    const result = helpSchema.safeParse({
      name: 'Sam',
      email: 'sam@',
      subject: 'Hi',
      message: 'Help!',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', 'Please enter a valid email'],
      ['message', 'Message must be at least 10 characters'],
    ]);
  });
});

describe('live chat message validation', () => {
  it('needs no subject', () => {
    expect(
      chatSchema.safeParse({
        name: 'Sam',
        email: 'sam@example.com',
        message: 'Are you open today?',
      }).success,
    ).toBe(true);
  });

  it('names every empty field', () => {
    const result = chatSchema.safeParse(emptyChatMessage);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Email is required',
      'Message is required',
    ]);
  });
});
