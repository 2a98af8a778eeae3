import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components/Table';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader } from '../../../../design-system/patterns/AdminPageHeader/AdminPageHeader';
import { AdminRecordCell } from '../../../../design-system/patterns/AdminRecordCell/AdminRecordCell';
import { AdminToolbar } from '../../../../design-system/patterns/AdminToolbar/AdminToolbar';
import { AlertDialog } from '../../../../design-system/primitives/AlertDialog/AlertDialog';
import { StatusBadge } from '../../../../design-system/primitives/Badge/Badge';
import { difficultyTones } from '../../../../design-system/primitives/Badge/tones';
import { Button } from '../../../../design-system/primitives/Button/Button';
import { FilterChips } from '../../../../design-system/primitives/FilterChips/FilterChips';
import { IconButton } from '../../../../design-system/primitives/IconButton/IconButton';
import { Section } from '../../../../design-system/primitives/Section/Section';
import { Stack } from '../../../../design-system/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableActions,
  TableBody,
  TableContainer,
  TableHeader,
} from '../../../../design-system/primitives/Table/Table';
import { Text } from '../../../../design-system/primitives/Text/Text';
import type { Difficulty, Recipe } from '../../../../fixtures/types';
import { countLabel } from '../../../admin/format';
import {
  filterAdminRecipes,
  hasRecipeFilters,
  noRecipeFilters,
  readRecipeFilters,
  recipeCategoryOptions,
  sortAdminRecipes,
  writeRecipeFilters,
  type RecipeFilters,
  type RecipeSort,
} from './recipe-filters';
import { RecipeFormModal } from './RecipeForm';
import { difficulties } from './recipe-schema';

export interface AdminRecipesScreenProps {
  recipes: Recipe[];
  /** The five recipe categories: chips and the form's suggestions. */
  categories: string[];
  /** Saves a new (empty id) or edited recipe; rejects when it cannot. */
  onSaveRecipe: (recipe: Recipe) => Promise<unknown>;
  onDeleteRecipe: (recipe: Recipe) => Promise<unknown>;
}

type Editing = { mode: 'add' } | { mode: 'edit'; recipe: Recipe };

export const deleteRecipeMessage = (title: string) =>
  `Are you sure you want to delete "${title}"? This action cannot be undone.`;

/**
 * /admin/recipes: the recipe table (image, title and servings; category; difficulty badge;
 * prep and cook time; edit and delete), searched by title or category and filtered by
 * difficulty and category (in the URL); the Add Recipe and Edit Recipe modal and the
 * delete confirmation.
 */
export function AdminRecipesScreen({
  recipes,
  categories,
  onSaveRecipe,
  onDeleteRecipe,
}: AdminRecipesScreenProps) {
  const [params, setParams] = useSearchParams();
  const chipCategories = recipeCategoryOptions(categories, recipes);
  const filters = readRecipeFilters(params, chipCategories);
  const [filtersOpen, setFiltersOpen] = useState(
    filters.difficulties.length > 0 || filters.categories.length > 0,
  );
  const [sort, setSort] = useState<RecipeSort>();
  const [editing, setEditing] = useState<Editing>({ mode: 'add' });
  const [isEditorOpen, setEditorOpen] = useState(false);
  // A new key for every opening: the form starts again from the recipe (or empty).
  const [editorKey, setEditorKey] = useState(0);
  const [deleting, setDeleting] = useState<Recipe | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  const shown = sortAdminRecipes(filterAdminRecipes(recipes, filters), sort);
  const isFiltered = hasRecipeFilters(filters);

  const update = (change: Partial<RecipeFilters>) =>
    setParams(writeRecipeFilters({ ...filters, ...change }), {
      replace: true,
      preventScrollReset: true,
    });

  function openEditor(next: Editing) {
    setEditing(next);
    setEditorKey((key) => key + 1);
    setEditorOpen(true);
  }

  async function save(recipe: Recipe) {
    await onSaveRecipe(recipe);
    setEditorOpen(false);
  }

  return (
    <Section spacing="sm">
      <AdminPageHeader
        title="Recipe Management"
        description="Publish and update the recipes on the public recipe pages."
        actions={
          <Button variant="accent" onPress={() => openEditor({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            Add Recipe
          </Button>
        }
      />
      <Stack gap="md">
        <AdminToolbar
          searchLabel="Search recipes"
          searchPlaceholder="Search by title or category..."
          searchValue={filters.query}
          onSearchChange={(query) => update({ query })}
          isFiltersOpen={filtersOpen}
          onFiltersOpenChange={setFiltersOpen}
          hasActiveFilters={isFiltered}
          onClearFilters={() => update(noRecipeFilters)}
          filters={
            <>
              <FilterChips
                label="Difficulty"
                includeAll
                options={difficulties.map((difficulty) => ({ id: difficulty, label: difficulty }))}
                selectedKeys={filters.difficulties}
                onSelectionChange={(keys) =>
                  update({ difficulties: [...keys].map(String) as Difficulty[] })
                }
              />
              <FilterChips
                label="Category"
                includeAll
                options={chipCategories.map((category) => ({ id: category, label: category }))}
                selectedKeys={filters.categories}
                onSelectionChange={(keys) => update({ categories: [...keys].map(String) })}
              />
            </>
          }
        />
        <Text size="sm" tone="muted" role="status" aria-live="polite">
          {isFiltered
            ? `Showing ${shown.length} of ${countLabel(recipes.length, 'recipe')}`
            : countLabel(recipes.length, 'recipe')}
        </Text>
        <TableContainer label="Recipes table">
          <Table
            aria-label="Recipes"
            sortDescriptor={sort as SortDescriptor | undefined}
            onSortChange={(descriptor) => setSort(descriptor as RecipeSort)}
          >
            <TableHeader>
              <Column id="title" isRowHeader allowsSorting>
                Recipe
              </Column>
              <Column id="category" allowsSorting>
                Category
              </Column>
              <Column id="difficulty" allowsSorting>
                Difficulty
              </Column>
              <Column id="time">Time</Column>
              <Column id="actions" align="end">
                Actions
              </Column>
            </TableHeader>
            <TableBody
              items={shown}
              renderEmptyState={() => (
                <Stack gap="sm" align="center">
                  <Text weight="semibold">No recipes found</Text>
                  <Text size="sm" tone="muted">
                    {recipes.length === 0
                      ? 'Add your first recipe to publish it.'
                      : 'No recipe matches this search and these filters.'}
                  </Text>
                  {isFiltered ? (
                    <Button variant="outline" size="sm" onPress={() => update(noRecipeFilters)}>
                      Clear all filters
                    </Button>
                  ) : null}
                </Stack>
              )}
            >
              {(recipe) => (
                <Row id={recipe.id}>
                  <Cell textValue={recipe.title}>
                    <AdminRecordCell
                      title={recipe.title}
                      details={[`Serves ${recipe.servings}`]}
                      imageSrc={recipe.imageUrl}
                    />
                  </Cell>
                  <Cell>{recipe.category}</Cell>
                  <Cell>
                    <StatusBadge tones={difficultyTones} value={recipe.difficulty} />
                  </Cell>
                  <Cell textValue={`Prep ${recipe.prepTime}, cook ${recipe.cookTime}`}>
                    <Stack gap="none">
                      <Text as="span" truncate size="sm">
                        Prep: {recipe.prepTime}
                      </Text>
                      <Text as="span" truncate size="sm" tone="muted">
                        Cook: {recipe.cookTime}
                      </Text>
                    </Stack>
                  </Cell>
                  <Cell align="end">
                    <TableActions>
                      <IconButton
                        label={`Edit ${recipe.title}`}
                        size="sm"
                        onPress={() => openEditor({ mode: 'edit', recipe })}
                      >
                        <Pencil aria-hidden="true" />
                      </IconButton>
                      <IconButton
                        label={`Delete ${recipe.title}`}
                        size="sm"
                        onPress={() => {
                          setDeleting(recipe);
                          setDeleteOpen(true);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </IconButton>
                    </TableActions>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>

      <RecipeFormModal
        key={editorKey}
        isOpen={isEditorOpen}
        onClose={() => setEditorOpen(false)}
        recipe={editing.mode === 'edit' ? editing.recipe : undefined}
        categories={categories}
        onSubmit={save}
      />

      <AlertDialog
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete Recipe"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => (deleting ? onDeleteRecipe(deleting) : undefined)}
      >
        {deleting ? deleteRecipeMessage(deleting.title) : null}
      </AlertDialog>
    </Section>
  );
}
