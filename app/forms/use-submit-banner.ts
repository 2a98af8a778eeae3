import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * A form's submit with its failure banner: `save` runs with the valid values; if it rejects,
 * the banner above the actions says `failureMessage` (or what it makes of the failure) and
 * everything typed stays. Spread `formProps` on the design system's `Form`.
 */
export function useSubmitBanner<T extends FieldValues, Valid = T>(
  handleSubmit: UseFormHandleSubmit<T, Valid>,
  save: (values: Valid) => Promise<unknown>,
  failureMessage: string | ((failure: unknown) => string),
) {
  const [error, setError] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await save(values);
    } catch (failure) {
      setError(typeof failureMessage === 'string' ? failureMessage : failureMessage(failure));
    }
  });
  return {
    formProps: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      error,
      onDismissError: () => setError(null),
    },
  };
}
