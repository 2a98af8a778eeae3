import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ComponentProps } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { ListEditor } from '../../../../design-system/patterns/ListEditor/ListEditor';
import { Button } from '../../../../design-system/primitives/Button/Button';
import { Form, FormRow } from '../../../../design-system/primitives/Form/Form';
import { Modal } from '../../../../design-system/primitives/Modal/Modal';
import type { Recipe } from '../../../../fixtures/types';
import { SuggestionField } from '../../../admin/SuggestionField';
import { useBannerInView } from '../../../admin/use-banner-in-view';
import {
  BoundFileDrop,
  BoundNumberField,
  BoundSelect,
  BoundTextArea,
  BoundTextField,
} from '../../../forms/bound-fields';
import { useFormDraft } from '../../../forms/use-form-draft';
import {
  difficulties,
  emptyRecipeForm,
  recipeFormSchema,
  toRecipe,
  toRecipeForm,
  type RecipeForm as RecipeFormFields,
} from './recipe-schema';

export interface RecipeFormModalProps {
  isOpen: boolean;
  /** Cancel, the × or Escape (never while saving). */
  onClose: () => void;
  /** The recipe being edited; none for Add Recipe. */
  recipe?: Recipe;
  /** The category suggestions (the five recipe categories); any other text is accepted. */
  categories: readonly string[];
  /**
   * Saves the recipe and closes the modal; a rejection shows 'Error adding recipe' and keeps
   * what was typed.
   */
  onSubmit: (recipe: Recipe) => Promise<unknown>;
}

export const recipeDraftKey = (recipe?: Recipe) =>
  recipe ? `admin-recipe-${recipe.id}` : 'admin-recipe-new';

/** The ingredients or the steps: entries added one at a time, each removable. */
function BoundListEditor({
  control,
  name,
  ...props
}: {
  control: Control<RecipeFormFields>;
  name: 'ingredients' | 'instructions';
} & Omit<
  ComponentProps<typeof ListEditor>,
  'items' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ListEditor
      {...props}
      items={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
    />
  );
}

/**
 * The Add Recipe and Edit Recipe modal (spec sections 4 and 5): title, category,
 * description, prep and cook time and servings required; servings a whole number (4 by
 * default); difficulty Intermediate by default; one image file; ingredients and steps
 * added one by one. The submit reads 'Adding...' (or 'Saving...') while it works; a
 * failure shows 'Error adding recipe'. The buttons sit in the modal's sticky footer. Mount
 * a fresh one (a new `key`) for each opening.
 */
export function RecipeFormModal({
  isOpen,
  onClose,
  recipe,
  categories,
  onSubmit,
}: RecipeFormModalProps) {
  const formId = useId();
  const isNew = recipe === undefined;
  const form = useForm<RecipeFormFields>({
    resolver: zodResolver(recipeFormSchema),
    mode: 'onTouched',
    defaultValues: recipe ? toRecipeForm(recipe) : emptyRecipeForm(),
  });
  const { control, formState } = form;
  const draft = useFormDraft(form, recipeDraftKey(recipe), ['image']);
  const [error, setError] = useState<string | null>(null);
  useBannerInView(formId, error);
  const isSaving = formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(toRecipe(values, recipe));
      // Saved and hidden; the next opening mounts a fresh, empty form (spec: reset).
      draft.clear();
    } catch {
      setError(isNew ? 'Error adding recipe' : 'Error saving recipe');
    }
  });

  const cancel = () => {
    if (isSaving) return;
    draft.clear();
    onClose();
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
      showCloseButton={!isSaving}
      size="lg"
      title={isNew ? 'Add Recipe' : 'Edit Recipe'}
      footer={
        <>
          <Button variant="outline" isDisabled={isSaving} onPress={cancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="accent"
            isPending={isSaving}
            pendingLabel={isNew ? 'Adding...' : 'Saving...'}
          >
            {isNew ? 'Add Recipe' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        aria-label={isNew ? 'Add Recipe' : `Edit ${recipe.title}`}
        onSubmit={(event) => void submit(event)}
        error={error}
        onDismissError={() => setError(null)}
      >
        <BoundTextField control={control} name="title" label="Recipe Title" isRequired />
        <FormRow>
          <SuggestionField
            control={control}
            name="category"
            label="Category"
            suggestions={categories}
            isRequired
          />
          <BoundSelect
            control={control}
            name="difficulty"
            label="Difficulty"
            items={difficulties.map((difficulty) => ({ id: difficulty, label: difficulty }))}
          />
        </FormRow>
        <BoundTextArea
          control={control}
          name="description"
          label="Description"
          rows={3}
          isRequired
        />
        <FormRow columns={3}>
          <BoundTextField
            control={control}
            name="prepTime"
            label="Prep Time"
            placeholder="e.g. 30 mins"
            isRequired
          />
          <BoundTextField
            control={control}
            name="cookTime"
            label="Cook Time"
            placeholder="e.g. 6 hours"
            isRequired
          />
          <BoundNumberField
            control={control}
            name="servings"
            label="Servings"
            minValue={1}
            step={1}
            formatOptions={{ maximumFractionDigits: 0 }}
            isRequired
          />
        </FormRow>
        <BoundTextField
          control={control}
          name="internalTemperature"
          label="Internal Temperature"
          placeholder="e.g. 203 °F"
          description="Optional; the target shown in the recipe's temperature guide."
        />
        <BoundFileDrop
          control={control}
          name="image"
          label="Recipe Image"
          maxFiles={1}
          description="Optional; one image file."
          isDisabled={isSaving}
        />
        <BoundListEditor
          control={control}
          name="ingredients"
          label="Ingredients"
          inputLabel="New ingredient"
          itemName="ingredient"
          placeholder="e.g. 2 tbsp smoked paprika"
          emptyMessage="No ingredients yet."
          description="Press Enter or Add to add each ingredient."
          isDisabled={isSaving}
        />
        <BoundListEditor
          control={control}
          name="instructions"
          label="Instructions"
          inputLabel="New step"
          itemName="step"
          placeholder="e.g. Heat the smoker to 250 °F."
          emptyMessage="No steps yet."
          description="Press Enter or Add to add each step, in order."
          ordered
          isDisabled={isSaving}
        />
      </Form>
    </Modal>
  );
}
