import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categoryCards, homeHero } from '@fixtures/home';
import { weeklySpecialProducts as weeklySpecials } from '@fixtures/products';
import { membershipPromo } from '@fixtures/membership';
import { testimonials } from '@fixtures/testimonials';
import { HomeScreen } from './HomeScreen';

/** The home page on the fixtures: seven categories, three specials, three testimonials. */
const meta = {
  title: 'Screens/Shopping/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', route: '/' },
  args: {
    hero: homeHero,
    categories: categoryCards,
    weeklySpecials,
    testimonials,
    clubPromo: membershipPromo,
    favoriteIds: new Set(['texas-brisket-rub']),
    onToggleFavorite: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Ignite Your Taste Buds' });
    await expect(hero.getBoundingClientRect().height).toBe(500);
    await expect(within(hero).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(within(hero).getByRole('link', { name: 'Explore Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );

    const carousel = canvas.getByRole('region', { name: 'Categories' });
    const slides = within(carousel).getAllByRole('group', { name: /of 7$/ });
    await expect(slides).toHaveLength(7);
    await expect(
      within(carousel).getByRole('heading', { name: 'Health & Wellness' }),
    ).toBeInTheDocument();

    await expect(canvas.getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );

    const specials = canvas.getByRole('list', { name: 'Weekly Specials' });
    await expect(within(specials).getAllByRole('article')).toHaveLength(3);
    const sauce = within(specials).getByRole('article', { name: 'Kansas City Sweet BBQ Sauce' });
    await userEvent.click(within(sauce).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'kansas-city-sweet-bbq-sauce' }),
      undefined,
    );
    await userEvent.click(
      within(sauce).getByRole('button', { name: 'Favorite Kansas City Sweet BBQ Sauce' }),
    );
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'kansas-city-sweet-bbq-sauce' }),
    );

    await expect(
      canvas.getByRole('heading', { name: 'Save 20% with Premium subscription' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join the Club' })).toHaveAttribute(
      'href',
      '/smokehouse-club',
    );
    const quotes = canvas.getByRole('list', { name: 'Testimonials' });
    await expect(within(quotes).getAllByRole('figure')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ignite Your Taste Buds' }),
    ).toBeVisible();
    const page = canvas.getAllByRole('region')[0]!.parentElement!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const CategoryCarousel: Story = {
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Categories' });
    const previous = within(carousel).getByRole('button', { name: 'Previous slide' });
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
  },
};
