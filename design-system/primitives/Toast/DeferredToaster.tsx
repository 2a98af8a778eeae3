import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue';
import type { ToasterProps } from './Toast';

const Toaster = lazy(() => import('./Toast').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The `<Toaster />` region, loaded when the first toast is queued: react-aria's toast UI stays
 * out of a page's first load. Until then there is nothing to show (the region itself only
 * appears while it holds toasts); once loaded it stays, so later toasts show at once.
 */
export function DeferredToaster({ queue = toastQueue, ...props }: ToasterProps) {
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [isLoaded, setLoaded] = useState(false);
  if (hasToasts && !isLoaded) setLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster queue={queue} {...props} />
    </Suspense>
  );
}
