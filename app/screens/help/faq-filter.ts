import type { FaqCategory } from '@domain/types';
import { countOf } from '@ds/lib/count';

/**
 * The FAQ narrowed to the questions whose question or answer contains the query (any case,
 * spaces at the ends ignored). Categories left with no question are dropped; an empty query
 * keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const wanted = query.trim().toLocaleLowerCase('en-US');
  if (!wanted) return categories.map((category) => ({ ...category }));
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) =>
        `${item.question}\n${item.answer}`.toLocaleLowerCase('en-US').includes(wanted),
      ),
    }))
    .filter((category) => category.items.length > 0);
}

export function questionCountLabel(count: number): string {
  return countOf(count, 'question');
}
