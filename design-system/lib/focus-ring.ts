/**
 * The one focus ring: visible only for keyboard focus, 2px in the focus token,
 * offset from the control. Both sources of "focus is visible" draw it: the
 * browser's :focus-visible (text inputs, plain elements, programmatic focus) and
 * React Aria's data-focus-visible (virtual focus in collections has no DOM focus).
 */
export const focusRing =
  'outline-0 outline-offset-2 outline-focus focus-visible:outline-2 rac-focus-visible:outline-2';
