import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGrid, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleButton } from './ToggleButton';

/**
 * Use ToggleButton for an on/off choice that takes effect at once and stays
 * pressed: the favourite heart on products and recipes (`variant="favorite"`,
 * `label="Favorite"`), or the Filters toggle that shows and hides a filter panel.
 * For a setting in a form use a Switch; for an action use Button.
 */
const meta = {
  title: 'Primitives/ToggleButton',
  component: ToggleButton,
  args: { onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outline', 'ghost', 'favorite'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Favorite: Story = {
  args: { variant: 'favorite', label: 'Favorite' },
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Favorite' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAttribute('data-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const FavoriteSelected: Story = {
  args: { variant: 'favorite', label: 'Favorite', defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const FavoriteWithKeyboard: Story = {
  args: { variant: 'favorite', label: 'Favorite', size: 'lg' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Favorite' });
    await expect(heart).toHaveFocus();
    await expect(heart).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const FiltersToggle: Story = {
  args: {
    children: (
      <>
        <SlidersHorizontal aria-hidden="true" /> Filters
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(filters);
    await expect(filters).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** The toggle drives a panel the way the shop's filter bar does. */
export const ControlsAPanel: Story = {
  render: function FiltersPanel(args) {
    const [showFilters, setShowFilters] = useState(false);
    return (
      <div className="flex flex-col items-start gap-4">
        <ToggleButton
          {...args}
          isSelected={showFilters}
          onChange={(isSelected) => {
            setShowFilters(isSelected);
            args.onChange?.(isSelected);
          }}
        >
          <SlidersHorizontal aria-hidden="true" /> Filters
        </ToggleButton>
        {showFilters ? (
          <p className="rounded-lg border border-line bg-surface-muted p-4 text-sm text-ink-muted">
            Category and stock filters appear here.
          </p>
        ) : null}
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(filters);
    await expect(await canvas.findByText('Category and stock filters appear here.')).toBeVisible();
    await userEvent.click(filters);
    await expect(canvas.queryByText('Category and stock filters appear here.')).toBeNull();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <ToggleButton {...args} variant="outline">
        <SlidersHorizontal aria-hidden="true" /> Filters
      </ToggleButton>
      <ToggleButton {...args} variant="outline" defaultSelected>
        <SlidersHorizontal aria-hidden="true" /> Filters on
      </ToggleButton>
      <ToggleButton {...args} variant="ghost">
        <LayoutGrid aria-hidden="true" /> Grid
      </ToggleButton>
      <ToggleButton {...args} variant="ghost" defaultSelected>
        <LayoutGrid aria-hidden="true" /> Grid on
      </ToggleButton>
      <ToggleButton {...args} variant="favorite" label="Favorite" />
      <ToggleButton {...args} variant="favorite" label="Favorite recipe" defaultSelected />
    </div>
  ),
  play: async ({ canvas }) => {
    const pressed = canvas
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true');
    await expect(pressed).toHaveLength(3);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <ToggleButton {...args} variant="favorite" size="sm" label="Small" />
      <ToggleButton {...args} variant="favorite" size="md" label="Medium" />
      <ToggleButton {...args} variant="favorite" size="lg" label="Large" />
      <ToggleButton {...args} size="sm">
        Small filters
      </ToggleButton>
      <ToggleButton {...args} size="lg">
        Large filters
      </ToggleButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([32, 40, 48]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Filters' },
  play: async ({ args, canvas }) => {
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await expect(filters).toBeDisabled();
    await userEvent.click(filters, { pointerEventsCheck: 0 });
    await expect(filters).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    className: 'w-full',
    size: 'lg',
    children: (
      <>
        <SlidersHorizontal aria-hidden="true" /> Filters
      </>
    ),
  },
  play: async ({ canvas }) => {
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await expect(filters.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};
