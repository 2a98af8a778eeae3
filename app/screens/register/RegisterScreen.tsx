import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AuthFormCard } from '../../auth/AuthFormCard';
import type { CodeDelivery, CodeRequestOutcome } from '../../auth/code-delivery';
import { EmailField, NewPasswordFields } from '../../auth/AccountFields';
import type { PasswordPolicy } from '../../auth/password-rules';
import { newPasswordLinkedFields, useAuthForm } from '../../auth/use-auth-form';
import { BoundTextField } from '../../forms/bound-fields';
import { useFormDraft } from '../../forms/use-form-draft';
import { SignUpSteps, type PendingConfirmation } from '../../auth/SignUpSteps';
import { emptyRegisterForm, registerRules, type RegisterForm } from './register-schema';
import { paths } from '@domain/paths';

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
  /** Creates the account; `name` (trimmed) becomes its `name` attribute. */
  onRegister: (form: { name: string; email: string; password: string }) => Promise<RegisterOutcome>;
  /** Confirms the code and signs in; resolves with the service's message when refused. */
  onConfirm: (email: string, code: string) => Promise<string | undefined>;
  onResendCode: (email: string) => Promise<CodeRequestOutcome>;
  signedInAs?: string | null;
  onSignOut: () => Promise<void>;
}

/** Never written to the form draft. */
const passwordFields = ['password', 'confirmPassword'] as const;

/** /register: a new account under the password rules, confirmed by a code, then signed in. */
export function RegisterScreen({ policy, onRegister, ...account }: RegisterScreenProps) {
  const rules = useMemo(() => registerRules(policy), [policy]);
  const auth = useAuthForm<RegisterForm>({
    defaultValues: emptyRegisterForm,
    rules,
    linked: newPasswordLinkedFields,
  });
  const { form, isPending } = auth;
  const draft = useFormDraft(form, 'register', passwordFields);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);

  return (
    <SignUpSteps {...account} title="Register" confirming={confirming}>
      <AuthFormCard
        auth={auth}
        title="Register"
        description="Create an account to keep your orders, addresses and favourites."
        icon={<UserPlus aria-hidden="true" />}
        footer={{ prompt: 'Already have an account?', href: paths.login(), label: 'Login' }}
        submitLabel="Register"
        pendingLabel="Creating account"
        blockWhileInvalid
        onSubmit={async ({ name, email, password }) => {
          const outcome = await onRegister({ name: name.trim(), email: email.trim(), password });
          if (outcome.status === 'error') return outcome.message;
          draft.clear();
          if (outcome.status === 'confirm') {
            setConfirming({ email: email.trim(), delivery: outcome.delivery });
          }
        }}
      >
        <BoundTextField
          control={form.control}
          name="name"
          label="Name"
          autoComplete="name"
          description="Shown beside your forum posts."
          isDisabled={isPending}
        />
        <EmailField control={form.control} autoComplete="email" isDisabled={isPending} />
        <NewPasswordFields
          control={form.control}
          policy={policy}
          passwordLabel="Password"
          isDisabled={isPending}
        />
      </AuthFormCard>
    </SignUpSteps>
  );
}
