/**
 * The one focus ring: visible only for keyboard focus (React Aria's
 * data-focus-visible), 2px in the focus token, offset from the control.
 */
export const focusRing =
  'outline-0 outline-offset-2 outline-focus focus-visible:outline-2 data-focus-visible:outline-2';
