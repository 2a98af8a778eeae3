import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { imagesDecoded } from '../../primitives/Image/sample-images';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';
import { RecipeCard } from './RecipeCard';

function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/**
 * Use RecipeCard for a recipe in a grid (the Recipes page, search results): image, category,
 * title, stars, prep and cook time and the difficulty badge (Easy green, Intermediate yellow,
 * Advanced red). The whole card is one link to the recipe; an `imageAction` (a heart) stays
 * its own button.
 */
const meta = {
  title: 'Patterns/RecipeCard',
  component: RecipeCard,
  args: {
    title: 'Texas-Style Smoked Brisket',
    href: '/recipes/texas-style-brisket',
    imageSrc: '/images/recipes/texas-style-brisket.svg',
    category: 'Smoked Meats',
    rating: 4.9,
    prepTime: '45 mins',
    cookTime: '12 hours',
    difficulty: 'Advanced',
    className: 'max-w-xs',
  },
  render: (args) => (
    <>
      <RecipeCard {...args} />
      <CurrentPage />
    </>
  ),
} satisfies Meta<typeof RecipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible();
    await expect(canvas.getByText('Prep 45 mins')).toBeVisible();
    await expect(canvas.getByText('Cook 12 hours')).toBeVisible();
    await expect(canvas.getByText('Advanced').closest('[data-slot="badge"]')).toHaveClass(
      'bg-danger-50',
    );
  },
};

/** A press anywhere on the card follows its title link. */
export const NavigatesToRecipe: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Texas-Style Smoked Brisket' }));
    await expect(canvas.getByText('Current page: /recipes/texas-style-brisket')).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Texas-Style Smoked Brisket' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Current page: /recipes/texas-style-brisket')).toBeVisible();
  },
};

export const Difficulties: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      <RecipeCard
        {...args}
        className=""
        title="Smoked Beer-Can Chicken"
        href="/recipes/beer-can-chicken"
        imageSrc="/images/recipes/beer-can-chicken.svg"
        category="Grilled Poultry"
        rating={4.5}
        prepTime="15 mins"
        cookTime="1 hour 30 mins"
        difficulty="Easy"
      />
      <RecipeCard
        {...args}
        className=""
        title="Memphis Dry-Rub Baby Back Ribs"
        href="/recipes/memphis-baby-back-ribs"
        imageSrc="/images/recipes/memphis-baby-back-ribs.svg"
        rating={4.7}
        prepTime="30 mins"
        cookTime="5 hours"
        difficulty="Intermediate"
      />
      <RecipeCard {...args} className="" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    const tone = (text: string) => canvas.getByText(text).closest('[data-slot="badge"]');
    await expect(tone('Easy')).toHaveClass('bg-success-50');
    await expect(tone('Intermediate')).toHaveClass('bg-warning-50');
    await expect(tone('Advanced')).toHaveClass('bg-danger-50');
  },
};

/** A heart on the image stays its own button: pressing it does not follow the card link. */
const onFavoriteChange = fn();

export const WithFavorite: Story = {
  args: {
    imageAction: (
      <ToggleButton variant="favorite" size="sm" label="Favorite" onChange={onFavoriteChange} />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    onFavoriteChange.mockClear();
    await imagesDecoded(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Favorite' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(onFavoriteChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Current page: /')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Double-Smoked Holiday Ham with a Bourbon, Brown Sugar and Cherry Cola Glaze',
    category: 'Smoked Meats',
    prepTime: '1 hour 15 mins',
    cookTime: '4 hours 30 mins',
  },
  play: async ({ canvasElement }) => imagesDecoded(canvasElement),
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full' },
  play: async ({ canvasElement }) => imagesDecoded(canvasElement),
};
