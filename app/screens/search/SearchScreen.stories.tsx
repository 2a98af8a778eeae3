import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '@ds/primitives/Text/Text';
import { products } from '@fixtures/products';
import { recipes } from '@fixtures/recipes';
import { SearchScreen } from './SearchScreen';

/** The search rule of app/data/search.ts: every word somewhere in the item's text. */
const has = (text: string, query: string) =>
  query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.toLowerCase().includes(word));
const resultsFor = (query: string) => ({
  query,
  products: products.filter((p) =>
    has([p.name, p.brand, p.category, p.description].join(' '), query),
  ),
  recipes: recipes.filter((r) =>
    has([r.title, r.category, r.description, ...r.ingredients].join(' '), query),
  ),
});

/** Shows where the router went, so a story can prove a new search navigated. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return (
    <Text size="sm" tone="muted">
      Current page: {pathname}
      {search}
    </Text>
  );
}

/** The results view of the header's search, on the fixtures. */
const meta = {
  title: 'Screens/Shopping/Search',
  component: SearchScreen,
  parameters: { layout: 'fullscreen', route: '/search?q=brisket' },
  args: {
    ...resultsFor('brisket'),
    favoriteIds: new Set<string>(),
    onToggleFavorite: fn(),
    onAddToCart: fn(),
  },
  render: (args) => (
    <>
      <SearchScreen {...args} />
      <CurrentUrl />
    </>
  ),
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Results for “brisket”' }),
    ).toBeVisible();
    const products = canvas.getByRole('region', { name: /^Products \(\d+\)$/ });
    const recipes = canvas.getByRole('region', { name: /^Recipes \(\d+\)$/ });
    await expect(within(products).getAllByRole('article').length).toBe(args.products.length);
    await expect(
      within(recipes).getByRole('link', { name: 'Texas-Style Smoked Brisket' }),
    ).toHaveAttribute('href', '/recipes/texas-style-brisket');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${args.products.length} product${args.products.length === 1 ? '' : 's'} and ${args.recipes.length} recipe`,
    );
    await expect(
      canvas.getByRole('searchbox', { name: 'Search products and recipes' }),
    ).toHaveValue('brisket');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Refine: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search products and recipes' });
    await userEvent.clear(search);
    await userEvent.type(search, 'hot sauce{Enter}');
    await expect(await canvas.findByText('Current page: /search?q=hot%20sauce')).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: { route: '/search?q=tofu%20jerky' },
  args: resultsFor('tofu jerky'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing matched your search.');
    await expect(canvas.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(canvas.queryByRole('region', { name: /Products/ })).toBeNull();
  },
};

export const EmptyQuery: Story = {
  parameters: { route: '/search' },
  args: { query: '', products: [], recipes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(canvas.queryByText('No results found')).toBeNull();
  },
};

export const ProductsOnly: Story = {
  parameters: { route: '/search?q=gloves' },
  args: resultsFor('gloves'),
  play: async ({ args, canvas }) => {
    await expect(args.recipes).toHaveLength(0);
    const card = canvas.getByRole('article', { name: 'Heat-Resistant BBQ Gloves' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'heat-resistant-bbq-gloves' }),
    );
  },
};
