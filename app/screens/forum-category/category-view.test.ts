import { describe, expect, it } from 'vitest';
import { categoryTitleFromSlug } from './category-view';

describe('categoryTitleFromSlug', () => {
  it('turns hyphens into spaces and capitalises each word', () => {
    expect(categoryTitleFromSlug('smoking-techniques')).toBe('Smoking Techniques');
    expect(categoryTitleFromSlug('recipe-sharing')).toBe('Recipe Sharing');
    expect(categoryTitleFromSlug('member-meetups')).toBe('Member Meetups');
  });

  it('copes with single words, doubled hyphens and existing capitals', () => {
    expect(categoryTitleFromSlug('equipment')).toBe('Equipment');
    expect(categoryTitleFromSlug('low--and-slow')).toBe('Low And Slow');
    expect(categoryTitleFromSlug('BBQ-tips')).toBe('BBQ Tips');
    expect(categoryTitleFromSlug('')).toBe('');
  });
});
