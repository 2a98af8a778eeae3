import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AuthFormCard } from '../../auth/AuthFormCard';
import type { CodeDelivery, CodeRequestOutcome } from '../../auth/code-delivery';
import { CodeStep } from '../../auth/CodeStep';
import { EmailField, NewPasswordFields } from '../../auth/AccountFields';
import type { PasswordPolicy } from '../../auth/password-rules';
import { newPasswordLinkedFields, useAuthForm } from '../../auth/use-auth-form';
import {
  emptyNewPasswordForm,
  newPasswordRules,
  requestCodeRules,
  type NewPasswordForm,
  type RequestCodeForm,
} from './forgot-password-schema';
import { paths } from '@domain/paths';

export interface ForgotPasswordScreenProps {
  /** The user pool's password policy (amplify_outputs.json). */
  policy: PasswordPolicy;
  /** Sends a reset code to the account's e-mail. */
  onRequestCode: (email: string) => Promise<CodeRequestOutcome>;
  /** Sets the new password; resolves with the service's message when refused (the route then leaves for /login). */
  onResetPassword: (form: {
    email: string;
    code: string;
    password: string;
  }) => Promise<string | undefined>;
  /** Pre-fills the e-mail, e.g. from /login. */
  defaultEmail?: string;
}

const footer = { prompt: 'Remembered it?', href: paths.login(), label: 'Back to Login' };

/**
 * /forgot-password: a code by e-mail, then a new password under the registration rules; success
 * returns to /login.
 */
export function ForgotPasswordScreen({
  policy,
  onRequestCode,
  onResetPassword,
  defaultEmail = '',
}: ForgotPasswordScreenProps) {
  const [sent, setSent] = useState<{ email: string; delivery: CodeDelivery } | null>(null);
  const [lastEmail, setLastEmail] = useState(defaultEmail);
  return sent ? (
    <NewPasswordStep
      policy={policy}
      email={sent.email}
      delivery={sent.delivery}
      onResend={() => onRequestCode(sent.email)}
      onResetPassword={onResetPassword}
      onChangeEmail={() => {
        setLastEmail(sent.email);
        setSent(null);
      }}
    />
  ) : (
    <RequestCodeStep
      defaultEmail={lastEmail}
      onRequestCode={async (email) => {
        const outcome = await onRequestCode(email);
        if (!('error' in outcome)) setSent({ email, delivery: outcome.delivery });
        return outcome;
      }}
    />
  );
}

function RequestCodeStep({
  defaultEmail,
  onRequestCode,
}: {
  defaultEmail: string;
  onRequestCode: (email: string) => Promise<CodeRequestOutcome>;
}) {
  const auth = useAuthForm<RequestCodeForm>({
    defaultValues: { email: defaultEmail },
    rules: requestCodeRules,
  });
  return (
    <AuthFormCard
      auth={auth}
      title="Forgot password"
      description="Enter the e-mail of your account and we will send you a code to set a new password."
      icon={<KeyRound aria-hidden="true" />}
      footer={footer}
      submitLabel="Send code"
      pendingLabel="Sending"
      onSubmit={async ({ email }) => {
        const outcome = await onRequestCode(email.trim());
        return 'error' in outcome ? outcome.error : undefined;
      }}
    >
      <EmailField control={auth.form.control} autoComplete="username" isDisabled={auth.isPending} />
    </AuthFormCard>
  );
}

function NewPasswordStep({
  policy,
  onResetPassword,
  ...step
}: {
  policy: PasswordPolicy;
  email: string;
  delivery: CodeDelivery;
  onResend: () => Promise<CodeRequestOutcome>;
  onResetPassword: ForgotPasswordScreenProps['onResetPassword'];
  onChangeEmail: () => void;
}) {
  const rules = useMemo(() => newPasswordRules(policy), [policy]);
  const auth = useAuthForm<NewPasswordForm>({
    defaultValues: emptyNewPasswordForm,
    rules,
    linked: newPasswordLinkedFields,
  });
  return (
    <CodeStep
      {...step}
      footer={footer}
      auth={auth}
      title="Set a new password"
      icon={<KeyRound aria-hidden="true" />}
      codeLabel="Code"
      submitLabel="Change password"
      pendingLabel="Changing password"
      blockWhileInvalid
      onSubmit={({ code, password }) => onResetPassword({ email: step.email, code, password })}
    >
      <NewPasswordFields
        control={auth.form.control}
        policy={policy}
        passwordLabel="New Password"
        isDisabled={auth.isPending}
      />
    </CodeStep>
  );
}
