import { useHref } from 'react-router-dom';

/** mailto:, tel:, https: and protocol-relative links are not routes. */
export const isAbsoluteUrl = (href: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/**
 * React Aria asks the router for every link's href (RouterProvider's `useHref`). Routes get
 * the router's href; absolute URLs pass through untouched, so mailto: and tel: links work.
 */
export function useRouterHref(href: string): string {
  const routed = useHref(href);
  return isAbsoluteUrl(href) ? href : routed;
}
