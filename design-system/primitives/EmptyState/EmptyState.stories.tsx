import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChefHat, Heart, PackageSearch, Search, ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LinkButton } from '../LinkButton/LinkButton';
import { EmptyState } from './EmptyState';

const clearFilters = fn();

/**
 * Use EmptyState wherever a list can be empty or a lookup can fail: the empty cart,
 * favourites that match no filter, 'Recipe not found', 'Order not found', a search with
 * 'No results found'. Always offer a way on (Continue Shopping, Clear all filters, Back to
 * Recipes). Set `headingLevel` to fit the page outline: 1 when it replaces the whole page.
 */
const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <ShoppingCart aria-hidden="true" />,
    title: 'Your cart is empty',
    description: "Looks like you haven't added any items to your cart yet.",
    action: (
      <LinkButton href="/shop" variant="accent" size="lg">
        Continue Shopping
      </LinkButton>
    ),
    headingLevel: 2,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4] },
    variant: { control: 'inline-radio', options: ['plain', 'outlined'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty cart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Looks like you haven't added any items to your cart yet."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

/** The action is reachable with Tab and shows the shared focus ring. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Continue Shopping' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Favorites filtered down to nothing, inside the grid's area; the action clears the filters. */
export const NoFavoritesMatch: Story = {
  args: {
    variant: 'outlined',
    icon: <Heart aria-hidden="true" />,
    title: 'No favorites match these filters',
    description: 'Try another type or category, or clear the filters to see all your saved items.',
    headingLevel: 3,
  },
  render: (args) => (
    <EmptyState
      {...args}
      action={
        <Button variant="outline" onPress={clearFilters}>
          Clear all filters
        </Button>
      }
    />
  ),
  play: async ({ canvas }) => {
    clearFilters.mockClear();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'No favorites match these filters',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(clearFilters).toHaveBeenCalledOnce();
  },
};

/** A recipe page for an unknown id: the empty state is the page, so its title is the h1. */
export const RecipeNotFound: Story = {
  args: {
    icon: <ChefHat aria-hidden="true" />,
    title: 'Recipe not found',
    description: 'This recipe may have been removed, or the link is mistyped.',
    headingLevel: 1,
    action: (
      <LinkButton href="/recipes" variant="primary">
        Back to Recipes
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  },
};

export const OrderNotFound: Story = {
  args: {
    icon: <PackageSearch aria-hidden="true" />,
    title: 'Order not found',
    description: 'We could not find an order with this number. Check your orders in your profile.',
    headingLevel: 1,
    action: (
      <LinkButton href="/profile" variant="primary">
        View My Orders
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  },
};

/** A search with no hits; no action needed when the search box is right above. */
export const NoResults: Story = {
  args: {
    icon: <Search aria-hidden="true" />,
    title: 'No results found',
    description: 'Check the spelling or search for something more general, like "rub" or "sauce".',
    action: undefined,
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No results found' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Only a title: the smallest form, e.g. an empty table body. */
export const TitleOnly: Story = {
  args: {
    variant: 'outlined',
    icon: undefined,
    title: 'No orders yet',
    description: undefined,
    action: undefined,
    headingLevel: 3,
  },
};

export const LongText: Story = {
  args: {
    title: 'Your cart is empty, but the smoker is always warm and the brisket rub is in stock',
    description:
      "Looks like you haven't added any items to your cart yet. Browse our rubs, sauces, wood chips and smoking accessories, or join the Smokehouse Club to get a seasoning box every month and save 20% on every order.",
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="empty-state"]')!;
    // Long copy wraps inside the centred column instead of stretching across the page.
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(576);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Continue Shopping' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
