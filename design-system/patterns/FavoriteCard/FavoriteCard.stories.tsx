import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavoriteCard } from './FavoriteCard';

/**
 * Use FavoriteCard for a saved product or recipe on the favourites page (in the Masonry). It
 * carries the 'Added {date}' badge and a filled heart that removes the item; products add
 * size, price, the stock badge and 'Add to Cart'. For the shop grid use ProductCard.
 */
const meta = {
  title: 'Patterns/FavoriteCard',
  component: FavoriteCard,
  args: {
    type: 'product',
    name: 'Texas Brisket Rub',
    href: '/shop/texas-brisket-rub',
    image: '/images/products/texas-brisket-rub.svg',
    category: 'Seasonings',
    addedOn: 'Mar 1, 2024',
    size: '6 oz',
    priceCents: 1299,
    inStock: true,
    onRemove: fn(),
    onAddToCart: fn(),
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof FavoriteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Product: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Added Mar 1, 2024')).toBeVisible();
    await expect(canvas.getByText('In Stock')).toBeVisible();
    await expect(canvas.getByText('$12.99')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart: Texas Brisket Rub' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Texas Brisket Rub from favorites' }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Recipe: Story = {
  args: {
    type: 'recipe',
    name: 'Texas-Style Smoked Brisket',
    href: '/recipes/texas-style-brisket',
    image: '/images/recipes/texas-style-brisket.svg',
    category: 'Smoked Meats',
    size: undefined,
    priceCents: undefined,
    inStock: undefined,
    onAddToCart: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recipe · Smoked Meats')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Texas-Style Smoked Brisket' })).toHaveAttribute(
      'href',
      '/recipes/texas-style-brisket',
    );
  },
};

/** Out of stock: the badge says so and 'Add to Cart' is disabled. */
export const OutOfStock: Story = {
  args: {
    name: 'Ghost Pepper Hot Sauce',
    href: '/shop/ghost-pepper-hot-sauce',
    image: '/images/products/ghost-pepper-hot-sauce.svg',
    category: 'Sauces',
    size: '5 oz',
    priceCents: 1099,
    inStock: false,
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Out of Stock', { selector: '[data-slot="badge"]' }),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Out of Stock' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Tab reaches the heart first (it sits on the image), then the title link, then Add to Cart. */
export const FocusVisible: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Remove Texas Brisket Rub from favorites' });
    await expect(heart).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Texas Brisket Rub' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    name: 'Instant-Read Meat Thermometer with Dual Probes and a Magnetic Back',
    category: 'Accessories and Grilling Tools',
    size: 'Pro Dual-Probe, Gift Boxed',
    addedOn: 'Dec 12, 2024',
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div className="w-full">{Story()}</div>],
};
