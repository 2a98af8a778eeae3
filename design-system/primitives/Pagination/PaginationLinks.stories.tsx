import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useSearchParams } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { PaginationLinks, type PaginationLinksProps } from './PaginationLinks';

/**
 * Use PaginationLinks under a public list whose page is in the URL (the shop, recipes, forum
 * threads): each page is a real link, so a page can be shared, reloaded and painted by the
 * server. For a page kept in a screen's state (console tables), use Pagination.
 */
const meta = {
  title: 'Primitives/PaginationLinks',
  component: PaginationLinks,
  parameters: { route: '/shop?sort=rating&page=3' },
  args: { page: 3, pageCount: 12, hrefOf: () => '' },
  render: (args) => <PagedList {...args} />,
} satisfies Meta<typeof PaginationLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the page from the URL and links to the others, keeping the rest of the query, as a screen does. */
function PagedList(props: PaginationLinksProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = Number(params.get('page') ?? '1');
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return (
    <div className="flex flex-col items-center gap-3">
      <PaginationLinks {...props} page={page} hrefOf={hrefOf} />
      <p className="text-sm text-ink-muted">
        Showing page {page} of {props.pageCount} ({params.toString()})
      </p>
    </div>
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 3' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/shop?sort=rating&page=3');
    // Page 1 is the list's plain address; the other query parameters stay.
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/shop?sort=rating',
    );

    await userEvent.click(within(nav).getByRole('link', { name: 'Go to next page' }));
    await expect(canvas.getByText('Showing page 4 of 12 (sort=rating&page=4)')).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const previous = canvas.getByRole('link', { name: 'Go to previous page' });
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing page 2 of 12 (sort=rating&page=2)')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing page 1 of 12 (sort=rating)')).toBeVisible();
  },
};

export const AtTheEnds: Story = {
  parameters: { route: '/shop?page=12' },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('link', { name: 'Go to next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href');
    await userEvent.click(canvas.getByRole('link', { name: 'Page 1' }));
    await expect(canvas.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Go to next page' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/shop?page=6' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    // Nine controls fit a 390 px phone without scrolling or wrapping.
    const list = nav.querySelector('ul')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await userEvent.click(within(nav).getByRole('link', { name: 'Go to previous page' }));
    await expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
