import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';

/**
 * The admin lists keep their search and filters in the URL. A change of search only (a
 * keystroke in the search box, a chip) must not reload the data: the reload would hold
 * the new URL back until it finished, so fast typing would lose letters and a chip pressed
 * just before typing would be undone. A save's `revalidate()` (same URL) still reloads.
 */
export function skipFilterOnlyChanges({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'defaultShouldRevalidate'>) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    return false;
  }
  return defaultShouldRevalidate;
}
