import { describe, expect, it } from 'vitest';
import { faqCategories } from '@fixtures/help';
import { filterFaq, questionCountLabel } from './faq-filter';

const ids = (query: string) =>
  filterFaq(faqCategories, query).map((category) => [
    category.id,
    category.items.map((item) => item.id),
  ]);

describe('FAQ search', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterFaq(faqCategories, '')).toEqual(faqCategories);
    expect(filterFaq(faqCategories, '   ')).toEqual(faqCategories);
  });

  it('matches questions and answers, in any case', () => {
    expect(ids('DELIVERY')).toEqual([
      ['ordering', ['modify-order', 'delivery-hours', 'delivery-minimum']],
    ]);
    expect(ids('deliver')[0]![1]).toContain('delivery-area');
    // 'Plant-based' is only in an answer, never in a question.
    expect(ids('Plant-Based')).toEqual([['menu-dietary', ['vegetarian']]]);
  });

  it('drops the categories with no match', () => {
    expect(ids('48 hours')).toEqual([['catering', ['catering-notice']]]);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterFaq(faqCategories, 'pizza oven')).toEqual([]);
  });

  it('does not change the FAQ it was given', () => {
    const before = structuredClone(faqCategories);
    filterFaq(faqCategories, 'delivery');
    expect(faqCategories).toEqual(before);
  });

  it('counts in words', () => {
    expect(questionCountLabel(1)).toBe('1 question');
    expect(questionCountLabel(4)).toBe('4 questions');
  });
});
