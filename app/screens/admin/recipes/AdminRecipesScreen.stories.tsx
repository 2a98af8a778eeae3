import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { recipeCategories, recipes } from '@fixtures/recipes';
import { clearAdminDrafts, pngFile } from '@app/admin/story-files';
import { AdminRecipesScreen, type AdminRecipesScreenProps } from './AdminRecipesScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

type SaveRecipe = AdminRecipesScreenProps['onSaveRecipe'];

/** /admin/recipes on the fixtures: ten recipes in five categories. */
const meta = {
  title: 'Screens/Admin/Recipes',
  component: AdminRecipesScreen,
  parameters: { layout: 'fullscreen', route: '/admin/recipes' },
  beforeEach: clearAdminDrafts,
  args: {
    recipes,
    categories: [...recipeCategories],
    onSaveRecipe: fn<SaveRecipe>(async () => undefined),
    onDeleteRecipe: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminRecipesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('grid', { name: 'Recipes' });
const titles = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function openAddRecipe(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Add Recipe' }));
  return within(await screen.findByRole('dialog', { name: 'Add Recipe' }));
}

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Recipe Management' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 recipes');
    const brisket = within(table()).getByRole('row', { name: /Texas-Style Smoked Brisket/ });
    await expect(brisket).toHaveTextContent('Serves 12');
    await expect(brisket).toHaveTextContent('Prep: 45 mins');
    await expect(brisket).toHaveTextContent('Cook: 12 hours');
    // Spec: green Easy, yellow Intermediate, red Advanced.
    await expect(within(brisket).getByText('Advanced')).toHaveAttribute('data-value', 'Advanced');
    await expect(within(brisket).getByText('Advanced').className).toContain('bg-danger-50');
    const ribs = within(table()).getByRole('row', { name: /Memphis Dry-Rub Baby Back Ribs/ });
    await expect(within(ribs).getByText('Intermediate').className).toContain('bg-warning-50');
    const chicken = within(table()).getByRole('row', { name: /Smoked Beer-Can Chicken/ });
    await expect(within(chicken).getByText('Easy').className).toContain('bg-success-50');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Recipe Management' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Recipe' })).toBeVisible();
  },
};

export const SearchAndFilters: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search recipes' }), 'seafood');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 10 recipes');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search recipes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const difficulty = canvas.getByRole('grid', { name: 'Difficulty' });
    await userEvent.click(within(difficulty).getByRole('row', { name: 'Intermediate' }));
    await userEvent.click(within(difficulty).getByRole('row', { name: 'Advanced' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 of 10 recipes');
    const category = canvas.getByRole('grid', { name: 'Category' });
    await userEvent.click(within(category).getByRole('row', { name: 'Smoked Meats' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 of 10 recipes');
    await userEvent.click(within(category).getByRole('row', { name: 'Seafood' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 of 10 recipes');
    await userEvent.click(within(difficulty).getByRole('row', { name: 'All' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 of 10 recipes');
  },
};

export const EmptyFilterResult: Story = {
  parameters: { route: '/admin/recipes?difficulty=Advanced&category=Seafood' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recipes found')).toBeVisible();
    await userEvent.click(within(table()).getByRole('button', { name: 'Clear all filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('10 recipes');
  },
};

/** Ingredients and steps one at a time; servings 4 and Intermediate by default. */
export const AddRecipe: Story = {
  play: async ({ args, canvas }) => {
    const form = await openAddRecipe(canvas);
    await expect(form.getByRole('textbox', { name: 'Servings' })).toHaveValue('4');
    await expect(form.getByRole('button', { name: /Difficulty/ })).toHaveTextContent(
      'Intermediate',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Recipe Title' }), 'Smoked Turkey');
    await userEvent.type(form.getByRole('combobox', { name: 'Category' }), 'Grilled P');
    await userEvent.click(await screen.findByRole('option', { name: 'Grilled Poultry' }));
    await userEvent.type(
      form.getByRole('textbox', { name: 'Description' }),
      'A whole turkey, brined and smoked over apple wood.',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Prep Time' }), '1 hour');
    await userEvent.type(form.getByRole('textbox', { name: 'Cook Time' }), '5 hours');
    const servings = form.getByRole('textbox', { name: 'Servings' });
    await userEvent.clear(servings);
    await userEvent.type(servings, '12');
    await userEvent.click(form.getByRole('button', { name: /Difficulty/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Advanced' }));

    const ingredients = form.getByRole('group', { name: 'Ingredients' });
    await userEvent.type(
      within(ingredients).getByRole('textbox', { name: 'New ingredient' }),
      '1 whole turkey (12 lb)',
    );
    await userEvent.click(within(ingredients).getByRole('button', { name: 'Add' }));
    await userEvent.type(
      within(ingredients).getByRole('textbox', { name: 'New ingredient' }),
      'Apple wood chunks{Enter}',
    );
    const steps = form.getByRole('group', { name: 'Instructions' });
    await userEvent.type(
      within(steps).getByRole('textbox', { name: 'New step' }),
      'Brine overnight.{Enter}',
    );
    await userEvent.type(
      within(steps).getByRole('textbox', { name: 'New step' }),
      'Smoke at 275 °F to 165 °F in the breast.{Enter}',
    );
    await userEvent.click(within(steps).getByRole('button', { name: 'Remove step 2' }));
    await userEvent.type(
      within(steps).getByRole('textbox', { name: 'New step' }),
      'Smoke at 275 °F.{Enter}',
    );
    await userEvent.upload(
      screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]')!,
      pngFile('turkey.png', 1),
    );
    await expect(await form.findByRole('img', { name: 'turkey.png' })).toBeVisible();

    await userEvent.click(form.getByRole('button', { name: 'Add Recipe' }));
    await waitFor(() => expect(args.onSaveRecipe).toHaveBeenCalledOnce());
    await expect(args.onSaveRecipe).toHaveBeenCalledWith({
      id: '',
      title: 'Smoked Turkey',
      category: 'Grilled Poultry',
      description: 'A whole turkey, brined and smoked over apple wood.',
      prepTime: '1 hour',
      cookTime: '5 hours',
      servings: 12,
      difficulty: 'Advanced',
      imageUrl: expect.stringMatching(/^data:image\/png;base64,/),
      rating: 0,
      ingredients: ['1 whole turkey (12 lb)', 'Apple wood chunks'],
      instructions: ['Brine overnight.', 'Smoke at 275 °F.'],
      tips: [],
      equipment: [],
      temperature: { internal: 'See recipe' },
    });
    // Saved: the form is reset and hidden.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

export const InvalidForm: Story = {
  play: async ({ args, canvas }) => {
    const form = await openAddRecipe(canvas);
    await userEvent.clear(form.getByRole('textbox', { name: 'Servings' }));
    await userEvent.click(form.getByRole('button', { name: 'Add Recipe' }));
    await expect(await form.findByText('Recipe title is required')).toBeVisible();
    await expect(form.getByText('Category is required')).toBeVisible();
    await expect(form.getByText('Description is required')).toBeVisible();
    await expect(form.getByText('Prep time is required')).toBeVisible();
    await expect(form.getByText('Cook time is required')).toBeVisible();
    await expect(form.getByText('Servings is required')).toBeVisible();
    await expect(form.getByText('Add at least one ingredient')).toBeVisible();
    await expect(form.getByText('Add at least one step')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Recipe Title' })).toHaveFocus();
    await expect(args.onSaveRecipe).not.toHaveBeenCalled();
  },
};

const ribs = recipes.find((recipe) => recipe.id === 'memphis-baby-back-ribs')!;

/** Edit opens the same form filled in; a failure says so and keeps the input. */
export const EditRecipeFailure: Story = {
  args: {
    onSaveRecipe: fn<SaveRecipe>(async () => {
      throw new Error('Storage full');
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit Memphis Dry-Rub Baby Back Ribs' }),
    );
    const form = within(await screen.findByRole('dialog', { name: 'Edit Recipe' }));
    await expect(form.getByRole('textbox', { name: 'Recipe Title' })).toHaveValue(ribs.title);
    const steps = form.getByRole('group', { name: 'Instructions' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(ribs.instructions.length);
    await userEvent.clear(form.getByRole('textbox', { name: 'Cook Time' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Cook Time' }), '6 hours');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Error saving recipe');
    await expect(args.onSaveRecipe).toHaveBeenCalledWith({ ...ribs, cookTime: '6 hours' });
    await expect(form.getByRole('textbox', { name: 'Cook Time' })).toHaveValue('6 hours');
  },
};

/** Adding fails: 'Error adding recipe' in the form's banner. */
export const AddRecipeFailure: Story = {
  args: {
    onSaveRecipe: fn<SaveRecipe>(async () => {
      throw new Error('Storage full');
    }),
  },
  play: async ({ canvas }) => {
    const form = await openAddRecipe(canvas);
    await userEvent.type(form.getByRole('textbox', { name: 'Recipe Title' }), 'Smoked Nuts');
    await userEvent.type(form.getByRole('combobox', { name: 'Category' }), 'Snacks');
    await userEvent.tab();
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Spiced nuts.');
    await userEvent.type(form.getByRole('textbox', { name: 'Prep Time' }), '5 mins');
    await userEvent.type(form.getByRole('textbox', { name: 'Cook Time' }), '1 hour');
    await userEvent.type(form.getByRole('textbox', { name: 'New ingredient' }), 'Pecans{Enter}');
    await userEvent.type(form.getByRole('textbox', { name: 'New step' }), 'Smoke.{Enter}');
    await userEvent.click(form.getByRole('button', { name: 'Add Recipe' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Error adding recipe');
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('Snacks');
  },
};

/** While saving the submit reads 'Adding...' and both buttons are disabled. */
export const Adding: Story = {
  args: { onSaveRecipe: fn<SaveRecipe>(() => new Promise(() => undefined)) },
  play: async ({ canvas }) => {
    const form = await openAddRecipe(canvas);
    await userEvent.type(form.getByRole('textbox', { name: 'Recipe Title' }), 'Smoked Nuts');
    await userEvent.type(form.getByRole('combobox', { name: 'Category' }), 'Snacks');
    await userEvent.tab();
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Spiced nuts.');
    await userEvent.type(form.getByRole('textbox', { name: 'Prep Time' }), '5 mins');
    await userEvent.type(form.getByRole('textbox', { name: 'Cook Time' }), '1 hour');
    await userEvent.type(form.getByRole('textbox', { name: 'New ingredient' }), 'Pecans{Enter}');
    await userEvent.type(form.getByRole('textbox', { name: 'New step' }), 'Smoke.{Enter}');
    await userEvent.click(form.getByRole('button', { name: 'Add Recipe' }));
    await expect(await form.findByRole('button', { name: 'Adding...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Cedar-Plank Salmon' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Delete Recipe/ });
    await expect(confirm).toHaveTextContent(
      'Are you sure you want to delete "Cedar-Plank Salmon"? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteRecipe).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'cedar-plank-salmon' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

export const SortByDifficulty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('columnheader', { name: /Difficulty/ }));
    await expect(titles()[0]).toMatch(/^Cedar-Plank Salmon/);
    await expect(titles().at(-1)).toMatch(/^Texas-Style Smoked Brisket/);
  },
};

const brisket = recipes.find((recipe) => recipe.id === 'texas-style-brisket')!;

/** Everything the recipe page shows is editable: temperatures, wood, equipment and pro tips. */
export const EditGuideWoodEquipmentTips: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${brisket.title}` }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Recipe' }));
    const guide = form.getByRole('group', { name: 'Temperature guide' });
    await expect(within(guide).getByRole('textbox', { name: 'Smoking Temperature' })).toHaveValue(
      brisket.temperature.smoking,
    );
    await userEvent.type(
      within(guide).getByRole('textbox', { name: 'Grilling Temperature' }),
      '450 °F',
    );
    const wood = form.getByRole('group', { name: 'Recommended Wood' });
    await expect(within(wood).getAllByRole('listitem')).toHaveLength(brisket.woodChips!.length);
    await userEvent.click(within(wood).getByRole('button', { name: 'Remove wood 1' }));
    const equipment = form.getByRole('group', { name: 'Equipment' });
    await userEvent.type(
      within(equipment).getByRole('textbox', { name: 'New equipment' }),
      'Butcher paper{Enter}',
    );
    const tips = form.getByRole('group', { name: 'Pro Tips' });
    await userEvent.type(
      within(tips).getByRole('textbox', { name: 'New tip' }),
      'Slice against the grain.{Enter}',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onSaveRecipe).toHaveBeenCalledOnce());
    await expect(args.onSaveRecipe).toHaveBeenCalledWith({
      ...brisket,
      temperature: { ...brisket.temperature, grilling: '450 °F' },
      woodChips: brisket.woodChips!.slice(1),
      equipment: [...brisket.equipment, 'Butcher paper'],
      tips: [...brisket.tips, 'Slice against the grain.'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearLiveAnnouncer();
  },
};
