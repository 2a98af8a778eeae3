import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { AuthCard } from '../../../design-system/patterns/AuthCard/AuthCard';
import { Alert } from '../../../design-system/primitives/Alert/Alert';
import { Button } from '../../../design-system/primitives/Button/Button';
import { Form } from '../../../design-system/primitives/Form/Form';
import { Link } from '../../../design-system/primitives/Link/Link';
import { Text } from '../../../design-system/primitives/Text/Text';
import {
  codeDeliveryMessage,
  type CodeDelivery,
  type CodeRequestOutcome,
} from '../../auth/code-delivery';
import { useAuthForm } from '../../auth/use-auth-form';
import { BoundTextField } from '../../forms/bound-fields';
import { confirmCodeRules, type ConfirmCodeForm } from './register-schema';

export interface ConfirmSignUpStepProps {
  /** The account being confirmed. */
  email: string;
  /** Where the code went (from the sign-up or a resend). */
  delivery?: CodeDelivery;
  /** Confirms the code; resolves with the service's message when it was refused. */
  onConfirm: (code: string) => Promise<string | undefined>;
  /** Sends a new code. */
  onResend: () => Promise<CodeRequestOutcome>;
}

/**
 * The confirmation-code step after registering (or signing in to an account that was never
 * confirmed): where the code went, 'Confirmation Code', 'Confirm' and 'Resend Code'.
 */
export function ConfirmSignUpStep({ email, delivery, onConfirm, onResend }: ConfirmSignUpStepProps) {
  const { form, onSubmit, isPending } = useAuthForm<ConfirmCodeForm>({
    defaultValues: { code: '' },
    rules: confirmCodeRules,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState(delivery);
  const [resent, setResent] = useState(false);
  const [isResending, setResending] = useState(false);

  const submit = onSubmit(async ({ code }) => {
    setFormError(null);
    const refusal = await onConfirm(code.trim());
    if (refusal) setFormError(refusal);
  });

  async function resend() {
    setFormError(null);
    setResent(false);
    setResending(true);
    const outcome = await onResend();
    setResending(false);
    if ('error' in outcome) {
      setFormError(outcome.error);
    } else {
      setSentTo(outcome.delivery);
      setResent(true);
    }
  }

  return (
    <AuthCard
      title="Confirm your account"
      description={codeDeliveryMessage(sentTo)}
      icon={<MailCheck aria-hidden="true" />}
      notice={resent ? <Alert tone="success">We sent a new code.</Alert> : null}
      footer={
        <Text size="sm" tone="muted">
          Already confirmed? <Link href="/login">Login</Link>
        </Text>
      }
    >
      <Form
        aria-label="Confirm your account"
        onSubmit={submit}
        error={formError}
        onDismissError={() => setFormError(null)}
        actionsAlign="stretch"
        actions={
          <>
            <Button
              variant="outline"
              size="lg"
              onPress={() => void resend()}
              isPending={isResending}
              pendingLabel="Sending"
              isDisabled={isPending}
            >
              Resend Code
            </Button>
            <Button
              type="submit"
              variant="accent"
              size="lg"
              isPending={isPending}
              pendingLabel="Confirming"
            >
              Confirm
            </Button>
          </>
        }
      >
        <Text size="sm" tone="muted">
          Account: <Text as="span" size="sm" weight="semibold">{email}</Text>
        </Text>
        <BoundTextField
          control={form.control}
          name="code"
          label="Confirmation Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          isDisabled={isPending}
        />
      </Form>
    </AuthCard>
  );
}
