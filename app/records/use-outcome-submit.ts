import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { SaveOutcome } from './outcome';

/**
 * The submit of a short add/edit form whose save answers with a SaveOutcome: done closes
 * the modal; a refusal about a field shows under it (focused), anything else in the form's
 * banner. What was typed stays.
 */
export function useOutcomeSubmit<
  Fields extends FieldValues,
  Output,
  Field extends Path<Fields> & string,
>(
  form: UseFormReturn<Fields, unknown, Output>,
  save: (values: Output) => Promise<SaveOutcome<Field>>,
  onClose: () => void,
) {
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const outcome = await save(values);
    if (outcome.ok) return onClose();
    if (outcome.field)
      form.setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    else setFormError(outcome.message);
  });

  return { submit, formError, setFormError };
}
