import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allFilterId, FilterChips } from '../../primitives/FilterChips/FilterChips';
import { AdminToolbar, type AdminToolbarProps } from './AdminToolbar';

const categories = ['Seasonings', 'Sauces', 'Accessories'];

/** The toolbar with the state a screen would hold (the app keeps it in the URL). */
function StatefulToolbar(args: AdminToolbarProps) {
  const [query, setQuery] = useState(args.searchValue);
  const [isOpen, setOpen] = useState(args.isFiltersOpen);
  const [selected, setSelected] = useState<string[]>([]);
  const [status, setStatus] = useState<string>(allFilterId);
  const active = query !== '' || selected.length > 0 || status !== allFilterId;
  return (
    <AdminToolbar
      {...args}
      searchValue={query}
      onSearchChange={(next) => {
        args.onSearchChange(next);
        setQuery(next);
      }}
      isFiltersOpen={isOpen}
      onFiltersOpenChange={(next) => {
        args.onFiltersOpenChange(next);
        setOpen(next);
      }}
      hasActiveFilters={active}
      onClearFilters={() => {
        args.onClearFilters?.();
        setQuery('');
        setSelected([]);
        setStatus(allFilterId);
      }}
      chips={
        args.chips === undefined ? undefined : (
          <FilterChips
            aria-label="Order status"
            selectionMode="single"
            includeAll
            options={['Pending', 'Shipped', 'Delivered'].map((label) => ({
              id: label.toLowerCase(),
              label,
            }))}
            selectedKeys={[status]}
            onSelectionChange={(keys) => setStatus(String([...keys][0] ?? allFilterId))}
          />
        )
      }
      filters={
        <FilterChips
          label="Category"
          includeAll
          options={categories.map((category) => ({ id: category, label: category }))}
          selectedKeys={selected}
          onSelectionChange={(keys) => setSelected([...keys].map(String))}
        />
      }
    />
  );
}

/**
 * Use AdminToolbar above an admin table: search, a 'Filters' toggle that opens the filter
 * chips, optional always-visible chips (order statuses) and 'Clear all filters' while
 * anything is filtered. The screen owns the values; keep them in the URL.
 */
const meta = {
  title: 'Patterns/AdminToolbar',
  component: AdminToolbar,
  render: (args) => <StatefulToolbar {...args} />,
  args: {
    searchValue: '',
    searchLabel: 'Search products',
    searchPlaceholder: 'Search by name or brand...',
    onSearchChange: fn(),
    isFiltersOpen: false,
    onFiltersOpenChange: fn(),
    onClearFilters: fn(),
  },
} satisfies Meta<typeof AdminToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'rub');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('rub');
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.queryByRole('group', { name: 'Filters' })).toBeNull();
  },
};

export const FiltersOpen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(args.onFiltersOpenChange).toHaveBeenCalledWith(true);
    const panel = canvas.getByRole('group', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('row', { name: 'Sauces' }));
    await expect(within(panel).getByRole('row', { name: 'Sauces' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
    await expect(within(panel).getByRole('row', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  },
};

/** The order screen's status chips stay in view; 'Clear all filters' sits beside the toggle. */
export const WithChips: Story = {
  args: { chips: true, searchLabel: 'Search orders', searchPlaceholder: 'Search orders...' },
  play: async ({ canvas }) => {
    const chips = canvas.getByRole('grid', { name: 'Order status' });
    await userEvent.click(within(chips).getByRole('row', { name: 'Shipped' }));
    const clear = canvas.getByRole('button', { name: 'Clear all filters' });
    await userEvent.click(clear);
    await expect(within(chips).getByRole('row', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { isFiltersOpen: true, chips: true },
};
