import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  frequentlyBoughtTogether,
  productById,
  productDetailSample,
} from '../../../fixtures/products';
import { ProductScreen } from './ProductScreen';

/** /shop/{id} on the spec's sample, Texas Brisket Rub (4.8 from 256 reviews, three sizes). */
const meta = {
  title: 'Screens/Shopping/Product',
  component: ProductScreen,
  parameters: { layout: 'fullscreen', route: '/shop/texas-brisket-rub' },
  args: {
    product: productDetailSample,
    frequentlyBoughtTogether: frequentlyBoughtTogether('texas-brisket-rub'),
    favoriteIds: new Set<string>(),
    onToggleFavorite: fn(),
    onAddToCart: fn(),
    onAddSuggestionToCart: fn(),
  },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Seasonings' })).toHaveAttribute(
      'href',
      '/shop?category=Seasonings',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(256 reviews)')).toBeVisible();

    // The first size in stock is chosen; the sold-out 24 oz cannot be.
    const sizes = canvas.getByRole('radiogroup', { name: 'Size' });
    await expect(within(sizes).getByRole('radio', { name: /6 oz/ })).toBeChecked();
    await expect(within(sizes).getByRole('radio', { name: /24 oz/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    const buyBox = canvas.getByRole('region', { name: 'Product' });
    await expect(within(buyBox).getByText('In Stock')).toBeVisible();

    await expect(canvas.getByText('Free shipping on orders over $75')).toBeVisible();
    await expect(canvas.getByText('30-day money-back guarantee')).toBeVisible();
    await expect(canvas.getByText('Secure payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join Smokehouse Club' })).toHaveAttribute(
      'href',
      '/smokehouse-club',
    );
    await expect(canvas.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expect(canvas.getByText('Dimensions')).toBeVisible();
    await expect(canvas.getByText('Keep the lid closed between uses')).toBeVisible();

    const together = canvas.getByRole('region', { name: 'Frequently Bought Together' });
    await expect(within(together).getAllByRole('article')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }),
    ).toBeVisible();
    const buyBox = canvas.getByRole('region', { name: 'Product' });
    await expect(within(buyBox).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};

export const ChooseSizeAndQuantity: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /12 oz/ }));
    // The 12 oz is on sale: its sale price leads, the regular price is struck through.
    const price = canvasElement.querySelector('[data-slot="price-tag"][data-on-sale]')!;
    await expect(price).toHaveTextContent('Sale price $18.69, regular price $21.99');
    const buyBox = canvas.getByRole('region', { name: 'Product' });

    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(quantity).toHaveValue('3');
    await userEvent.click(within(buyBox).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'texas-brisket-rub' }),
      { sizeId: 'texas-brisket-rub-12oz', quantity: 3 },
    );
  },
};

export const QuantityLimits: Story = {
  play: async ({ canvas }) => {
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    await userEvent.tab();
    await expect(quantity).toHaveValue('10');
    await userEvent.click(quantity);
    await userEvent.keyboard('{Home}');
    await expect(quantity).toHaveValue('1');
  },
};

export const Favorite: Story = {
  args: { favoriteIds: new Set(['texas-brisket-rub']) },
  play: async ({ args, canvas }) => {
    const saved = canvas.getByRole('button', { name: 'Saved' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(saved);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'texas-brisket-rub' }),
    );
  },
};

export const OutOfStock: Story = {
  parameters: { route: '/shop/ghost-pepper-hot-sauce' },
  args: {
    product: productById('ghost-pepper-hot-sauce')!,
    frequentlyBoughtTogether: frequentlyBoughtTogether('ghost-pepper-hot-sauce'),
  },
  play: async ({ args, canvas }) => {
    const buyBox = canvas.getByRole('region', { name: 'Product' });
    await expect(within(buyBox).getByText('Out of Stock')).toBeVisible();
    const add = within(buyBox).getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeDisabled();
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    // Saving a sold-out product for later still works.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favorites' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledOnce();
  },
};

export const WithoutSpecifications: Story = {
  parameters: { route: '/shop/memphis-dry-rub' },
  args: {
    product: productById('memphis-dry-rub')!,
    frequentlyBoughtTogether: frequentlyBoughtTogether('memphis-dry-rub'),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Specifications' })).toBeNull();
    const together = canvas.getByRole('region', { name: 'Frequently Bought Together' });
    const [first] = within(together).getAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddSuggestionToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  parameters: { route: '/shop/no-such-rub' },
  args: { product: null, frequentlyBoughtTogether: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const NotFoundMobile: Story = {
  ...NotFound,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
