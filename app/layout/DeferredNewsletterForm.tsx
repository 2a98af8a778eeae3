import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { NewsletterFormProps } from './NewsletterForm';

// The form library and its schema stay off every page's first load.
const NewsletterForm = lazy(() =>
  import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })),
);

/** How far below the viewport the footer starts loading its form. */
const nearViewport = '600px';

/**
 * The footer's newsletter form, loaded when the footer nears the viewport or once the page is
 * idle after loading, whichever comes first; nothing stands in for it until then.
 */
export function DeferredNewsletterForm(props: NewsletterFormProps) {
  const [wanted, setWanted] = useState(false);
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted || !marker.current) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: nearViewport },
    );
    observer.observe(marker.current);
    let idle: number | undefined;
    const whenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(want, { timeout: 5000 })
        : window.setTimeout(want, 2000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) {
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
    };
  }, [wanted]);

  if (!wanted) return <div ref={marker} />;
  return (
    <Suspense fallback={null}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}
