import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { imagesDecoded } from '@ds/primitives/Image/sample-images';
import { recipeCategories, recipes } from '@fixtures/recipes';
import { RecipesScreen } from './RecipesScreen';

/** /recipes on the fixtures: ten recipes in five categories. */
const meta = {
  title: 'Screens/Content/Recipes',
  component: RecipesScreen,
  parameters: { layout: 'fullscreen', route: '/recipes' },
  args: { recipes, categories: [...recipeCategories] },
} satisfies Meta<typeof RecipesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'All Recipes' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 recipes');
    await expect(cardTitles(canvasElement)).toHaveLength(10);
    const brisket = canvas.getByRole('link', { name: 'Texas-Style Smoked Brisket' });
    await expect(brisket).toHaveAttribute('href', '/recipes/texas-style-brisket');
    await imagesDecoded(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    const chips = canvas.getByRole('grid', { name: 'Recipe category' });
    await expect(chips.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await imagesDecoded(canvasElement);
  },
};

/** 'Seafood' shows only the seafood recipes and names the section after it. */
export const SeafoodChip: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chips = canvas.getByRole('grid', { name: 'Recipe category' });
    await userEvent.click(within(chips).getByRole('row', { name: 'Seafood' }));
    await expect(within(chips).getByRole('row', { name: 'Seafood' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Seafood Recipes' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 recipes');
    await expect(cardTitles(canvasElement)).toEqual([
      'Cedar-Plank Salmon',
      'Garlic Butter Shrimp Skewers',
    ]);
    // Keyboard: the arrow moves to the next chip, Enter picks it.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Vegetables & Sides Recipes' }),
    ).toBeVisible();
    await imagesDecoded(canvasElement);
  },
};

/** A shared link with `?category=` opens on that category. */
export const FromLink: Story = {
  parameters: { route: '/recipes?category=smoked-meats' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Smoked Meats Recipes' }),
    ).toBeVisible();
    await expect(cardTitles(canvasElement)).toHaveLength(3);
    await imagesDecoded(canvasElement);
  },
};

/** A category with no recipes (the admin removed them) shows the empty state and a way back. */
export const EmptyCategory: Story = {
  parameters: { route: '/recipes?category=seafood' },
  args: { recipes: recipes.filter((recipe) => recipe.category !== 'Seafood') },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No Seafood recipes yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 recipes');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all recipes' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'All Recipes' })).toBeVisible();
    await expect(cardTitles(canvasElement)).toHaveLength(8);
    await imagesDecoded(canvasElement);
  },
};
