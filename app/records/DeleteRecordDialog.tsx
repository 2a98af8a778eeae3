import { AlertDialog } from '../../design-system/primitives/AlertDialog/AlertDialog';

/** The delete confirmation, word for word from the spec. */
export const deleteMessage = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

export interface DeleteRecordDialogProps {
  /** 'Delete Product'. */
  title: string;
  /** The record's name in the question; none while nothing is to be deleted. */
  name: string | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Deletes; the dialog stays open while it is pending and shows a rejection's reason. */
  onConfirm: () => unknown;
}

/**
 * The 'Are you sure…?' confirmation of an admin list's Delete button. Spread
 * `useRecordEditor(...).deleteDialog` on it.
 */
export function DeleteRecordDialog({ title, name, ...dialog }: DeleteRecordDialogProps) {
  return (
    <AlertDialog {...dialog} title={title} confirmLabel="Delete" pendingLabel="Deleting...">
      {name === undefined ? null : deleteMessage(name)}
    </AlertDialog>
  );
}
