import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { parseDraft, serializeDraft } from './draft-storage';
import { useFormActivity } from './form-activity';

/**
 * Keeps what the user typed in a form through a reload: the values are saved to
 * sessionStorage as they change and restored when the form mounts. Sensitive fields (card
 * number, CVC, passwords) are listed in `exclude` and never written. Call `clear()` after
 * a successful submit. Fields in `prefilled` start filled from elsewhere (the account's e-mail
 * at checkout): the draft's value replaces theirs only when it is not empty.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string,
  exclude: readonly Path<T>[] = [],
  prefilled: readonly Path<T>[] = [],
): { clear: () => void } {
  const storageKey = `ff.draft.${key}`;
  // A dirty or submitting form holds back a waiting update's reload (app/app-update.ts).
  useFormActivity(form.formState);

  useEffect(() => {
    const saved = readDraft(storageKey, (form.formState.defaultValues ?? {}) as object);
    if (saved) {
      for (const [field, value] of Object.entries(saved)) {
        const keepsDefault = value === '' && prefilled.includes(field as Path<T>);
        if (!exclude.includes(field as Path<T>) && !keepsDefault) {
          form.setValue(field as Path<T>, value as T[Path<T>], { shouldDirty: true });
        }
      }
    }
    const subscription = form.watch((values) => {
      const kept = Object.fromEntries(
        Object.entries(values).filter(([field]) => !exclude.includes(field as Path<T>)),
      );
      try {
        sessionStorage.setItem(storageKey, serializeDraft(kept));
      } catch {
        // Storage full or blocked: the form still works, only the draft is not kept.
      }
    });
    return () => subscription.unsubscribe();
    // The draft is restored once per mount; `exclude` is a constant list per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, storageKey]);

  return {
    clear: () => {
      try {
        sessionStorage.removeItem(storageKey);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

function readDraft(storageKey: string, defaults: object): Record<string, unknown> | undefined {
  try {
    return parseDraft(sessionStorage.getItem(storageKey), defaults as Record<string, unknown>);
  } catch {
    return undefined; // Storage blocked: no draft.
  }
}
