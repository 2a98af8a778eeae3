import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { products, shopCategories } from '@fixtures/products';
import { ShopScreen } from './ShopScreen';

/** /shop on the fixtures catalogue: 12 products in three categories. */
const meta = {
  title: 'Screens/Shopping/Shop',
  component: ShopScreen,
  parameters: { layout: 'fullscreen', route: '/shop' },
  args: {
    products,
    categories: [...shopCategories],
    favoriteIds: new Set(['texas-brisket-rub', 'kansas-city-sweet-bbq-sauce']),
    onToggleFavorite: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof ShopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('12 products');
    await expect(canvas.getAllByRole('article')).toHaveLength(12);

    const rub = canvas.getByRole('article', { name: 'Memphis Dry Rub' });
    await userEvent.click(within(rub).getByRole('button', { name: 'Add to Cart' }));
    // No size given: the card's own, the first in stock.
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'memphis-dry-rub' }),
      undefined,
    );
    await userEvent.click(within(rub).getByRole('button', { name: 'Favorite Memphis Dry Rub' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'memphis-dry-rub' }),
    );
    const saved = canvas.getByRole('button', { name: 'Favorite Texas Brisket Rub' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    const soldOut = canvas.getByRole('article', { name: 'Ghost Pepper Hot Sauce' });
    await expect(within(soldOut).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    const [first, second] = canvas.getAllByRole('article');
    // Two cards a row on phones.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

export const CategoryFilter: Story = {
  play: async ({ canvas }) => {
    const chips = canvas.getByRole('grid', { name: 'Category' });
    await expect(within(chips).getByRole('row', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(chips).getByRole('row', { name: 'Sauces' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('4 products');
    await expect(canvas.getByRole('article', { name: 'Alabama White Sauce' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Texas Brisket Rub' })).toBeNull();

    // Keyboard: arrow to the next chip and choose it.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 products');
    await expect(canvas.getByRole('article', { name: 'Hickory Wood Chips' })).toBeVisible();
    await expect(within(chips).getByRole('row', { name: 'Accessories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(within(chips).getByRole('row', { name: 'All' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('12 products');
  },
};

/** A shared link with filters opens with the panel showing them. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/shop?category=Seasonings&inStock=1&sort=price-desc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'On sale' })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('4 products');
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual([
      'Lemon Pepper Poultry Rub',
      'Coffee Chili Steak Rub',
      'Texas Brisket Rub',
      'Memphis Dry Rub',
    ]);
  },
};

export const MoreFilters: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'On sale' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'On sale' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('6 products');

    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price: Low to High' }));
    const first = canvas.getAllByRole('article')[0]!;
    await expect(first).toHaveAccessibleName('Carolina Gold Mustard Sauce');
    // With 'On sale' on, each card shows the size that is on sale, and adds that size.
    const rub = canvas.getByRole('article', { name: 'Texas Brisket Rub' });
    await expect(within(rub).getByText('12 oz')).toBeVisible();
    await userEvent.click(within(rub).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'texas-brisket-rub' }),
      'texas-brisket-rub-12oz',
    );
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Price: Low to High',
    );
  },
};

export const Empty: Story = {
  parameters: { route: '/shop?category=Sauces&onSale=1' },
  args: { products: products.filter((p) => p.category !== 'Sauces') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 products');
    await expect(canvas.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('8 products');
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

export const MobileFiltersOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/shop?onSale=1&sort=name' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'On sale' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('6 products');
  },
};
