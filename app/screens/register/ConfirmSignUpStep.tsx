import { MailCheck } from 'lucide-react';
import type { CodeDelivery, CodeRequestOutcome } from '../../auth/code-delivery';
import { CodeStep } from '../../auth/CodeStep';
import { useAuthForm } from '../../auth/use-auth-form';
import { confirmCodeRules, type ConfirmCodeForm } from './register-schema';
import { paths } from '@domain/paths';

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
export function ConfirmSignUpStep({ onConfirm, ...step }: ConfirmSignUpStepProps) {
  const auth = useAuthForm<ConfirmCodeForm>({
    defaultValues: { code: '' },
    rules: confirmCodeRules,
  });
  return (
    <CodeStep
      {...step}
      auth={auth}
      title="Confirm your account"
      icon={<MailCheck aria-hidden="true" />}
      codeLabel="Confirmation Code"
      footer={{ prompt: 'Already confirmed?', href: paths.login(), label: 'Login' }}
      submitLabel="Confirm"
      pendingLabel="Confirming"
      onSubmit={({ code }) => onConfirm(code)}
    />
  );
}
