import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/**
 * Use Pagination under a list that is split into pages: admin orders and users, forum threads
 * in a category. The screen owns the page number (often in the URL) and passes it back in; for
 * a short list show everything instead, and for a feed prefer a 'Load more' button.
 */
const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the page like a screen would, and reports each change to the story's spy. */
function StatefulPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <div className="flex flex-col items-center gap-3">
      <Pagination
        {...props}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          onPageChange(next);
        }}
      />
      <p className="text-sm text-ink-muted" aria-live="polite">
        Showing page {page} of {props.pageCount}
      </p>
    </div>
  );
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const previous = within(nav).getByRole('button', { name: 'Go to previous page' });
    await expect(previous).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(nav).getByRole('button', { name: 'Go to next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(previous).toBeEnabled();

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);

    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Showing page 3 of 10')).toBeVisible();
  },
};

export const FocusVisible: Story = {
  args: { page: 5, pageCount: 10 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: 'Go to previous page' });
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const LongRange: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['1', '9', '10', '11', '20']);
    await expect(nav).toHaveTextContent('…');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    const after = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    await expect(after).toEqual(['1', '16', '17', '18', '19', '20']);
  },
};

export const Disabled: Story = {
  name: 'Disabled at the ends',
  args: { page: 9, pageCount: 10 },
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: 'Go to next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(next).toBeDisabled();
    // The disabled arrow cannot keep focus; it moves to the current page.
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveFocus();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^Page / })).toHaveLength(1);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { page: 10, pageCount: 20 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    // Nine controls fit a 390 px phone without scrolling or wrapping.
    const list = nav.querySelector('ul')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await userEvent.click(within(nav).getByRole('button', { name: 'Go to next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
  },
};
