import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { imagesDecoded } from '@ds/primitives/Image/sample-images';
import { useSearchParams } from 'react-router-dom';
import { recipeListOf, recipeListQuerySchema } from '@domain/recipe-query';
import type { Recipe } from '@domain/types';
import { recipeCategories, recipes } from '@fixtures/recipes';
import { recipeListSearch } from './recipe-categories';
import { RecipesScreen, type RecipesScreenProps } from './RecipesScreen';
import { expectPageLinksOnPhone } from '../../paging/story-checks';

/**
 * Answers the page the story's URL asks for from `all` with the server's own rules
 * (domain/recipe-query.ts), as GET /api/recipe-list would.
 */
function RecipesOnFixtures({ all, ...props }: RecipesScreenProps & { all: Recipe[] }) {
  const [params] = useSearchParams();
  const search = new URLSearchParams(recipeListSearch(params, params.get('category')));
  const query = recipeListQuerySchema.parse(Object.fromEntries(search));
  return <RecipesScreen {...props} recipes={recipeListOf(all, query)} />;
}

/** /recipes on the fixtures: ten recipes in five categories. */
const meta = {
  title: 'Screens/Content/Recipes',
  component: RecipesScreen,
  parameters: { layout: 'fullscreen', route: '/recipes' },
  render: (args, { parameters }) => (
    <RecipesOnFixtures {...args} all={(parameters.all as Recipe[]) ?? recipes} />
  ),
  args: {
    recipes: recipeListOf(recipes, { page: 1, limit: 24 }),
    categories: [...recipeCategories],
  },
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
  parameters: {
    route: '/recipes?category=seafood',
    all: recipes.filter((recipe) => recipe.category !== 'Seafood'),
  },
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

/** Four to a page: the links under the list go to page 2 (in the URL), and a chip starts again at 1. */
export const Paged: Story = {
  parameters: { route: '/recipes?limit=4' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('10 recipes');
    await expect(cardTitles(canvasElement)).toEqual(recipes.slice(0, 4).map((r) => r.title));
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const second = within(nav).getByRole('link', { name: 'Page 2' });
    await expect(second).toHaveAttribute('href', '/recipes?limit=4&page=2');
    // Keyboard: Tab reaches the page links, Enter follows one.
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cardTitles(canvasElement)).toEqual(recipes.slice(4, 8).map((r) => r.title));
    await expect(canvas.getByRole('status')).toHaveTextContent('10 recipes');
    await imagesDecoded(canvasElement);
  },
};

export const PagedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/recipes?limit=4&page=3' },
  play: async ({ canvas, canvasElement }) => {
    await expectPageLinksOnPhone(canvas, 3);
    await expect(cardTitles(canvasElement)).toEqual(recipes.slice(8).map((r) => r.title));
    await imagesDecoded(canvasElement);
  },
};

/** A page past the end (an old link): says so, keeps the total, and links to page 1. */
export const PastTheEnd: Story = {
  parameters: { route: '/recipes?limit=4&page=7' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('10 recipes');
    await expect(canvas.getByRole('heading', { name: 'There is no page 7' })).toBeVisible();
    await expect(canvas.getByText('These 10 recipes fill 3 pages.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the first page' }));
    await expect(cardTitles(canvasElement)).toHaveLength(4);
    await imagesDecoded(canvasElement);
  },
};
