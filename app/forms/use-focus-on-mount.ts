import { useCallback } from 'react';

/**
 * A ref that moves focus to its element when it appears: a confirmation that replaces a
 * submitted form, so keyboard and screen-reader users land on it instead of on the page.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  return useCallback((node: T | null) => {
    node?.focus();
  }, []);
}
