import type { VariantProps } from 'class-variance-authority';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';
import type { toastVariants } from './Toast';

/**
 * The toast queue and `showToast`, apart from the region that renders them (Toast.tsx), so
 * code that shows a toast does not put react-aria's toast UI in a page's first load.
 */
export type ToastTone = NonNullable<VariantProps<typeof toastVariants>['tone']>;

/** What a toast shows; the queue holds these. */
export interface ToastMessage {
  /** e.g. 'Added to cart'. It names the toast. */
  title: string;
  /** e.g. 'Texas Brisket Rub · 8 oz × 2'. */
  description?: string;
  tone?: ToastTone;
  /** One button beside the text, e.g. Reload; pressing it also closes the toast. */
  action?: { label: string; onAction: () => void };
}

export interface ShowToastOptions extends ToastMessage {
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  timeout?: number;
}

/** How long a toast stays, unless hovered or focused (the timer pauses). */
export const defaultToastTimeout = 5000;

/** The app's one queue: `showToast` adds to it and the `<Toaster />` region renders it. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });

/** Shows a toast, e.g. `showToast({ title: 'Added to cart', description: 'Texas Brisket Rub · 8 oz × 2' })`. Returns its key. */
export function showToast({
  timeout = defaultToastTimeout,
  tone = 'success',
  ...message
}: ShowToastOptions): string {
  return toastQueue.add({ ...message, tone }, timeout > 0 ? { timeout } : {});
}
