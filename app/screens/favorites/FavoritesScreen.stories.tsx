import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededFavorites } from '@fixtures/favorites';
import type { FavoriteItem } from '@domain/types';
import { FavoritesScreen, type FavoritesScreenProps } from './FavoritesScreen';

/** The favourites with a working heart: the story keeps the items in state. */
function StatefulFavorites({ items: initial, onRemove, onAddToCart }: FavoritesScreenProps) {
  const [items, setItems] = useState<FavoriteItem[]>(initial);
  return (
    <FavoritesScreen
      items={items}
      onAddToCart={onAddToCart}
      onRemove={(item) => {
        onRemove(item);
        setItems((current) => current.filter((i) => i.id !== item.id));
      }}
    />
  );
}

type Canvas = ReturnType<typeof within>;

const cardTitles = (canvas: Canvas) =>
  canvas.getAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent);

/** /favorites: saved products and recipes in a masonry grid, newest first, with filters. */
const meta = {
  title: 'Screens/Commerce/Favorites',
  component: FavoritesScreen,
  render: (args) => <StatefulFavorites {...args} />,
  parameters: { layout: 'fullscreen', route: '/favorites' },
  args: { items: seededFavorites, onRemove: fn(), onAddToCart: fn() },
} satisfies Meta<typeof FavoritesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 15 seeded favourites, newest first, each with its 'Added' badge. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
    await expect(canvas.getByText('15 Items')).toBeVisible();
    const titles = cardTitles(canvas);
    await expect(titles).toHaveLength(15);
    await expect(titles[0]).toBe('Texas Brisket Rub');
    await expect(titles[14]).toBe('Homemade Kansas City BBQ Sauce');
    await expect(canvas.getByText('Added Dec 14, 2024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Texas-Style Smoked Brisket' })).toHaveAttribute(
      'href',
      '/recipes/texas-style-brisket',
    );
    await waitFor(() =>
      // 1280 px screen, 1216 px container: three columns (four from 1280 px of container).
      expect(canvas.getByRole('list', { name: 'Favorites' })).toHaveAttribute('data-columns', '3'),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Favorites' })).toHaveAttribute('data-columns', '1'),
    );
  },
};

/** Types and categories combine with AND; 'Clear all filters' brings everything back. */
export const Filtering: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const type = within(canvas.getByRole('grid', { name: 'Type' }));
    await userEvent.click(type.getByRole('row', { name: /Recipes/ }));
    await expect(canvas.getByText('7 Items')).toBeVisible();
    const category = within(canvas.getByRole('grid', { name: 'Category' }));
    await userEvent.click(category.getByRole('row', { name: /Smoked Meats/ }));
    await expect(canvas.getByText('2 Items')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual([
      'Texas-Style Smoked Brisket',
      'Memphis Dry-Rub Baby Back Ribs',
    ]);
    // Products AND Smoked Meats: nothing.
    await userEvent.click(type.getByRole('row', { name: /Recipes/ }));
    await userEvent.click(type.getByRole('row', { name: /Products/ }));
    await expect(canvas.getByText('0 Items')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'No favorites match these filters' }),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await expect(canvas.getByText('15 Items')).toBeVisible();
  },
};

/** Filters come from the URL, so a filtered view survives a reload and can be shared. */
export const FilteredFromUrl: Story = {
  parameters: { route: '/favorites?type=product&category=Sauces' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 Items')).toBeVisible();
    await expect(cardTitles(canvas)).toEqual([
      'Kansas City Sweet BBQ Sauce',
      'Ghost Pepper Hot Sauce',
      'Carolina Gold Mustard Sauce',
    ]);
    await expect(
      canvas.getByRole('button', { name: 'Add to Cart: Kansas City Sweet BBQ Sauce' }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  },
};

/** The heart removes the card; the count follows. */
export const RemoveWithHeart: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Texas Brisket Rub from favorites' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ refId: 'texas-brisket-rub', type: 'product' }),
    );
    await expect(canvas.getByText('14 Items')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Texas Brisket Rub' })).toBeNull();
  },
};

/** A saved product goes to the cart in its saved size, from the keyboard too. */
export const AddToCart: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Add to Cart: Hickory Wood Chips' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ refId: 'hickory-wood-chips', size: '2 lb' }),
    );
  },
};

export const OneItem: Story = {
  args: { items: seededFavorites.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 Item')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'No favorites yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};
