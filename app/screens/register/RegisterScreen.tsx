import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AuthCard } from '../../../design-system/patterns/AuthCard/AuthCard';
import { Button } from '../../../design-system/primitives/Button/Button';
import { Form } from '../../../design-system/primitives/Form/Form';
import { Link } from '../../../design-system/primitives/Link/Link';
import { Text } from '../../../design-system/primitives/Text/Text';
import type { CodeDelivery, CodeRequestOutcome } from '../../auth/code-delivery';
import { describePasswordPolicy, type PasswordPolicy } from '../../auth/password-rules';
import { useAuthForm } from '../../auth/use-auth-form';
import { BoundTextField } from '../../forms/bound-fields';
import { useFormDraft } from '../../forms/use-form-draft';
import { SignedInCard } from '../login/SignedInCard';
import { ConfirmSignUpStep } from './ConfirmSignUpStep';
import { emptyRegisterForm, registerRules, type RegisterForm } from './register-schema';

export type { RegisterForm };

/** How creating the account went. */
export type RegisterOutcome =
  /** A code was sent: the confirmation step comes next. */
  | { status: 'confirm'; delivery?: CodeDelivery }
  /** Created and signed in (no confirmation needed); the route has navigated away. */
  | { status: 'done' }
  | { status: 'error'; message: string };

export interface RegisterScreenProps {
  /** The user pool's password policy (amplify_outputs.json). */
  policy: PasswordPolicy;
  onRegister: (form: { email: string; password: string }) => Promise<RegisterOutcome>;
  /** Confirms the code and signs in; resolves with the service's message when refused. */
  onConfirm: (email: string, code: string) => Promise<string | undefined>;
  onResendCode: (email: string) => Promise<CodeRequestOutcome>;
  signedInAs?: string | null;
  onSignOut: () => Promise<void>;
}

/** Never written to the form draft. */
const passwordFields = ['password', 'confirmPassword'] as const;
const linkedFields = { password: ['confirmPassword'] } as const satisfies Partial<
  Record<keyof RegisterForm, (keyof RegisterForm)[]>
>;

/**
 * /register: Email, Password and Confirm Password, checked as the spec says while typing
 * and on submit; 'Register' stays disabled while a message shows or the request runs
 * ('Creating account'). Then the confirmation code, then the account is signed in.
 */
export function RegisterScreen({
  policy,
  onRegister,
  onConfirm,
  onResendCode,
  signedInAs,
  onSignOut,
}: RegisterScreenProps) {
  const rules = useMemo(() => registerRules(policy), [policy]);
  const { form, onSubmit, hasErrors, isPending } = useAuthForm<RegisterForm>({
    defaultValues: emptyRegisterForm,
    rules,
    linked: linkedFields,
  });
  const draft = useFormDraft(form, 'register', passwordFields);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmStep, setConfirmStep] = useState<{ delivery?: CodeDelivery } | null>(null);

  if (signedInAs) {
    return <SignedInCard title="Register" signedInAs={signedInAs} onSignOut={onSignOut} />;
  }

  if (confirmStep) {
    const email = form.getValues('email').trim();
    return (
      <ConfirmSignUpStep
        email={email}
        delivery={confirmStep.delivery}
        onConfirm={(code) => onConfirm(email, code)}
        onResend={() => onResendCode(email)}
      />
    );
  }

  const submit = onSubmit(async ({ email, password }) => {
    setFormError(null);
    const outcome = await onRegister({ email: email.trim(), password });
    if (outcome.status === 'error') {
      setFormError(outcome.message);
      return;
    }
    draft.clear();
    if (outcome.status === 'confirm') setConfirmStep({ delivery: outcome.delivery });
  });

  return (
    <AuthCard
      title="Register"
      description="Create an account to keep your orders, addresses and favourites."
      icon={<UserPlus aria-hidden="true" />}
      footer={
        <Text size="sm" tone="muted">
          Already have an account? <Link href="/login">Login</Link>
        </Text>
      }
    >
      <Form
        aria-label="Register"
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
            pendingLabel="Creating account"
            isDisabled={hasErrors && !isPending}
          >
            Register
          </Button>
        }
      >
        <BoundTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          isDisabled={isPending}
        />
        <BoundTextField
          control={form.control}
          name="password"
          label="Password"
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
