import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components/Toast';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { Button } from '../Button/Button';
import { focusRing } from '../../lib/focus-ring';
import { IconButton } from '../IconButton/IconButton';
import { toastQueue, type ToastMessage } from './toast-queue';

/** Pinned along the bottom: full width on phones, a column in the bottom-right corner from md up. */
const toastRegionClasses =
  'right-0 bottom-0 left-0 gap-2 p-4 md:w-96 md:p-6 fixed z-60 flex flex-col-reverse outline-hidden md:left-auto';

export const toastVariants = cva(
  [
    focusRing,
    'flex w-full items-start gap-3 rounded-lg border border-l-4 border-line bg-surface p-4 text-ink shadow-lg',
  ],
  {
    variants: {
      tone: {
        success: 'border-l-success-600',
        info: 'border-l-info-600',
        error: 'border-l-danger-600 bg-danger-50',
      },
    },
    defaultVariants: { tone: 'success' },
  },
);

const toastIconVariants = cva('mt-0.5 size-5 shrink-0', {
  variants: {
    tone: { success: 'text-success-700', info: 'text-info-700', error: 'text-danger-700' },
  },
  defaultVariants: { tone: 'success' },
});

export {
  defaultToastTimeout,
  showToast,
  toastQueue,
  type ShowToastOptions,
  type ToastMessage,
  type ToastTone,
} from './toast-queue';

const toneIcons = { success: CircleCheck, info: Info, error: CircleAlert } as const;

export interface ToasterProps {
  /** Another queue, e.g. for a test; the module's `toastQueue` by default. */
  queue?: ToastQueue<ToastMessage>;
  className?: string;
}

/**
 * The live region the toasts appear in. Render it once, near the root of the app; it
 * portals itself to the end of the page. Toasts pause while hovered or focused, and F6
 * moves focus into the region.
 */
export function Toaster({ queue = toastQueue, className }: ToasterProps) {
  return (
    <AriaToastRegion
      queue={queue}
      data-slot="toaster"
      className={composeTailwindRenderProps(className, toastRegionClasses)}
    >
      {({ toast }) => {
        const tone = toast.content.tone ?? 'success';
        const Icon = toneIcons[tone];
        return (
          <AriaToast
            toast={toast}
            data-slot="toast"
            data-tone={tone}
            className={toastVariants({ tone })}
          >
            <Icon
              aria-hidden="true"
              data-slot="toast-icon"
              className={toastIconVariants({ tone })}
            />
            <AriaToastContent
              data-slot="toast-content"
              className="flex min-w-0 flex-1 flex-col gap-0.5"
            >
              <Text slot="title" className="text-sm font-semibold text-ink">
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className="text-sm text-ink-muted">
                  {toast.content.description}
                </Text>
              ) : null}
            </AriaToastContent>
            {toast.content.action ? (
              <Button
                size="sm"
                variant="primary"
                className="-my-1"
                onPress={() => {
                  toast.content.action?.onAction();
                  queue.close(toast.key);
                }}
              >
                {toast.content.action.label}
              </Button>
            ) : null}
            <IconButton slot="close" label="Dismiss message" size="sm" className="-my-1 -mr-1">
              <X aria-hidden="true" />
            </IconButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
