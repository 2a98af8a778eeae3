import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
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
import { describePasswordPolicy, type PasswordPolicy } from '../../auth/password-rules';
import { useAuthForm } from '../../auth/use-auth-form';
import { BoundTextField } from '../../forms/bound-fields';
import {
  emptyNewPasswordForm,
  newPasswordRules,
  requestCodeRules,
  type NewPasswordForm,
  type RequestCodeForm,
} from './forgot-password-schema';

export interface ForgotPasswordScreenProps {
  /** The user pool's password policy (amplify_outputs.json). */
  policy: PasswordPolicy;
  /** Sends a reset code to the account's e-mail. */
  onRequestCode: (email: string) => Promise<CodeRequestOutcome>;
  /** Sets the new password; resolves with the service's message when refused (the route then leaves for /login). */
  onResetPassword: (form: { email: string; code: string; password: string }) => Promise<
    string | undefined
  >;
  /** Pre-fills the e-mail, e.g. from /login. */
  defaultEmail?: string;
}

const footer = (
  <Text size="sm" tone="muted">
    Remembered it? <Link href="/login">Back to Login</Link>
  </Text>
);

/**
 * /forgot-password: the account's e-mail and 'Send code' (pending 'Sending'); then the code,
 * a new password and its confirmation under the registration rules ('Change password',
 * pending 'Changing password'). On success the route returns to /login with a confirmation.
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
  const { form, onSubmit, isPending } = useAuthForm<RequestCodeForm>({
    defaultValues: { email: defaultEmail },
    rules: requestCodeRules,
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = onSubmit(async ({ email }) => {
    setFormError(null);
    const outcome = await onRequestCode(email.trim());
    if ('error' in outcome) setFormError(outcome.error);
  });

  return (
    <AuthCard
      title="Forgot password"
      description="Enter the e-mail of your account and we will send you a code to set a new password."
      icon={<KeyRound aria-hidden="true" />}
      footer={footer}
    >
      <Form
        aria-label="Forgot password"
        onSubmit={submit}
        error={formError}
        onDismissError={() => setFormError(null)}
        actionsAlign="stretch"
        actions={
          <Button
            type="submit"
            variant="accent"
            size="lg"
            isPending={isPending}
            pendingLabel="Sending"
          >
            Send code
          </Button>
        }
      >
        <BoundTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          isDisabled={isPending}
        />
      </Form>
    </AuthCard>
  );
}

const linkedFields = { password: ['confirmPassword'] } as const satisfies Partial<
  Record<keyof NewPasswordForm, (keyof NewPasswordForm)[]>
>;

function NewPasswordStep({
  policy,
  email,
  delivery,
  onResend,
  onResetPassword,
  onChangeEmail,
}: {
  policy: PasswordPolicy;
  email: string;
  delivery: CodeDelivery;
  onResend: () => Promise<CodeRequestOutcome>;
  onResetPassword: ForgotPasswordScreenProps['onResetPassword'];
  onChangeEmail: () => void;
}) {
  const rules = useMemo(() => newPasswordRules(policy), [policy]);
  const { form, onSubmit, hasErrors, isPending } = useAuthForm<NewPasswordForm>({
    defaultValues: emptyNewPasswordForm,
    rules,
    linked: linkedFields,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState(delivery);
  const [resent, setResent] = useState(false);
  const [isResending, setResending] = useState(false);

  const submit = onSubmit(async ({ code, password }) => {
    setFormError(null);
    const refusal = await onResetPassword({ email, code: code.trim(), password });
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
      title="Set a new password"
      description={codeDeliveryMessage(sentTo)}
      icon={<KeyRound aria-hidden="true" />}
      notice={resent ? <Alert tone="success">We sent a new code.</Alert> : null}
      footer={footer}
    >
      <Form
        aria-label="Set a new password"
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
              pendingLabel="Changing password"
              isDisabled={hasErrors && !isPending}
            >
              Change password
            </Button>
          </>
        }
      >
        <Text size="sm" tone="muted">
          Account: <Text as="span" size="sm" weight="semibold">{email}</Text>{' '}
          <Button variant="link" size="sm" onPress={onChangeEmail} isDisabled={isPending}>
            Use another e-mail
          </Button>
        </Text>
        <BoundTextField
          control={form.control}
          name="code"
          label="Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          isDisabled={isPending}
        />
        <BoundTextField
          control={form.control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          description={describePasswordPolicy(policy)}
          isDisabled={isPending}
        />
        <BoundTextField
          control={form.control}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          isDisabled={isPending}
        />
      </Form>
    </AuthCard>
  );
}
