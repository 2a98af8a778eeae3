import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../design-system/primitives/Button/Button';
import { Form } from '../../design-system/primitives/Form/Form';
import { Modal, type ModalProps } from '../../design-system/primitives/Modal/Modal';

export interface RecordFormModalProps {
  /** Open by default: a modal mounted only while it is open need not say so. */
  isOpen?: boolean;
  /** Adding a new record ('Adding...', the add label) or saving an existing one. */
  isNew: boolean;
  /** The modal's heading, e.g. 'Add Product' or 'Edit Product'. */
  title: string;
  /** The form's accessible name; the title by default. */
  formLabel?: string;
  /** The submit button when adding, e.g. 'Add Product' (an edit says 'Save Changes'). */
  addLabel: string;
  size?: ModalProps['size'];
  /** The form's id (useBannerInView needs it); one is made up otherwise. */
  formId?: string;
  /** react-hook-form's `formState.isSubmitting`. */
  isSaving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Cancel, the × or Escape (and, with sticky actions, a click outside). */
  onCancel: () => void;
  /** The form-level banner above the buttons. */
  error?: string | null;
  onDismissError?: () => void;
  /**
   * `sticky` (long forms): the buttons sit in the modal's sticky footer, so a message
   * appearing under a field never moves them, and nothing closes the modal while it saves
   * (no ×, no Escape, no click outside, Cancel disabled). `inline` (short forms): the
   * buttons end the form, and the × and Escape close it at any time.
   */
  actions?: 'sticky' | 'inline';
  /** The fields. */
  children: ReactNode;
}

/**
 * The shell of the admin add/edit modals: the modal, the form with its error banner, and
 * Cancel plus the submit button that reads 'Adding...' or 'Saving...' while it works.
 * Each form keeps its own fields, schema and submit.
 */
export function RecordFormModal({
  isOpen = true,
  isNew,
  title,
  formLabel = title,
  addLabel,
  size,
  formId,
  isSaving,
  onSubmit,
  onCancel,
  error,
  onDismissError,
  actions = 'inline',
  children,
}: RecordFormModalProps) {
  const ownId = useId();
  const id = formId ?? ownId;
  const isSticky = actions === 'sticky';
  const isLocked = isSticky && isSaving;

  const cancel = () => {
    if (isLocked) return;
    onCancel();
  };

  const buttons = (
    <>
      <Button variant="outline" isDisabled={isLocked} onPress={cancel}>
        Cancel
      </Button>
      <Button
        type="submit"
        form={isSticky ? id : undefined}
        variant="accent"
        isPending={isSaving}
        pendingLabel={isNew ? 'Adding...' : 'Saving...'}
      >
        {isNew ? addLabel : 'Save Changes'}
      </Button>
    </>
  );

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      isDismissable={isSticky && !isSaving}
      isKeyboardDismissDisabled={isLocked}
      showCloseButton={!isLocked}
      size={size}
      title={title}
      footer={isSticky ? buttons : undefined}
    >
      <Form
        id={id}
        aria-label={formLabel}
        onSubmit={onSubmit}
        error={error}
        onDismissError={onDismissError}
        actions={isSticky ? undefined : buttons}
      >
        {children}
      </Form>
    </Modal>
  );
}
