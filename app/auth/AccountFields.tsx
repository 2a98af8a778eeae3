import type { Control, Path } from 'react-hook-form';
import { BoundTextField } from '../forms/bound-fields';
import { describePasswordPolicy, type PasswordPolicy } from './password-rules';

/** The account's e-mail, in every account form that asks for it. */
export function EmailField<T extends { email: string }>({
  control,
  autoComplete,
  isDisabled,
}: {
  control: Control<T>;
  /** 'username' where an existing account signs in or resets, 'email' when registering. */
  autoComplete: 'username' | 'email';
  isDisabled?: boolean;
}) {
  return (
    <BoundTextField
      control={control}
      name={'email' as Path<T>}
      label="Email"
      type="email"
      autoComplete={autoComplete}
      isDisabled={isDisabled}
    />
  );
}

/** The two fields every form that sets a password has. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  control: Control<T>;
  /** The user pool's policy, described under the password. */
  policy: PasswordPolicy;
  /** 'Password' when registering, 'New Password' when resetting. */
  passwordLabel: string;
  isDisabled?: boolean;
}

/**
 * A new password (the pool's policy under it) and its confirmation, both `new-password` for
 * password managers. The rules are `newPasswordErrors` (password-rules.ts); pass
 * `linked: newPasswordLinkedFields` to `useAuthForm` so the confirmation is checked again.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  control,
  policy,
  passwordLabel,
  isDisabled,
}: NewPasswordFieldsProps<T>) {
  return (
    <>
      <BoundTextField
        control={control}
        name={'password' as Path<T>}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        description={describePasswordPolicy(policy)}
        isDisabled={isDisabled}
      />
      <BoundTextField
        control={control}
        name={'confirmPassword' as Path<T>}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        isDisabled={isDisabled}
      />
    </>
  );
}
