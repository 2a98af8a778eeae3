import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Dialog, type DialogRenderProps } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import {
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components/Modal';
import { cn } from '../../lib/cn';
import { IconButton } from '../IconButton/IconButton';

export { DialogTrigger } from 'react-aria-components/Dialog';

/** The dimmed backdrop; it fades with the panel. */
export const modalOverlayVariants = cva(
  [
    'fixed inset-0 z-50 flex overflow-y-auto bg-charcoal-950/60',
    'transition-opacity duration-base ease-out-soft rac-entering:opacity-0 rac-exiting:opacity-0',
  ],
  {
    variants: {
      /** Sheets pinned to an edge of the screen (Drawer) need no padding around them. */
      placement: { center: 'items-center justify-center p-4', edge: 'items-stretch' },
    },
    defaultVariants: { placement: 'center' },
  },
);

const modalVariants = cva(
  [
    'flex max-h-full w-full flex-col overflow-hidden rounded-xl bg-surface text-ink shadow-xl',
    'transition duration-base ease-out-soft',
    'rac-entering:scale-95 rac-entering:opacity-0 rac-exiting:scale-95 rac-exiting:opacity-0',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-3xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/**
 * The dialog itself scrolls (it is focusable, so keyboard users can scroll it); header and footer stay put.
 * `relative` keeps absolutely placed descendants (visually hidden inputs, status regions) inside
 * the scrolling box: placed against the overlay instead, a long form's bottom ones made the
 * overlay scroll too, and the sticky footer moved under the pointer when a message appeared.
 */
export const dialogClasses = 'min-h-0 relative flex flex-1 flex-col overflow-y-auto outline-hidden';

type DialogSlot = ReactNode | ((opts: DialogRenderProps) => ReactNode);

function renderSlot(slot: DialogSlot, opts: DialogRenderProps): ReactNode {
  return typeof slot === 'function' ? slot(opts) : slot;
}

/** The dialog's heading; React Aria names the dialog after it. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof Heading>) {
  return (
    <Heading
      slot="title"
      level={2}
      data-slot="dialog-title"
      className={cn('font-display text-xl leading-tight font-semibold text-ink', className)}
      {...props}
    />
  );
}

/** The × in the corner; `slot="close"` lets the surrounding Dialog close itself. */
export function DialogCloseButton({ className }: { className?: string }) {
  return (
    <IconButton
      slot="close"
      label="Close"
      size="sm"
      data-slot="dialog-close"
      className={cn('-mt-1 -mr-2', className)}
    >
      <X aria-hidden="true" />
    </IconButton>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn(
        'sticky top-0 flex items-start justify-between gap-4 bg-surface px-6 pt-6 pb-2',
        className,
      )}
      {...props}
    />
  );
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-body"
      className={cn('flex-1 px-6 py-2 text-sm leading-relaxed text-ink-muted', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'sticky bottom-0 flex flex-col-reverse gap-3 bg-surface px-6 pt-4 pb-6 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export interface ModalProps
  extends
    Omit<ModalOverlayProps, 'children' | 'className' | 'style'>,
    VariantProps<typeof modalVariants> {
  /** The heading; it also becomes the dialog's accessible name. */
  title: ReactNode;
  /** The body. A function receives `{ close }`. */
  children?: DialogSlot;
  /** Buttons along the bottom, e.g. Cancel (`slot="close"`) and Save. A function receives `{ close }`. */
  footer?: DialogSlot;
  /** `alertdialog` for confirmations that interrupt (see AlertDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The × button in the corner; on by default. */
  showCloseButton?: boolean;
  /** Classes for the panel. */
  className?: string;
}

/**
 * A modal dialog: backdrop, panel, heading, optional close button, body and footer.
 * Put it inside `<DialogTrigger>` after the trigger button, or control it with
 * `isOpen`/`onOpenChange`. Focus moves in, is trapped, and returns to the trigger.
 */
export function Modal({
  title,
  children,
  footer,
  role = 'dialog',
  showCloseButton = true,
  size,
  className,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay {...props} data-slot="modal-overlay" className={modalOverlayVariants()}>
      <AriaModal data-slot="modal" className={cn(modalVariants({ size }), className)}>
        <Dialog role={role} data-slot="dialog" className={dialogClasses}>
          {(opts) => (
            <>
              <DialogHeader>
                <DialogTitle>{title}</DialogTitle>
                {showCloseButton ? <DialogCloseButton /> : null}
              </DialogHeader>
              {children === undefined ? null : (
                <DialogBody>{renderSlot(children, opts)}</DialogBody>
              )}
              {footer === undefined ? null : (
                <DialogFooter>{renderSlot(footer, opts)}</DialogFooter>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
