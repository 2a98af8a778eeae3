import { useId, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, rateLimitMessage } from '../data/api';
import { useFormDraft } from '../forms/use-form-draft';
import { formFieldFor } from './server-fields';
import { useBannerInView } from './use-banner-in-view';

/** What every catalogue add/edit modal (products, recipes) takes from its screen. */
export interface RecordFormProps<T> {
  isOpen: boolean;
  /** Cancel, the × or Escape (never while saving). */
  onClose: () => void;
  /** The category suggestions; any other text makes a new category. */
  categories: readonly string[];
  /**
   * Saves the record and closes the modal; a rejection shows in the form's banner and keeps
   * what was typed.
   */
  onSubmit: (record: T) => Promise<unknown>;
}

/** The draft key of an add/edit form, so a reload mid-edit loses nothing. */
export const recordDraftKey = (kind: string, record?: { id: string }) =>
  record ? `admin-${kind}-${record.id}` : `admin-${kind}-new`;

export interface RecordFormOptions<Fields extends FieldValues, T extends { id: string }> {
  /** 'Product': the modal says 'Add Product', or 'Edit Product' and names the record. */
  noun: string;
  /** The record being edited; none to add one. */
  record: T | undefined;
  /** The record's name, for the form's accessible name ('Edit Texas Brisket Rub'). */
  nameOf: (record: T) => string;
  isOpen: boolean;
  /** Fields the draft does not keep (files). */
  draftExclude?: readonly Path<Fields>[];
  /** Saves the valid values; a rejection becomes the banner's message. */
  save: (values: Fields) => Promise<unknown>;
  /** The banner's message for a failed save. */
  failureMessage: (failure: unknown, isNew: boolean) => string;
  /** The server's field names that differ from the form's ({ priceCents: 'price' }). */
  serverFieldRenames?: Readonly<Record<string, string>>;
  onClose: () => void;
}

/**
 * The behaviour of a long add/edit form in a RecordFormModal with sticky actions: a draft
 * kept through a reload (cleared after a save or a cancel), the failure banner scrolled into
 * view, and the props to spread on the modal ('Add Product' or 'Edit Product' and the
 * rest). Call it after the form's useFieldArray hooks,
 * so a restored draft reaches them.
 */
export function useRecordForm<Fields extends FieldValues, T extends { id: string }>(
  form: UseFormReturn<Fields>,
  {
    noun,
    record,
    nameOf,
    isOpen,
    draftExclude,
    save,
    failureMessage,
    serverFieldRenames,
    onClose,
  }: RecordFormOptions<Fields, T>,
) {
  const isNew = record === undefined;
  const formId = useId();
  const draft = useFormDraft(form, recordDraftKey(noun.toLowerCase(), record), draftExclude);
  const [error, setError] = useState<string | null>(null);
  useBannerInView(formId, error);
  const isSaving = form.formState.isSubmitting;

  /** Puts the server's field messages under their fields, focusing the first; what was typed stays. */
  const placeFieldMessages = (failure: unknown) => {
    if (!(failure instanceof ApiError)) return;
    const values = form.getValues();
    let placed = false;
    for (const [serverField, message] of Object.entries(failure.fields)) {
      const field = formFieldFor(serverField, values, serverFieldRenames);
      if (!field) continue;
      form.setError(field as Path<Fields>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save(values);
      // Saved and hidden; the next opening mounts a fresh form.
      draft.clear();
    } catch (failure) {
      placeFieldMessages(failure);
      // A 429 says how long to wait, whatever the form would say about a failure.
      setError(rateLimitMessage(failure) ?? failureMessage(failure, isNew));
    }
  });

  return {
    isSaving,
    /** Spread on RecordFormModal. */
    modalProps: {
      actions: 'sticky',
      size: 'lg',
      isOpen,
      isNew,
      title: isNew ? `Add ${noun}` : `Edit ${noun}`,
      formLabel: isNew ? `Add ${noun}` : `Edit ${nameOf(record)}`,
      addLabel: `Add ${noun}`,
      formId,
      isSaving,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      onCancel: () => {
        draft.clear();
        onClose();
      },
      error,
      onDismissError: () => setError(null),
    } as const,
  };
}
