import { useEffect, useId } from 'react';

/**
 * Which mounted forms hold unsaved typing or are being sent, so an update never reloads the
 * page under them (app/app-update.ts). Each form hook reports here; nothing else writes.
 */
const busyForms = new Set<string>();

export function setFormBusy(id: string, busy: boolean): void {
  if (busy) busyForms.add(id);
  else busyForms.delete(id);
}

/** True when no mounted form is dirty or submitting. */
export function formsAreIdle(): boolean {
  return busyForms.size === 0;
}

/**
 * Reports a react-hook-form form (its `formState`) as busy while it is dirty or submitting,
 * until it unmounts.
 */
export function useFormActivity(formState: { isDirty: boolean; isSubmitting: boolean }): void {
  const id = useId();
  const { isDirty, isSubmitting } = formState;
  const busy = isDirty || isSubmitting;
  useEffect(() => {
    setFormBusy(id, busy);
    return () => setFormBusy(id, false);
  }, [id, busy]);
}
