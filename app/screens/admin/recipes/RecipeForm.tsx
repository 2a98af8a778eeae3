import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormRow, FormSection } from '@ds/primitives/Form/Form';
import type { Recipe } from '@domain/types';
import { asOptions } from '@app/records/list-filters';
import { RecordFormModal } from '@app/records/RecordFormModal';
import { SuggestionField } from '@app/records/SuggestionField';
import { useRecordForm, type RecordFormProps } from '@app/records/use-record-form';
import {
  BoundFileDrop,
  BoundListEditor,
  BoundNumberField,
  BoundSelect,
  BoundTextArea,
  BoundTextField,
} from '@app/forms/bound-fields';
import { difficulties } from '@domain/constants';
import {
  emptyRecipeForm,
  recipeFormSchema,
  recipeListLimits,
  toRecipe,
  toRecipeForm,
  type RecipeForm as RecipeFormFields,
} from './recipe-schema';
import { useFormActivity } from '@app/forms/form-activity';

/** `categories`: the five recipe categories, offered as suggestions. */
export interface RecipeFormModalProps extends RecordFormProps<Recipe> {
  /** The recipe being edited; none for Add Recipe. */
  recipe?: Recipe;
}

/**
 * The Add Recipe and Edit Recipe modal: title, category,
 * description, prep and cook time and servings required; servings a whole number (4 by
 * default); difficulty Intermediate by default; one image file; ingredients and steps
 * added one by one; and everything else the recipe page shows, all optional: the temperature
 * guide (smoking, grilling, internal), recommended wood, equipment and pro tips. The submit
 * reads 'Adding...' (or 'Saving...') while it works; a
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
  const form = useForm<RecipeFormFields>({
    resolver: zodResolver(recipeFormSchema),
    mode: 'onTouched',
    defaultValues: recipe ? toRecipeForm(recipe) : emptyRecipeForm(),
  });
  useFormActivity(form.formState);
  const { control } = form;
  const { isSaving, modalProps } = useRecordForm(form, {
    noun: 'Recipe',
    record: recipe,
    nameOf: (edited) => edited.title,
    isOpen,
    draftExclude: ['image'],
    save: (values) => onSubmit(toRecipe(values, recipe)),
    failureMessage: (_failure, isNew) => (isNew ? 'Error adding recipe' : 'Error saving recipe'),
    serverFieldRenames: { imageUrl: 'image' },
    onClose,
  });

  return (
    <RecordFormModal {...modalProps}>
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
          items={asOptions(difficulties)}
        />
      </FormRow>
      <BoundTextArea control={control} name="description" label="Description" rows={3} isRequired />
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
      <FormSection legend="Temperature guide">
        <FormRow columns={3}>
          <BoundTextField
            control={control}
            name="temperature.smoking"
            label="Smoking Temperature"
            placeholder="e.g. 225 °F"
            description="Optional."
          />
          <BoundTextField
            control={control}
            name="temperature.grilling"
            label="Grilling Temperature"
            placeholder="e.g. 450 °F"
            description="Optional."
          />
          <BoundTextField
            control={control}
            name="temperature.internal"
            label="Internal Temperature"
            placeholder="e.g. 203 °F"
            description="Optional; the target to cook to."
          />
        </FormRow>
      </FormSection>
      <BoundListEditor
        control={control}
        name="woodChips"
        label="Recommended Wood"
        inputLabel="New wood"
        itemName="wood"
        placeholder="e.g. Post oak"
        emptyMessage="No wood yet: the recipe page leaves this out."
        description={`Optional; up to ${recipeListLimits.woodChips}.`}
        isDisabled={isSaving}
      />
      <BoundListEditor
        control={control}
        name="equipment"
        label="Equipment"
        inputLabel="New equipment"
        itemName="equipment"
        placeholder="e.g. Offset smoker"
        emptyMessage="No equipment yet."
        description={`Optional; up to ${recipeListLimits.equipment}.`}
        isDisabled={isSaving}
      />
      <BoundListEditor
        control={control}
        name="tips"
        label="Pro Tips"
        inputLabel="New tip"
        itemName="tip"
        placeholder="e.g. Rest the brisket for an hour before slicing."
        emptyMessage="No tips yet."
        description={`Optional; up to ${recipeListLimits.tips}.`}
        isDisabled={isSaving}
      />
    </RecordFormModal>
  );
}
