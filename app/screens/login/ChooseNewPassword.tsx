import { KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { NewPasswordFields } from '../../auth/AccountFields';
import { AuthFormCard } from '../../auth/AuthFormCard';
import { newPasswordErrors, type PasswordPolicy } from '../../auth/password-rules';
import { newPasswordLinkedFields, useAuthForm, type AuthFormRules } from '../../auth/use-auth-form';
import { paths } from '@domain/paths';

export interface ChooseNewPasswordForm {
  password: string;
  confirmPassword: string;
}

const emptyForm: ChooseNewPasswordForm = { password: '', confirmPassword: '' };

export interface ChooseNewPasswordProps {
  policy: PasswordPolicy;
  /** Sets the password and finishes signing in; resolves with a message when refused. */
  onSetNewPassword: (password: string) => Promise<string | undefined>;
}

/**
 * The first sign-in of an invited account: it signed in with the temporary password from its
 * invitation and now chooses its own, under the pool's policy, to finish signing in.
 */
export function ChooseNewPassword({ policy, onSetNewPassword }: ChooseNewPasswordProps) {
  const rules = useMemo<AuthFormRules<ChooseNewPasswordForm>>(
    () => (values, moment) =>
      newPasswordErrors(
        values,
        { password: 'password', confirmPassword: 'confirmPassword' },
        moment,
        policy,
      ),
    [policy],
  );
  const auth = useAuthForm<ChooseNewPasswordForm>({
    defaultValues: emptyForm,
    rules,
    linked: newPasswordLinkedFields,
  });
  return (
    <AuthFormCard
      auth={auth}
      title="Choose your password"
      description="Your account was made with a temporary password. Choose your own to finish signing in."
      icon={<KeyRound aria-hidden="true" />}
      footer={{ prompt: 'Not your account?', href: paths.login(), label: 'Back to Login' }}
      submitLabel="Set password"
      pendingLabel="Setting password"
      blockWhileInvalid
      onSubmit={({ password }) => onSetNewPassword(password)}
    >
      <NewPasswordFields
        control={auth.form.control}
        policy={policy}
        passwordLabel="New Password"
        isDisabled={auth.isPending}
      />
    </AuthFormCard>
  );
}
