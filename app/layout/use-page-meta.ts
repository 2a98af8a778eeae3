import { useEffect } from 'react';
import { siteDescription, siteTitle } from '../../domain/site-meta';

/**
 * The head tags the server wrote for the first page (server/seo/), kept in step as the visitor
 * moves on. Only tags that are there change: gated hosts get none, so none appear.
 */
const setContent = (selector: string, value: string) =>
  document.head.querySelector(selector)?.setAttribute('content', value);

/** The canonical link and og:url follow the path, on the origin the server named. */
export function useCanonical(pathname: string) {
  useEffect(() => {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) return;
    const url = new URL(pathname, link.href).href;
    link.href = url;
    setContent('meta[property="og:url"]', url);
  }, [pathname]);
}

export interface PageMeta {
  title: string;
  description: string;
  /** An image URL for link previews (made absolute). */
  image?: string;
  type?: 'product' | 'article';
}

/** A page's own description and Open Graph tags while it is shown; the defaults after it. */
export function usePageMeta(meta: PageMeta | null) {
  const { title, description, image, type } = meta ?? {};
  useEffect(() => {
    if (!title || !description) return;
    setContent('meta[name="description"]', description);
    setContent('meta[property="og:title"]', title);
    setContent('meta[property="og:description"]', description);
    setContent('meta[property="og:type"]', type ?? 'website');
    if (image) setContent('meta[property="og:image"]', new URL(image, location.href).href);
    return () => {
      setContent('meta[name="description"]', siteDescription);
      setContent('meta[property="og:title"]', siteTitle);
      setContent('meta[property="og:description"]', siteDescription);
      setContent('meta[property="og:type"]', 'website');
    };
  }, [title, description, image, type]);
}
