/** The new-card option of checkout's 'Pay with' choice (the others are saved cards' ids). */
export const newCardChoice = 'new';

/** Paying with a saved card: the card fields are not asked for, so not checked. */
export const paysWithSavedCard = (form: { payWith?: string }) =>
  Boolean(form.payWith) && form.payWith !== newCardChoice;
