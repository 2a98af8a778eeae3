import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components/TagGroup';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { FilterChips, type FilterChipOption, type FilterChipsProps } from './FilterChips';

/**
 * Use FilterChips to narrow a list by a few known values, where choosing nothing means
 * everything: the admin products category filter (multiple, with 'All'), the order-status and
 * role chips (single: all/pending/…), the recipe categories. The screen owns the selection and
 * filters its rows. For a long list of values use a ComboBox; for switching views use Tabs.
 */
const meta = {
  title: 'Primitives/FilterChips',
  component: FilterChips,
  args: {
    label: 'Category',
    options: [
      { id: 'seasonings', label: 'Seasonings' },
      { id: 'sauces', label: 'Sauces' },
      { id: 'accessories', label: 'Accessories' },
    ],
    selectedKeys: [],
    includeAll: true,
    onSelectionChange: fn(),
  },
  render: (args) => <StatefulChips {...args} />,
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the selection like a screen would and reports each change to the story's spy. */
function StatefulChips({ selectedKeys, onSelectionChange, ...props }: FilterChipsProps) {
  const [selection, setSelection] = useState<Set<Key>>(() => new Set(selectedKeys));
  return (
    <FilterChips
      {...props}
      selectedKeys={selection}
      onSelectionChange={(keys) => {
        setSelection(keys);
        onSelectionChange(keys);
      }}
    />
  );
}

/** The keys of the last `onSelectionChange` call. */
function lastSelection(callback: unknown): Key[] {
  return [...(mocked(callback as (keys: Set<Key>) => void).mock.lastCall?.[0] ?? [])];
}

const orderStatuses: FilterChipOption[] = [
  { id: 'pending', label: 'Pending' },
  { id: 'processing', label: 'Processing' },
  { id: 'shipped', label: 'Shipped' },
  { id: 'delivered', label: 'Delivered' },
  { id: 'cancelled', label: 'Cancelled' },
];

export const MultipleSelect: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('grid', { name: 'Category' });
    const chip = (name: string) => within(group).getByRole('row', { name });
    // Nothing selected means all: the 'All' chip shows selected.
    await expect(chip('All')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(chip('Seasonings'));
    await expect(lastSelection(args.onSelectionChange)).toEqual(['seasonings']);
    await expect(chip('All')).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(chip('Sauces'));
    await expect(lastSelection(args.onSelectionChange)).toEqual(['seasonings', 'sauces']);
    await expect(chip('Seasonings')).toHaveAttribute('aria-selected', 'true');
    await expect(chip('Sauces')).toHaveAttribute('aria-selected', 'true');

    // Unselecting one keeps the other.
    await userEvent.click(chip('Seasonings'));
    await expect(lastSelection(args.onSelectionChange)).toEqual(['sauces']);

    // 'All' clears the selection.
    await userEvent.click(chip('All'));
    await expect(lastSelection(args.onSelectionChange)).toEqual([]);
    await expect(chip('All')).toHaveAttribute('aria-selected', 'true');
    await expect(chip('Sauces')).toHaveAttribute('aria-selected', 'false');

    // Pressing 'All' again changes nothing: it stays on.
    await userEvent.click(chip('All'));
    await expect(chip('All')).toHaveAttribute('aria-selected', 'true');
  },
};

export const MultipleSelected: Story = {
  args: { selectedKeys: ['seasonings', 'accessories'] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('grid', { name: 'Category' });
    await expect(within(group).getByRole('row', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(within(group).getByRole('row', { name: 'Accessories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SingleSelect: Story = {
  args: {
    label: undefined,
    'aria-label': 'Order status',
    selectionMode: 'single',
    options: orderStatuses,
    selectedKeys: ['all'],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = (name: string) => canvas.getByRole('row', { name });
    await userEvent.tab();
    await expect(chip('All')).toHaveFocus();
    await expect(chip('All')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(chip('Pending')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['pending']);
    await expect(chip('Pending')).toHaveAttribute('aria-selected', 'true');
    await expect(chip('All')).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['shipped']);
    await expect(chip('Pending')).toHaveAttribute('aria-selected', 'false');

    // Single mode keeps one chip on: pressing the selected chip does not clear it.
    await userEvent.click(chip('Shipped'));
    await expect(chip('Shipped')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(chip('All'));
    await expect(lastSelection(args.onSelectionChange)).toEqual(['all']);
  },
};

export const WithCounts: Story = {
  args: {
    label: 'Recipe category',
    selectionMode: 'single',
    options: [
      { id: 'smoked-meats', label: 'Smoked Meats', count: 12 },
      { id: 'grilled-poultry', label: 'Grilled Poultry', count: 8 },
      { id: 'seafood', label: 'Seafood', count: 5 },
      { id: 'vegetables-sides', label: 'Vegetables & Sides', count: 9 },
      { id: 'sauces-rubs', label: 'Sauces & Rubs', count: 7 },
    ],
    selectedKeys: ['smoked-meats'],
  },
  play: async ({ canvas }) => {
    const selected = canvas.getByRole('row', { name: /Smoked Meats/ });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveTextContent('12');
  },
};

export const Disabled: Story = {
  args: {
    options: [
      { id: 'seasonings', label: 'Seasonings' },
      { id: 'sauces', label: 'Sauces' },
      { id: 'gift-cards', label: 'Gift Cards', isDisabled: true },
    ],
  },
  play: async ({ args, canvas }) => {
    const giftCards = canvas.getByRole('row', { name: 'Gift Cards' });
    await expect(giftCards).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(giftCards, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const WithoutAll: Story = {
  args: {
    includeAll: false,
    label: 'Stock',
    options: [
      { id: 'in-stock', label: 'In Stock' },
      { id: 'out-of-stock', label: 'Out of Stock' },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('row', { name: 'All' })).not.toBeInTheDocument();
    const inStock = canvas.getByRole('row', { name: 'In Stock' });
    await userEvent.click(inStock);
    await expect(lastSelection(args.onSelectionChange)).toEqual(['in-stock']);
    await userEvent.click(inStock);
    await expect(lastSelection(args.onSelectionChange)).toEqual([]);
  },
};

export const LongText: Story = {
  args: {
    label: 'Forum category',
    options: [
      { id: 'smoking-techniques', label: 'Smoking Techniques and Low-and-Slow Fire Management' },
      { id: 'recipe-sharing', label: 'Recipe Sharing' },
      { id: 'equipment-reviews', label: 'Equipment Reviews: Smokers, Grills and Thermometers' },
      { id: 'member-meetups', label: 'Member Meetups' },
    ],
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Order status', selectionMode: 'single', options: orderStatuses },
  play: async ({ args, canvas }) => {
    const rows = canvas.getAllByRole('row');
    // Six chips do not fit one 390 px row: they wrap instead of overflowing.
    const tops = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    const list = canvas.getByRole('grid');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await userEvent.click(canvas.getByRole('row', { name: 'Cancelled' }));
    await expect(lastSelection(args.onSelectionChange)).toEqual(['cancelled']);
  },
};
