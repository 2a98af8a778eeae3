import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { imagesDecoded } from '@ds/primitives/Image/sample-images';
import { recipeById } from '@fixtures/recipes';
import { RecipeScreen } from './RecipeScreen';

const brisket = recipeById('texas-style-brisket')!;
const salmon = recipeById('cedar-plank-salmon')!;

/** /recipes/:id on the fixtures: the Texas-style brisket, a grilled recipe, and an unknown id. */
const meta = {
  title: 'Screens/Content/Recipe',
  component: RecipeScreen,
  parameters: { layout: 'fullscreen', route: '/recipes/texas-style-brisket' },
  args: { recipe: brisket, isFavorite: false, onToggleFavorite: fn() },
} satisfies Meta<typeof RecipeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('heading', { level: 2, name }).closest('[data-slot="card"], section')!;

export const Desktop: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Texas-Style Smoked Brisket' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    const facts = [...canvasElement.querySelectorAll('dl[data-slot="recipe-facts"] dd')];
    await expect(facts.map((dd) => dd.textContent).slice(1)).toEqual([
      '45 mins',
      '12 hours',
      '12',
      'Advanced',
    ]);
    await expect(
      within(section(canvas, 'Ingredients') as HTMLElement).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(
      within(section(canvas, 'Recommended Wood') as HTMLElement).getByText('Post oak'),
    ).toBeVisible();
    const steps = within(section(canvas, 'Instructions') as HTMLElement).getByRole('list');
    await expect(steps.tagName).toBe('OL');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
    const guide = section(canvas, 'Temperature Guide') as HTMLElement;
    await expect(within(guide).getByText('Smoking temperature')).toBeVisible();
    await expect(within(guide).queryByText('Grilling temperature')).toBeNull();
    await expect(within(guide).getByText('203 °F')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pro Tips' })).toBeVisible();

    const heart = canvas.getByRole('button', { name: 'Favorite Texas-Style Smoked Brisket' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleFavorite).toHaveBeenCalledOnce();
    await imagesDecoded(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Texas-Style Smoked Brisket' }),
    ).toBeVisible();
    await imagesDecoded(canvasElement);
  },
};

/** A saved recipe: the heart is filled and pressed; Space toggles it from the keyboard. */
export const Saved: Story = {
  args: { isFavorite: true },
  play: async ({ args, canvas, canvasElement }) => {
    const heart = canvas.getByRole('button', { name: 'Favorite Texas-Style Smoked Brisket' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    heart.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleFavorite).toHaveBeenCalledOnce();
    await imagesDecoded(canvasElement);
  },
};

/** A grilled recipe: no wood to recommend, and a grilling temperature instead of smoking. */
export const Grilled: Story = {
  args: { recipe: salmon },
  parameters: { route: '/recipes/cedar-plank-salmon' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading', { name: 'Recommended Wood' })).toBeNull();
    const guide = section(canvas, 'Temperature Guide') as HTMLElement;
    await expect(within(guide).getByText('Grilling temperature')).toBeVisible();
    await expect(within(guide).queryByText('Smoking temperature')).toBeNull();
    await imagesDecoded(canvasElement);
  },
};

export const NotFound: Story = {
  args: { recipe: null },
  parameters: { route: '/recipes/no-such-recipe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
