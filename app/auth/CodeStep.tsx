import { useState, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { Alert } from '../../design-system/primitives/Alert/Alert';
import { Button } from '../../design-system/primitives/Button/Button';
import { Text } from '../../design-system/primitives/Text/Text';
import { BoundTextField } from '../forms/bound-fields';
import { AuthFormCard, type AuthFormCardProps } from './AuthFormCard';
import { codeDeliveryMessage, type CodeDelivery, type CodeRequestOutcome } from './code-delivery';

export interface CodeStepProps<T extends { code: string }> extends Omit<
  AuthFormCardProps<T>,
  'description' | 'notice' | 'secondaryAction' | 'children'
> {
  /** The account the code is for. */
  email: string;
  /** Where the code went (from the request or a resend). */
  delivery?: CodeDelivery;
  /** Sends a new code ('Resend Code'). */
  onResend: () => Promise<CodeRequestOutcome>;
  /** Offers 'Use another e-mail' next to the account when given. */
  onChangeEmail?: () => void;
  /** The code field's label. */
  codeLabel: string;
  /** More fields after the code, e.g. the new password. */
  children?: ReactNode;
}

/**
 * A step that asks for a one-time code: where the code went, the account, the code field,
 * 'Resend Code' (which says 'We sent a new code.' or shows the service's message) beside the
 * submit. The submitted code is trimmed. Used to confirm a sign-up and to reset a password.
 */
export function CodeStep<T extends { code: string }>({
  auth,
  email,
  delivery,
  onResend,
  onChangeEmail,
  codeLabel,
  onSubmit,
  children,
  ...card
}: CodeStepProps<T>) {
  const { form, isPending, setFormError } = auth;
  const [sentTo, setSentTo] = useState(delivery);
  const [resent, setResent] = useState(false);
  const [isResending, setResending] = useState(false);

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
    <AuthFormCard
      {...card}
      auth={auth}
      description={codeDeliveryMessage(sentTo)}
      notice={resent ? <Alert tone="success">We sent a new code.</Alert> : null}
      onSubmit={(values) => onSubmit({ ...values, code: values.code.trim() })}
      secondaryAction={
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
      }
    >
      <Text size="sm" tone="muted">
        Account:{' '}
        <Text as="span" size="sm" weight="semibold">
          {email}
        </Text>
        {onChangeEmail ? (
          <>
            {' '}
            <Button variant="link" size="sm" onPress={onChangeEmail} isDisabled={isPending}>
              Use another e-mail
            </Button>
          </>
        ) : null}
      </Text>
      <BoundTextField
        control={form.control}
        name={'code' as Path<T>}
        label={codeLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        isDisabled={isPending}
      />
      {children}
    </AuthFormCard>
  );
}
