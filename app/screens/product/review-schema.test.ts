import { describe, expect, it } from 'vitest';
import { reviewFormSchema, toReviewForm } from './review-schema';

function messages(form: unknown): Record<string, string> {
  const result = reviewFormSchema.safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the review form', () => {
  it('starts unrated and empty, or from the review being edited', () => {
    expect(toReviewForm()).toEqual({ rating: 0, body: '' });
    expect(toReviewForm({ rating: 4, body: 'Good bark.' })).toEqual({
      rating: 4,
      body: 'Good bark.',
    });
  });

  it('asks for a star and some text', () => {
    expect(messages(toReviewForm())).toEqual({
      rating: 'Choose a rating',
      body: 'Review is required',
    });
    expect(messages({ rating: 3, body: '   ' })).toEqual({ body: 'Review is required' });
  });

  it('takes whole stars 1–5 and up to 2,000 characters, trimmed', () => {
    expect(messages({ rating: 5, body: 'x'.repeat(2000) })).toEqual({});
    expect(messages({ rating: 1, body: 'ok' })).toEqual({});
    expect(messages({ rating: 6, body: 'ok' })).toEqual({ rating: 'Choose a rating' });
    expect(messages({ rating: 4, body: 'x'.repeat(2001) })).toEqual({
      body: 'Review must be at most 2,000 characters',
    });
    expect(reviewFormSchema.parse({ rating: 4, body: '  Smoky.  ' }).body).toBe('Smoky.');
  });
});
