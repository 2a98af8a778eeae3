import { expect, within } from 'storybook/test';

/** A paged list on a phone: its page links mark `page` as the current one and fit in 390 px. */
export async function expectPageLinksOnPhone(canvas: ReturnType<typeof within>, page: number) {
  const nav = canvas.getByRole('navigation', { name: 'Pagination' });
  await expect(within(nav).getByRole('link', { name: `Page ${page}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(390);
}
