import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { AuthCard } from '../../../design-system/patterns/AuthCard/AuthCard';
import { Alert } from '../../../design-system/primitives/Alert/Alert';
import { Button } from '../../../design-system/primitives/Button/Button';
import { Form } from '../../../design-system/primitives/Form/Form';
import { Link } from '../../../design-system/primitives/Link/Link';
import { Text } from '../../../design-system/primitives/Text/Text';
import type { CodeDelivery, CodeRequestOutcome } from '../../auth/code-delivery';
import { useAuthForm } from '../../auth/use-auth-form';
import { BoundTextField } from '../../forms/bound-fields';
import { useFormDraft } from '../../forms/use-form-draft';
import { ConfirmSignUpStep } from '../register/ConfirmSignUpStep';
import { emptyLoginForm, loginRules, type LoginForm } from './login-schema';
import { SignedInCard } from './SignedInCard';

export type { LoginForm };

/** How a sign-in went; once it is done the route has navigated away. */
export type SignInOutcome =
  | { status: 'done' }
  /** The account was never confirmed: a code was sent for the confirm step. */
  | { status: 'confirmSignUp'; delivery?: CodeDelivery }
  | { status: 'error'; message: string };

export interface LoginScreenProps {
  onSignIn: (form: LoginForm) => Promise<SignInOutcome>;
  /** Confirms an unconfirmed account, then signs in; resolves with a message when refused. */
  onConfirmSignUp: (form: LoginForm & { code: string }) => Promise<string | undefined>;
  onResendCode: (email: string) => Promise<CodeRequestOutcome>;
  /** Already signed in: the account's login id (the screen offers the profile or signing out). */
  signedInAs?: string | null;
  onSignOut: () => Promise<void>;
  /** A confirmation above the form, e.g. after a password reset. */
  notice?: string | null;
  /** Pre-fills the e-mail (e.g. after a password reset). */
  defaultEmail?: string;
}

/**
 * /login: Email and Password, 'Login' (pending 'Signing in'), links to /register and
 * /forgot-password. A refused sign-in shows the service's message above the button and
 * keeps what was typed; an unconfirmed account goes on to the confirmation-code step.
 */
export function LoginScreen({
  onSignIn,
  onConfirmSignUp,
  onResendCode,
  signedInAs,
  onSignOut,
  notice,
  defaultEmail,
}: LoginScreenProps) {
  const { form, onSubmit, isPending } = useAuthForm<LoginForm>({
    defaultValues: { ...emptyLoginForm, email: defaultEmail ?? '' },
    rules: loginRules,
  });
  const draft = useFormDraft(form, 'login', ['password']);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmStep, setConfirmStep] = useState<{ delivery?: CodeDelivery } | null>(null);

  if (signedInAs) return <SignedInCard title="Login" signedInAs={signedInAs} onSignOut={onSignOut} />;

  if (confirmStep) {
    const { email, password } = form.getValues();
    return (
      <ConfirmSignUpStep
        email={email}
        delivery={confirmStep.delivery}
        onConfirm={(code) => onConfirmSignUp({ email, password, code })}
        onResend={() => onResendCode(email)}
      />
    );
  }

  const submit = onSubmit(async (values) => {
    setFormError(null);
    const outcome = await onSignIn({ ...values, email: values.email.trim() });
    if (outcome.status === 'error') setFormError(outcome.message);
    else if (outcome.status === 'confirmSignUp') setConfirmStep({ delivery: outcome.delivery });
    else draft.clear();
  });

  return (
    <AuthCard
      title="Login"
      description="Sign in to see your orders, addresses and favourites."
      icon={<LogIn aria-hidden="true" />}
      notice={notice ? <Alert tone="success">{notice}</Alert> : null}
      footer={
        <Text size="sm" tone="muted">
          Don&apos;t have an account? <Link href="/register">Register</Link>
        </Text>
      }
    >
      <Form
        aria-label="Login"
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
            pendingLabel="Signing in"
          >
            Login
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
        <BoundTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          isDisabled={isPending}
        />
        <Text size="sm">
          <Link href="/forgot-password">Forgot password?</Link>
        </Text>
      </Form>
    </AuthCard>
  );
}
