/**
 * What a save tells the screen: done, or refused with a message the admin can act on, and the
 * field it is about when there is one (a duplicate e-mail belongs under Email).
 */
export type SaveOutcome<Field extends string = string> =
  { ok: true } | { ok: false; message: string; field?: Field };

/** Shown when a save failed for a reason the admin cannot act on (storage full or blocked). */
export const saveFailedMessage = 'Your changes could not be saved. Please try again.';
