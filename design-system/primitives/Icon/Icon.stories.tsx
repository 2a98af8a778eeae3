import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame, ShoppingCart, Star, Truck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { shopIcons, type ShopIconName } from './shop-icons';

/**
 * Use Icon to place a lucide-react glyph at one of the shop's sizes and tones: beside a
 * label (decorative, hidden from screen readers) or, with `label`, standing alone as a
 * meaningful image. Inside Button, IconButton and Badge pass the raw lucide icon instead:
 * those components size it themselves. Pick glyphs from `shopIcons` so the same idea always
 * gets the same icon.
 */
const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: Flame, size: 'lg', tone: 'accent' },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    tone: {
      control: 'select',
      options: [
        'current',
        'default',
        'muted',
        'accent',
        'gold',
        'success',
        'warning',
        'danger',
        'info',
        'inverse',
      ],
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  render: (args) => (
    <p className="gap-2 text-sm font-medium flex items-center text-ink">
      <Icon {...args} icon={Truck} size="md" tone="muted" />
      Free delivery on orders over $75
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-slot="icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const WithLabel: Story = {
  args: { label: 'Spicy' },
  play: async ({ canvas }) => {
    const flame = canvas.getByRole('img', { name: 'Spicy' });
    await expect(flame).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="gap-4 flex items-end">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Icon key={size} {...args} icon={ShoppingCart} size={size} label={`Cart ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['xs', 'sm', 'md', 'lg', 'xl'].map(
      (size) => canvas.getByRole('img', { name: `Cart ${size}` }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([12, 16, 20, 24, 32]);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className="gap-6 flex flex-col">
      <div className="gap-4 flex items-center">
        {(
          ['default', 'muted', 'accent', 'gold', 'success', 'warning', 'danger', 'info'] as const
        ).map((tone) => (
          <Icon key={tone} {...args} icon={Star} tone={tone} label={`${tone} star`} />
        ))}
      </div>
      <div className="p-4 gap-4 flex w-fit items-center rounded-lg bg-charcoal-900">
        <Icon {...args} icon={Flame} tone="inverse" label="inverse flame" />
        <Icon {...args} icon={Flame} tone="current" className="text-gold-300" label="gold flame" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'accent star' })).toHaveClass('text-ember-700');
    await expect(canvas.getByRole('img', { name: 'inverse flame' })).toHaveClass('text-white');
  },
};

/** The set the shop uses, by job: pick from `shopIcons` rather than browsing lucide. */
export const Icons: Story = {
  render: (args) => (
    <ul className="gap-3 grid grid-cols-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
      {(Object.keys(shopIcons) as ShopIconName[]).map((name) => (
        <li
          key={name}
          className="gap-2 p-3 text-xs flex flex-col items-center rounded-md border border-line text-ink-muted"
        >
          <Icon {...args} icon={shopIcons[name]} tone="default" size="lg" />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles).toHaveLength(Object.keys(shopIcons).length);
    await expect(canvas.getByText('cart')).toBeVisible();
    await expect(tiles[0]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
