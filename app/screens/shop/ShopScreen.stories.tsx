import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSearchParams } from 'react-router-dom';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { pageOf } from '@domain/paging';
import { filterProducts, shopFiltersOf, shopQuerySchema } from '@domain/shop-query';
import type { Product } from '@domain/types';
import { products, shopCategories } from '@fixtures/products';
import { shopApiQuery } from '../../catalog/shop-filters';
import { ShopScreen, type ShopScreenProps } from './ShopScreen';

/**
 * Answers the page the story's URL asks for from `catalogue` with the server's own rules
 * (domain/shop-query.ts), as GET /api/shop would.
 */
function ShopOnFixtures({ catalogue, ...props }: ShopScreenProps & { catalogue: Product[] }) {
  const [params] = useSearchParams();
  const query = shopQuerySchema.parse(Object.fromEntries(shopApiQuery(params)));
  const shop = pageOf(filterProducts(catalogue, shopFiltersOf(query)), query);
  return <ShopScreen {...props} shop={shop} />;
}

/** /shop on the fixtures catalogue: 12 products in three categories. */
const meta = {
  title: 'Screens/Shopping/Shop',
  component: ShopScreen,
  parameters: { layout: 'fullscreen', route: '/shop' },
  render: (args, { parameters }) => (
    <ShopOnFixtures {...args} catalogue={(parameters.catalogue as Product[]) ?? products} />
  ),
  args: {
    shop: pageOf(products, { limit: 24, page: 1 }),
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
  parameters: {
    route: '/shop?category=Sauces&onSale=1',
    catalogue: products.filter((p) => p.category !== 'Sauces'),
  },
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

/** Six a page: page links keep the filters and sort in the URL; page 2 shows the next six. */
export const Paged: Story = {
  parameters: { route: '/shop?sort=name&limit=6' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('12 products');
    const names = () => canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const byName = [...products].map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en'));
    await expect(names()).toEqual(byName.slice(0, 6));
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const second = within(nav).getByRole('link', { name: 'Page 2' });
    await expect(second).toHaveAttribute('href', '/shop?sort=name&limit=6&page=2');
    await userEvent.click(second);
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(names()).toEqual(byName.slice(6, 12));
    await expect(canvas.getByRole('status')).toHaveTextContent('12 products');
    // A new filter starts again at page 1, keeping the page size.
    await userEvent.click(
      within(canvas.getByRole('grid', { name: 'Category' })).getByRole('row', { name: 'Sauces' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('4 products');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const PagedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/shop?limit=4&page=2' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName(products[4]!.name);
  },
};

/** A page past the end (an old link): says so, keeps the total, and links to page 1. */
export const PastTheEnd: Story = {
  parameters: { route: '/shop?limit=6&page=9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('12 products');
    await expect(canvas.getByRole('heading', { name: 'There is no page 9' })).toBeVisible();
    await expect(canvas.getByText('These 12 products fill 2 pages.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the first page' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

export const SortByRatingAndNewest: Story = {
  parameters: {
    route: '/shop?sort=rating',
    catalogue: products.map((p, index) => ({
      ...p,
      rating: index === 3 ? 4.9 : 4,
      reviewCount: index,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Rating: High to Low',
    );
    await expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName(products[3]!.name);
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Newest' }));
    await expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName(products.at(-1)!.name);
  },
};
