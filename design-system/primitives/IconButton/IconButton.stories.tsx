import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Heart, Menu, Search, Settings, ShoppingCart, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

/**
 * Use IconButton for compact actions whose icon is universally understood: cart,
 * favourites, search, the mobile menu, edit and delete in table rows. `label` is
 * required and becomes the accessible name. A `badge` shows a count (cart items,
 * unread notifications); it is announced as the button's description (`badgeLabel`,
 * e.g. '3 items'). Pair it with a Tooltip when sighted users may not know the icon.
 */
const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Cart', children: <ShoppingCart aria-hidden="true" />, onPress: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'accent', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['square', 'circle'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const WithBadge: Story = {
  args: { badge: 3, badgeLabel: '3 items' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart' });
    await expect(button).toHaveAccessibleDescription('3 items');
    await expect(button.querySelector('[data-slot="icon-button-badge"]')).toHaveAttribute(
      'data-count',
      '3',
    );
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const BadgeOverflow: Story = {
  args: { label: 'Notifications', children: <Bell aria-hidden="true" />, badge: 128 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await expect(button.querySelector('[data-slot="icon-button-badge"]')).toHaveAttribute(
      'data-count',
      '99+',
    );
    await expect(button).toHaveAccessibleDescription('128');
  },
};

export const EmptyBadge: Story = {
  args: { badge: 0 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart' });
    await expect(button).not.toHaveAttribute('aria-describedby');
    await expect(button.querySelector('[data-slot="icon-button-badge"]')).toBeNull();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <IconButton {...args} label="Search" variant="ghost">
        <Search aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label="Favorites" variant="outline">
        <Heart aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label="Settings" variant="primary">
        <Settings aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label="Cart" variant="accent" shape="circle" badge={2}>
        <ShoppingCart aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label="Open menu" variant="secondary">
        <Menu aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label="Delete product" variant="destructive">
        <Trash2 aria-hidden="true" />
      </IconButton>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete product' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <IconButton {...args} label="Small" size="sm" variant="outline" />
      <IconButton {...args} label="Medium" size="md" variant="outline" />
      <IconButton {...args} label="Large" size="lg" variant="outline" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = ['Small', 'Medium', 'Large'].map((name) => {
      const { width, height } = canvas.getByRole('button', { name }).getBoundingClientRect();
      return [width, height];
    });
    await expect(sizes).toEqual([
      [32, 32],
      [40, 40],
      [48, 48],
    ]);
  },
};

export const FocusVisible: Story = {
  args: { label: 'Search', children: <Search aria-hidden="true" /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, label: 'Delete product', children: <Trash2 aria-hidden="true" /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete product' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, variant: 'outline', label: 'Delete product' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete product' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="flex items-center justify-end gap-1">
      <IconButton {...args} label="Search">
        <Search aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label="Favorites" badge={15} badgeLabel="15 saved items">
        <Heart aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label="Cart" badge={3} badgeLabel="3 items">
        <ShoppingCart aria-hidden="true" />
      </IconButton>
      <IconButton {...args} label="Open menu">
        <Menu aria-hidden="true" />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favorites' })).toHaveAccessibleDescription(
      '15 saved items',
    );
  },
};
