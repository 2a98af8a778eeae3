import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import {
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components/Modal';
import { cn } from '../../lib/cn';
import {
  DialogCloseButton,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  dialogClasses,
  modalOverlayVariants,
} from '../Modal/Modal';

/** A full-height sheet pinned to the left or right edge; it slides in from that edge. */
const drawerVariants = cva(
  [
    'flex h-full w-80 max-w-[85vw] flex-col bg-surface text-ink shadow-xl outline-hidden',
    'transition-transform duration-base ease-out-soft',
  ],
  {
    variants: {
      side: {
        left: 'mr-auto rac-entering:-translate-x-full rac-exiting:-translate-x-full',
        right: 'ml-auto rac-entering:translate-x-full rac-exiting:translate-x-full',
      },
    },
    defaultVariants: { side: 'left' },
  },
);

const drawerBodyClasses = 'px-6 py-4 text-sm flex-1 text-ink';

export interface DrawerRenderProps {
  /** Closes the drawer; call it when a link inside is pressed. */
  close: () => void;
}

type DrawerSlot = ReactNode | ((opts: DrawerRenderProps) => ReactNode);

function renderSlot(slot: DrawerSlot, opts: DrawerRenderProps): ReactNode {
  return typeof slot === 'function' ? slot(opts) : slot;
}

export interface DrawerProps
  extends
    Omit<ModalOverlayProps, 'children' | 'className' | 'style'>,
    VariantProps<typeof drawerVariants> {
  /** The heading, e.g. 'Menu'; it also names the dialog. */
  title: ReactNode;
  /**
   * The scrollable body. A function receives `{ close }`: links call it on press so the
   * drawer closes as the route changes.
   */
  children?: DrawerSlot;
  /** Pinned along the bottom, e.g. Sign In and Register. A function receives `{ close }`. */
  footer?: DrawerSlot;
  /** Classes for the sheet. */
  className?: string;
}

/**
 * A side sheet: the mobile menu. Built on Modal's overlay at the screen edge, so focus
 * moves in, is trapped and returns to the trigger; Escape, the backdrop and the Close
 * button close it. Put it in a `DialogTrigger` after the trigger, or control it with
 * `isOpen`/`onOpenChange`.
 */
export function Drawer({
  title,
  children,
  footer,
  side,
  className,
  isDismissable = true,
  ...props
}: DrawerProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      data-slot="drawer-overlay"
      className={modalOverlayVariants({ placement: 'edge' })}
    >
      <AriaModal data-slot="drawer" className={cn(drawerVariants({ side }), className)}>
        <Dialog data-slot="drawer-dialog" className={dialogClasses}>
          {({ close }) => (
            <>
              <DialogHeader className="border-b border-line pb-4">
                <DialogTitle>{title}</DialogTitle>
                <DialogCloseButton />
              </DialogHeader>
              {children === undefined ? null : (
                <div data-slot="drawer-body" className={drawerBodyClasses}>
                  {renderSlot(children, { close })}
                </div>
              )}
              {footer === undefined ? null : (
                <DialogFooter className="flex-col border-t border-line pt-4 sm:flex-col sm:justify-start">
                  {renderSlot(footer, { close })}
                </DialogFooter>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
