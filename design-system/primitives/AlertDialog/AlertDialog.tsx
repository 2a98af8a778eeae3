import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Text } from 'react-aria-components/Text';
import { cn } from '../../lib/cn';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from '../Modal/Modal';

/** The round warning badge beside the title; red for deletions, gold for other interruptions. */
const alertDialogIconVariants = cva(
  'flex size-10 shrink-0 items-center justify-center rounded-pill [&_svg]:size-5',
  {
    variants: {
      tone: {
        danger: 'bg-danger-100 text-danger-700',
        default: 'bg-gold-100 text-gold-800',
      },
    },
    defaultVariants: { tone: 'danger' },
  },
);

/** The failure message shown inside the dialog when `onConfirm` rejects. */
const alertDialogErrorClasses =
  'mt-4 gap-2 p-3 text-sm font-medium [&_svg]:mt-0.5 [&_svg]:size-4 flex items-start rounded-md border border-danger-100 bg-danger-50 text-danger-800 [&_svg]:shrink-0';

type AlertDialogTone = NonNullable<VariantProps<typeof alertDialogIconVariants>['tone']>;

const confirmVariantByTone = {
  danger: 'destructive',
  default: 'primary',
} as const satisfies Record<AlertDialogTone, 'destructive' | 'primary'>;

/** Shown when a rejected `onConfirm` carries no message of its own. */
const fallbackErrorMessage = 'Something went wrong. Please try again.';

export interface AlertDialogProps extends Omit<
  ModalProps,
  'children' | 'footer' | 'role' | 'showCloseButton' | 'size' | 'title'
> {
  /** The question, e.g. 'Delete Product'. It names the dialog. */
  title: ReactNode;
  /** The message, e.g. 'Are you sure you want to delete "Texas Brisket Rub"? This action cannot be undone.' */
  children: ReactNode;
  /** The confirm button, e.g. 'Delete'. */
  confirmLabel: string;
  /** The confirm button's text while `onConfirm`'s promise is pending, e.g. 'Deleting...'. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** `danger` (default) for destructive actions: red icon and a destructive confirm button. */
  tone?: AlertDialogTone;
  /**
   * Called on confirm. Return a promise to keep the dialog open while it is pending; it
   * closes when the promise resolves and shows the error inside when it rejects. Any other
   * return value closes it at once.
   */
  onConfirm?: () => unknown;
}

function messageOf(reason: unknown): string {
  if (reason instanceof Error && reason.message) return reason.message;
  if (typeof reason === 'string' && reason) return reason;
  return fallbackErrorMessage;
}

/** Clears the dialog's pending and error state whenever its content leaves the screen. */
function ResetOnClose({ onClose }: { onClose: () => void }) {
  useEffect(() => onClose, [onClose]);
  return null;
}

/**
 * A confirmation that interrupts (role="alertdialog"), built on Modal. Focus starts on
 * Cancel, so Enter never confirms a deletion by accident. Put it in a `DialogTrigger` after
 * its trigger, or control it with `isOpen`/`onOpenChange`.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  isKeyboardDismissDisabled,
  className,
  ...props
}: AlertDialogProps) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reset = useCallback(() => {
    setPending(false);
    setError(null);
  }, []);

  async function confirm(close: () => void) {
    setError(null);
    try {
      const result = onConfirm?.();
      if (result instanceof Promise) {
        setPending(true);
        await result;
      }
      // Stay pending while the dialog animates out; ResetOnClose clears it afterwards.
      close();
    } catch (reason) {
      setPending(false);
      setError(messageOf(reason));
    }
  }

  const Icon = tone === 'danger' ? TriangleAlert : CircleAlert;

  return (
    <Modal
      {...props}
      role="alertdialog"
      size="sm"
      showCloseButton={false}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending || isKeyboardDismissDisabled}
      className={cn('max-w-md', className)}
      title={
        <span data-slot="alert-dialog-title" className="flex items-center gap-3">
          <span data-slot="alert-dialog-icon" className={alertDialogIconVariants({ tone })}>
            <Icon aria-hidden="true" />
          </span>
          {title}
        </span>
      }
      footer={({ close }) => (
        <>
          <Button
            variant="outline"
            isDisabled={isPending}
            // The WAI-ARIA alert dialog pattern starts on the least destructive action.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onPress={close}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariantByTone[tone]}
            isPending={isPending}
            pendingLabel={pendingLabel}
            onPress={() => void confirm(close)}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <ResetOnClose onClose={reset} />
      <Text slot="description" elementType="p" data-slot="alert-dialog-message">
        {children}
      </Text>
      {error === null ? null : (
        <p role="alert" data-slot="alert-dialog-error" className={alertDialogErrorClasses}>
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </Modal>
  );
}
