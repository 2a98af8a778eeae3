import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../design-system/primitives/Alert/Alert';
import { Button } from '../../design-system/primitives/Button/Button';
import { Form } from '../../design-system/primitives/Form/Form';
import { BoundTextField } from '../forms/bound-text-field';
import { checkInboxMessage, newsletterSchema, type NewsletterValues } from './newsletter-schema';
import { sendFailureMessage } from '../forms/server-field-errors';
import { useSubmitBanner } from '../forms/use-submit-banner';
import { useFormActivity } from '../forms/form-activity';

export interface NewsletterFormProps {
  /**
   * Asks for the newsletter (the address is e-mailed a link that confirms it); rejects when it
   * could not. An ApiError's message about `email` (a 409 "You're already subscribed") shows
   * under the field.
   */
  onSubscribe: (email: string) => Promise<void>;
}

/** The footer's newsletter form: validated e-mail, then where to look for the confirmation link. */
export function NewsletterForm({ onSubscribe }: NewsletterFormProps) {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState, setError } = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  useFormActivity(formState);

  const { formProps } = useSubmitBanner(
    handleSubmit,
    async ({ email }) => {
      setConfirmation(null);
      await onSubscribe(email);
      setConfirmation(checkInboxMessage);
      reset({ email: '' });
    },
    (failure) =>
      sendFailureMessage(failure, 'We could not subscribe you just now. Please try again.'),
    { setError },
  );

  return (
    <Form
      aria-label="Newsletter sign-up"
      {...formProps}
      actionsAlign="stretch"
      actions={
        <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Subscribing...">
          Subscribe
        </Button>
      }
    >
      {confirmation ? <Alert tone="success">{confirmation}</Alert> : null}
      <BoundTextField
        control={control}
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
    </Form>
  );
}
