import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '@ds/primitives/Button/Button';
import { Checkbox, CheckboxGroup } from '@ds/primitives/Checkbox/Checkbox';
import { Form } from '@ds/primitives/Form/Form';
import { Modal } from '@ds/primitives/Modal/Modal';
import type { AdminUser } from '@domain/types';
import { emailUsersSchema, type EmailUsersValues } from '@app/admin/user-schema';
import { BoundTextArea, BoundTextField } from '@app/forms/bound-fields';
import { useFormActivity } from '@app/forms/form-activity';

export interface EmailUsersModalProps {
  users: AdminUser[];
  /**
   * Sends the e-mail; resolves when it is queued (with how many were sent and how many skipped
   * as unsubscribed, when known), rejects with a message to show.
   */
  onSend: (values: EmailUsersValues) => Promise<EmailUsersOutcome | undefined>;
  /** Closes the modal; `outcome` after a successful send. */
  onClose: (outcome?: EmailUsersOutcome) => void;
}

/** What 'Email Users' did: e-mails sent, and addresses skipped because they unsubscribed. */
export interface EmailUsersOutcome {
  sent: number;
  skipped: number;
}

/**
 * Send Email to Users: recipient checkboxes with 'Select all users', Subject and Message.
 * At least one recipient is required; a failure shows above the buttons.
 */
export function EmailUsersModal({ users, onSend, onClose }: EmailUsersModalProps) {
  const form = useForm<EmailUsersValues>({
    resolver: zodResolver(emailUsersSchema),
    mode: 'onTouched',
    defaultValues: { recipientIds: [], subject: '', message: '' },
  });
  useFormActivity(form.formState);
  const { control } = form;
  const { field: recipients, fieldState } = useController({ control, name: 'recipientIds' });
  const [formError, setFormError] = useState<string | null>(null);
  const selectedCount = recipients.value.length;
  const allIds = users.map((user) => user.id);

  const setRecipients = (ids: string[]) =>
    form.setValue('recipientIds', ids, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted || fieldState.isTouched,
    });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const outcome = await onSend(values);
      onClose(outcome ?? { sent: values.recipientIds.length, skipped: 0 });
    } catch (error) {
      setFormError(
        error instanceof Error && error.message
          ? error.message
          : 'The e-mail could not be sent. Please try again.',
      );
    }
  });

  return (
    <Modal
      isOpen
      size="lg"
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Send Email to Users"
    >
      <Form
        aria-label="Send Email to Users"
        onSubmit={(event) => void submit(event)}
        error={formError}
        onDismissError={() => setFormError(null)}
        actions={
          <>
            <Button variant="outline" onPress={() => onClose()}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="accent"
              isPending={form.formState.isSubmitting}
              pendingLabel="Sending..."
            >
              Send Email
            </Button>
          </>
        }
      >
        <Checkbox
          label={`Select all users (${selectedCount} of ${users.length} selected)`}
          isSelected={selectedCount > 0 && selectedCount === users.length}
          isIndeterminate={selectedCount > 0 && selectedCount < users.length}
          onChange={(isSelected) => setRecipients(isSelected ? allIds : [])}
        />
        <CheckboxGroup
          label="Recipients"
          name={recipients.name}
          value={recipients.value}
          onChange={setRecipients}
          onBlur={recipients.onBlur}
          inputRef={recipients.ref}
          errorMessage={fieldState.error?.message}
          orientation="horizontal"
          options={users.map((user) => ({
            value: user.id,
            label: user.name,
            description: user.email,
          }))}
        />
        <BoundTextField control={control} name="subject" label="Subject" />
        <BoundTextArea control={control} name="message" label="Message" rows={6} />
      </Form>
    </Modal>
  );
}
