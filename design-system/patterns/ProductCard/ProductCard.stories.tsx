import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toShopItem } from '@domain/catalog';
import { productById } from '@fixtures/products';
import { ProductCard, type ProductCardItem } from './ProductCard';

const item = (id: string): ProductCardItem => toShopItem(productById(id)!);

/** Shows the router's path, so a story can prove the card's link navigated. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/**
 * Use ProductCard wherever products are listed for buying: the shop grid, Weekly Specials,
 * deals, search results and 'Frequently Bought Together'. It shows one size (the first in
 * stock) and adds that size; for choosing a size, link to the product page.
 */
const meta = {
  title: 'Patterns/ProductCard',
  component: ProductCard,
  args: {
    product: item('memphis-dry-rub'),
    href: '/shop/memphis-dry-rub',
    isFavorite: false,
    onToggleFavorite: fn(),
    onAddToCart: fn(),
  },
  render: (args) => (
    <div className="max-w-xs">
      <ProductCard {...args} />
      <CurrentPage />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Memphis Dry Rub' });
    await expect(within(card).getByText('6 oz')).toBeInTheDocument();
    await expect(within(card).getByText('In Stock')).toBeInTheDocument();
    await expect(within(card).queryByText('Sale')).toBeNull();

    const add = within(card).getByRole('button', { name: 'Add to Cart' });
    await expect(add).toHaveAccessibleDescription('Memphis Dry Rub');
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledOnce();

    const heart = within(card).getByRole('button', { name: 'Favorite Memphis Dry Rub' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(true);
    await expect(args.onAddToCart).toHaveBeenCalledOnce();

    await userEvent.click(within(card).getByRole('link', { name: 'Memphis Dry Rub' }));
    await expect(await canvas.findByText('Current page: /shop/memphis-dry-rub')).toBeVisible();
  },
};

export const OnSale: Story = {
  args: {
    product: item('carolina-gold-mustard-sauce'),
    href: '/shop/carolina-gold-mustard-sauce',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sale')).toBeVisible();
    await expect(canvas.getByText('Sale price $7.49, regular price $9.99')).toBeInTheDocument();
    await expect(canvas.getByText('Save $2.50 (25%)')).toBeVisible();
  },
};

/** The heart is controlled: the screen keeps the favourites, the card shows them. */
function FavoriteToggle(props: Parameters<typeof ProductCard>[0]) {
  const [isFavorite, setFavorite] = useState(props.isFavorite);
  return (
    <div className="max-w-xs">
      <ProductCard
        {...props}
        isFavorite={isFavorite}
        onToggleFavorite={(next) => {
          setFavorite(next);
          props.onToggleFavorite(next);
        }}
      />
    </div>
  );
}

export const Favorite: Story = {
  args: { isFavorite: true, product: item('texas-brisket-rub'), href: '/shop/texas-brisket-rub' },
  render: (args) => <FavoriteToggle {...args} />,
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Favorite Texas Brisket Rub' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(false);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const OutOfStock: Story = {
  args: { product: item('ghost-pepper-hot-sauce'), href: '/shop/ghost-pepper-hot-sauce' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Out of Stock' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    // The heart still works: an out-of-stock product can be saved for later.
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite Ghost Pepper Hot Sauce' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(true);
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Favorite Memphis Dry Rub' });
    await expect(heart).toHaveFocus();
    await expect(heart).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(true);

    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Memphis Dry Rub' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    product: {
      ...item('instant-read-meat-thermometer'),
      name: 'Instant-Read Meat Thermometer with Dual Leave-In Probes and Magnetic Backlit Display',
      brand: 'Forge & Flame Pitmaster Series',
      size: 'Pro Dual-Probe with carrying case',
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="grid grid-cols-2 gap-3">
      <ProductCard {...args} />
      <ProductCard
        {...args}
        product={item('kansas-city-sweet-bbq-sauce')}
        href="/shop/kansas-city-sweet-bbq-sauce"
        isFavorite
      />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const card of canvas.getAllByRole('article')) {
      await expect(card.getBoundingClientRect().width).toBeLessThan(190);
      await expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    }
  },
};
