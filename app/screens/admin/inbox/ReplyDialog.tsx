import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@ds/primitives/Button/Button';
import { Form } from '@ds/primitives/Form/Form';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Text } from '@ds/primitives/Text/Text';
import {
  messageReplyInputSchema,
  replySubjectOf,
  type InboxMessage,
  type MessageReplyInput,
} from '@domain/message-schemas';
import { BoundTextArea, BoundTextField } from '@app/forms/bound-fields';
import { useFormActivity } from '@app/forms/form-activity';
import { sendFailureMessage } from '@app/forms/server-field-errors';
import { useSubmitBanner } from '@app/forms/use-submit-banner';

export interface ReplyDialogProps {
  /** The message answered; it has an e-mail address. */
  message: InboxMessage & { email: string };
  /** Sends the reply; rejects when it could not (what was typed stays). */
  onSend: (values: MessageReplyInput) => Promise<unknown>;
  /** Closes the dialog; `sent` after a reply went out. */
  onClose: (sent?: boolean) => void;
}

/** 'Reply by e-mail': Subject (prefilled 'Re: …') and Message, sent to the sender's address. */
export function ReplyDialog({ message, onSend, onClose }: ReplyDialogProps) {
  const { control, handleSubmit, formState, setError } = useForm<MessageReplyInput>({
    resolver: zodResolver(messageReplyInputSchema),
    mode: 'onTouched',
    defaultValues: { subject: replySubjectOf(message), message: '' },
  });
  useFormActivity(formState);
  const { formProps } = useSubmitBanner(
    handleSubmit,
    async (values) => {
      await onSend(values);
      onClose(true);
    },
    (failure) => sendFailureMessage(failure, 'The e-mail could not be sent. Please try again.'),
    { setError },
  );

  return (
    <Modal
      isOpen
      size="lg"
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Reply by e-mail"
    >
      <Form
        aria-label="Reply by e-mail"
        {...formProps}
        actions={
          <>
            <Button variant="outline" onPress={() => onClose()}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="accent"
              isPending={formState.isSubmitting}
              pendingLabel="Sending..."
            >
              Send reply
            </Button>
          </>
        }
      >
        <Text size="sm" tone="muted">
          To {message.name ? `${message.name} <${message.email}>` : message.email}
        </Text>
        <BoundTextField control={control} name="subject" label="Subject" />
        <BoundTextArea control={control} name="message" label="Message" rows={8} />
      </Form>
    </Modal>
  );
}
