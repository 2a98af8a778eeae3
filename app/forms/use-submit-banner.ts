import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { rateLimitMessage } from '../data/api';
import { placeServerFieldErrors, type ServerFieldRenames } from './server-field-errors';

/** Where a refusal's field messages go: the form's setError, and its names for the API's fields. */
export interface ServerFieldTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  renames?: ServerFieldRenames;
}

/**
 * A form's submit with its failure banner: `save` runs with the valid values; if it rejects,
 * the banner above the actions says `failureMessage` (or what it makes of the failure) and
 * everything typed stays; a 429 says how long to wait instead. With `serverFields`, a refusal's field messages show under their
 * fields instead (the first is focused). Spread `formProps` on the design system's `Form`.
 */
export function useSubmitBanner<T extends FieldValues, Valid = T>(
  handleSubmit: UseFormHandleSubmit<T, Valid>,
  save: (values: Valid) => Promise<unknown>,
  failureMessage: string | ((failure: unknown) => string),
  serverFields?: ServerFieldTarget<T>,
) {
  const [error, setError] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await save(values);
    } catch (failure) {
      if (
        serverFields &&
        placeServerFieldErrors(serverFields.setError, values, failure, serverFields.renames)
      ) {
        return;
      }
      setError(
        rateLimitMessage(failure) ??
          (typeof failureMessage === 'string' ? failureMessage : failureMessage(failure)),
      );
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
