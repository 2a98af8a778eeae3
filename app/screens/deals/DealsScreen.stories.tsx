import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { products } from '@fixtures/products';
import { dealsOf } from '@domain/deals';
import { DealsScreen } from './DealsScreen';

/** /deals on the fixtures: six products on sale, best deal first. */
const meta = {
  title: 'Screens/Shopping/Deals',
  component: DealsScreen,
  parameters: { layout: 'fullscreen', route: '/deals' },
  args: {
    deals: dealsOf(products),
    favoriteIds: new Set(['kansas-city-sweet-bbq-sauce']),
    onToggleFavorite: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof DealsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await expect(canvas.getByText('6 products on sale')).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards[0]).toHaveAccessibleName('Carolina Gold Mustard Sauce');
    await expect(within(cards[0]!).getByText('Save $2.50 (25%)')).toBeVisible();

    // Texas Brisket Rub is on sale in its 12 oz jar: the card shows and adds that size.
    const rub = canvas.getByRole('article', { name: 'Texas Brisket Rub' });
    await expect(within(rub).getByText('12 oz')).toBeVisible();
    await userEvent.click(within(rub).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'texas-brisket-rub' }),
      'texas-brisket-rub-12oz',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { deals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No deals right now' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the Weekly Circular' })).toHaveAttribute(
      'href',
      '/weekly-deals',
    );
  },
};
