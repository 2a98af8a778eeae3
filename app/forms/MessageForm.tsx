import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../design-system/primitives/Alert/Alert';
import { Button } from '../../design-system/primitives/Button/Button';
import { Form, FormRow } from '../../design-system/primitives/Form/Form';
import { Stack } from '../../design-system/primitives/Stack/Stack';
import { BoundTextArea, BoundTextField } from './bound-fields';
import { useFormDraft } from './use-form-draft';
import {
  contactSchema,
  maxMessageLength,
  type ContactMessage,
  type ContactMessageInput,
} from './message-schema';
import { useFocusOnMount } from './use-focus-on-mount';
import { sendFailureMessage } from './server-field-errors';
import { useSubmitBanner } from './use-submit-banner';

export interface MessageFormProps {
  /** The form's accessible name, e.g. 'Send Us a Message'. */
  label: string;
  /** The rules: the contact schema, or another with the same fields (the help schema). */
  schema?: typeof contactSchema;
  /** Where the draft is kept through a reload, e.g. 'contact'. */
  draftKey: string;
  submitLabel: string;
  /** A subject the visitor does not type (the live chat's): the field is not shown. */
  fixedSubject?: string;
  /**
   * Sends the message; rejects when it could not be sent. An ApiError's field messages, named
   * as the API names a message's fields ('body' is the message), show under their fields.
   */
  onSubmit: (message: ContactMessage) => Promise<void>;
  /** The confirmation shown after sending, e.g. 'Thanks, Sam! We reply within 24 hours.' */
  confirmation: (name: string) => string;
}

/**
 * The name, e-mail, subject and message form shared by the Contact and Help pages (and the
 * live chat). It checks every field, keeps a draft through a reload, never loses what was
 * typed when sending fails, and confirms above the emptied form once the message is sent.
 */
export function MessageForm({
  label,
  schema = contactSchema,
  draftKey,
  submitLabel,
  fixedSubject,
  onSubmit,
  confirmation,
}: MessageFormProps) {
  const empty: ContactMessageInput = {
    name: '',
    email: '',
    subject: fixedSubject ?? '',
    message: '',
  };
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { control, handleSubmit, formState, reset, setError } = form;
  const draft = useFormDraft(form, draftKey);
  const [sentBy, setSentBy] = useState<string | null>(null);
  const focusConfirmation = useFocusOnMount<HTMLDivElement>();

  const { formProps } = useSubmitBanner(
    handleSubmit,
    async (message) => {
      await onSubmit(message);
      draft.clear();
      reset(empty);
      setSentBy(message.name);
    },
    (failure) => sendFailureMessage(failure, 'Your message could not be sent. Please try again.'),
    { setError, renames: { body: 'message' } },
  );

  return (
    <Stack gap="lg">
      {sentBy ? (
        // The emptied form stays under the confirmation, ready for another message.
        <div ref={focusConfirmation} tabIndex={-1}>
          <Alert tone="success" onDismiss={() => setSentBy(null)}>
            {confirmation(sentBy)}
          </Alert>
        </div>
      ) : null}
      <Form
        aria-label={label}
        {...formProps}
        actions={
          <Button
            type="submit"
            variant="accent"
            isPending={formState.isSubmitting}
            pendingLabel="Sending..."
          >
            {submitLabel}
          </Button>
        }
      >
        <FormRow>
          <BoundTextField control={control} name="name" label="Name" autoComplete="name" />
          <BoundTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
        </FormRow>
        {fixedSubject === undefined ? (
          <BoundTextField control={control} name="subject" label="Subject" />
        ) : null}
        <BoundTextArea
          control={control}
          name="message"
          label="Message"
          rows={5}
          maxLength={maxMessageLength}
          description="At least 10 characters."
        />
      </Form>
    </Stack>
  );
}
