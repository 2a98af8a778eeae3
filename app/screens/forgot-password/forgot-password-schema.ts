import {
  emailError,
  newPasswordErrors,
  requiredError,
  type PasswordPolicy,
} from '../../auth/password-rules';
import type { AuthFormRules } from '../../auth/use-auth-form';

export interface RequestCodeForm {
  email: string;
}

/** Step 1: the account's e-mail. */
export const requestCodeRules: AuthFormRules<RequestCodeForm> = (values, moment) => ({
  email: emailError(values.email, 'email', moment),
});

export interface NewPasswordForm {
  code: string;
  password: string;
  confirmPassword: string;
}

export const emptyNewPasswordForm: NewPasswordForm = {
  code: '',
  password: '',
  confirmPassword: '',
};

/** Step 2: the code, and a new password under the same rules as registering. */
export function newPasswordRules(policy: PasswordPolicy): AuthFormRules<NewPasswordForm> {
  return (values, moment) => ({
    code: requiredError(values.code, 'code', moment),
    ...newPasswordErrors(
      values,
      { password: 'password', confirmPassword: 'confirmPassword' },
      moment,
      policy,
    ),
  });
}
