import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Divider } from '@ds/primitives/Divider/Divider';
import { Link } from '@ds/primitives/Link/Link';
import { Text } from '@ds/primitives/Text/Text';
import { AuthFormCard } from '../../auth/AuthFormCard';
import { EmailField } from '../../auth/AccountFields';
import type { CodeDelivery, CodeRequestOutcome } from '../../auth/code-delivery';
import { useAuthForm } from '../../auth/use-auth-form';
import { BoundTextField } from '../../forms/bound-fields';
import { useFormDraft } from '../../forms/use-form-draft';
import type { PasswordPolicy } from '../../auth/password-rules';
import type { SocialProvider } from '../../auth/social';
import { SignUpSteps, type PendingConfirmation } from '../../auth/SignUpSteps';
import { ChooseNewPassword } from './ChooseNewPassword';
import { emptyLoginForm, loginRules, type LoginForm } from './login-schema';
import { paths } from '@domain/paths';

export type { LoginForm };

/** How a sign-in went; once it is done the route has navigated away. */
export type SignInOutcome =
  | { status: 'done' }
  /** The account was never confirmed: a code was sent for the confirm step. */
  | { status: 'confirmSignUp'; delivery?: CodeDelivery }
  /** An invited account's first sign-in: it chooses its own password next. */
  | { status: 'newPassword' }
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
  /** Why the account was signed out (disabled by an admin), above the form in place of a notice. */
  warning?: string | null;
  /** Pre-fills the e-mail (e.g. after a password reset). */
  defaultEmail?: string;
  /** The pool's password policy, for an invited account's new password. */
  policy: PasswordPolicy;
  /** Sets an invited account's own password and finishes signing in; a message when refused. */
  onSetNewPassword: (password: string) => Promise<string | undefined>;
  /** The social sign-ins the pool offers (none with the local identity service). */
  socialProviders?: readonly SocialProvider[];
  /** Leaves for the provider's sign-in; resolves with a message when it cannot. */
  onSocialSignIn?: (provider: SocialProvider) => Promise<string | undefined>;
}

/**
 * /login: sign in; a refusal keeps what was typed, and an unconfirmed account goes on to its code.
 */
export function LoginScreen({
  onSignIn,
  onConfirmSignUp,
  notice,
  warning,
  defaultEmail,
  policy,
  onSetNewPassword,
  socialProviders = [],
  onSocialSignIn,
  ...account
}: LoginScreenProps) {
  const auth = useAuthForm<LoginForm>({
    defaultValues: { ...emptyLoginForm, email: defaultEmail ?? '' },
    rules: loginRules,
  });
  const { form, isPending } = auth;
  const draft = useFormDraft(form, 'login', ['password']);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [choosingPassword, setChoosingPassword] = useState(false);

  if (choosingPassword) {
    return <ChooseNewPassword policy={policy} onSetNewPassword={onSetNewPassword} />;
  }

  return (
    <SignUpSteps
      {...account}
      title="Login"
      confirming={confirming}
      onConfirm={(email, code) =>
        onConfirmSignUp({ email, password: form.getValues('password'), code })
      }
    >
      <AuthFormCard
        auth={auth}
        title="Login"
        description="Sign in to see your orders, addresses and favourites."
        icon={<LogIn aria-hidden="true" />}
        notice={
          warning ? (
            <Alert tone="danger">{warning}</Alert>
          ) : notice ? (
            <Alert tone="success">{notice}</Alert>
          ) : null
        }
        footer={{ prompt: "Don't have an account?", href: paths.register(), label: 'Register' }}
        submitLabel="Login"
        pendingLabel="Signing in"
        onSubmit={async (values) => {
          const outcome = await onSignIn({ ...values, email: values.email.trim() });
          if (outcome.status === 'error') return outcome.message;
          if (outcome.status === 'done') draft.clear();
          else if (outcome.status === 'newPassword') setChoosingPassword(true);
          // The code step goes on with the e-mail as typed, as the form holds it.
          else setConfirming({ email: values.email, delivery: outcome.delivery });
        }}
      >
        <EmailField control={form.control} autoComplete="username" isDisabled={isPending} />
        <BoundTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          isDisabled={isPending}
        />
        <Text size="sm">
          <Link href={paths.forgotPassword()}>Forgot password?</Link>
        </Text>
        {socialProviders.length > 0 && onSocialSignIn && (
          <>
            <Divider label="or" />
            {socialProviders.map((provider) => (
              <Button
                key={provider}
                variant="outline"
                size="lg"
                isDisabled={isPending}
                onPress={async () => {
                  const refusal = await onSocialSignIn(provider);
                  if (refusal) auth.setFormError(refusal);
                }}
              >
                {`Continue with ${provider}`}
              </Button>
            ))}
          </>
        )}
      </AuthFormCard>
    </SignUpSteps>
  );
}
