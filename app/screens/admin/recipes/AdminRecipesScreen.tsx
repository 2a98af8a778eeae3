import { Plus } from 'lucide-react';
import { AdminRecordCell } from '@ds/patterns/AdminRecordCell/AdminRecordCell';
import { AdminToolbar } from '@ds/patterns/AdminToolbar/AdminToolbar';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { difficultyTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import { FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import { Stack } from '@ds/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '@ds/primitives/Table/Table';
import { Text } from '@ds/primitives/Text/Text';
import type { Difficulty, Recipe } from '@domain/types';
import { AdminListLayout } from '@app/admin/AdminListLayout';
import { DeleteRecordDialog } from '@app/records/DeleteRecordDialog';
import { shownOfTotal } from '@app/admin/format';
import { asOptions } from '@app/records/list-filters';
import { RecordActions } from '@app/records/RecordActions';
import { TableEmptyState } from '@app/records/TableEmptyState';
import { useRecordEditor } from '@app/records/use-record-editor';
import { useTableSort } from '@app/records/use-table-sort';
import { useUrlFilters } from '@app/records/use-url-filters';
import {
  filterAdminRecipes,
  hasRecipeFilters,
  noRecipeFilters,
  readRecipeFilters,
  recipeCategoryOptions,
  sortAdminRecipes,
  writeRecipeFilters,
  type RecipeSortColumn,
} from './admin-recipe-filters';
import { RecipeFormModal } from './RecipeForm';
import { difficulties } from '@domain/constants';
import { countOf } from '@ds/lib/count';

export interface AdminRecipesScreenProps {
  recipes: Recipe[];
  /** The five recipe categories: chips and the form's suggestions. */
  categories: string[];
  /** Saves a new (empty id) or edited recipe; rejects when it cannot. */
  onSaveRecipe: (recipe: Recipe) => Promise<unknown>;
  onDeleteRecipe: (recipe: Recipe) => Promise<unknown>;
}

/** /admin/recipes: the recipes, to add, edit and delete; filters are kept in the URL. */
export function AdminRecipesScreen({
  recipes,
  categories,
  onSaveRecipe,
  onDeleteRecipe,
}: AdminRecipesScreenProps) {
  const chipCategories = recipeCategoryOptions(categories, recipes);
  const { filters, update, isFiltered, clear, toolbarProps } = useUrlFilters({
    read: (params) => readRecipeFilters(params, chipCategories),
    write: writeRecipeFilters,
    none: noRecipeFilters,
    isFiltered: hasRecipeFilters,
    hasPanelFilters: (current) => current.difficulties.length > 0 || current.categories.length > 0,
  });
  const { sort, tableProps } = useTableSort<RecipeSortColumn>();
  const editor = useRecordEditor({ onSave: onSaveRecipe, onDelete: onDeleteRecipe });

  const shown = sortAdminRecipes(filterAdminRecipes(recipes, filters), sort);

  return (
    <>
      <AdminListLayout
        title="Recipe Management"
        description="Publish and update the recipes on the public recipe pages."
        actions={
          <Button variant="accent" onPress={editor.openAdd}>
            <Plus aria-hidden="true" />
            Add Recipe
          </Button>
        }
        toolbar={
          <AdminToolbar
            searchLabel="Search recipes"
            searchPlaceholder="Search by title or category..."
            {...toolbarProps}
            filters={
              <>
                <FilterChips
                  label="Difficulty"
                  includeAll
                  options={asOptions(difficulties)}
                  selectedKeys={filters.difficulties}
                  onSelectionChange={(keys) =>
                    update({ difficulties: [...keys].map(String) as Difficulty[] })
                  }
                />
                <FilterChips
                  label="Category"
                  includeAll
                  options={asOptions(chipCategories)}
                  selectedKeys={filters.categories}
                  onSelectionChange={(keys) => update({ categories: [...keys].map(String) })}
                />
              </>
            }
          />
        }
        count={shownOfTotal(shown.length, countOf(recipes.length, 'recipe'), isFiltered)}
      >
        <TableContainer label="Recipes table">
          <Table aria-label="Recipes" {...tableProps}>
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
                <TableEmptyState
                  title="No recipes found"
                  description={
                    recipes.length === 0
                      ? 'Add your first recipe to publish it.'
                      : 'No recipe matches this search and these filters.'
                  }
                  onClearFilters={isFiltered ? clear : undefined}
                />
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
                    <RecordActions name={recipe.title} {...editor.actionsFor(recipe)} />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </AdminListLayout>

      <RecipeFormModal
        key={editor.editorKey}
        isOpen={editor.isEditorOpen}
        onClose={editor.closeEditor}
        recipe={editor.editing}
        categories={categories}
        onSubmit={editor.save}
      />

      <DeleteRecordDialog
        {...editor.deleteDialog}
        title="Delete Recipe"
        name={editor.deleting?.title}
      />
    </>
  );
}
