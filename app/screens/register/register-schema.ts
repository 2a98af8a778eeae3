import {
  emailError,
  newPasswordErrors,
  requiredError,
  type PasswordPolicy,
} from '../../auth/password-rules';
import type { AuthFormRules } from '../../auth/use-auth-form';

export interface RegisterForm {
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptyRegisterForm: RegisterForm = { email: '', password: '', confirmPassword: '' };

/**
 * /register: a valid e-mail; the pool's password policy, once the password
 * was touched; 'Your passwords must match' when the two differ and either both are at least
 * 6 characters or both fields were touched. Every rule applies on submit.
 */
export function registerRules(policy: PasswordPolicy): AuthFormRules<RegisterForm> {
  return (values, moment) => ({
    email: emailError(values.email, 'email', moment),
    ...newPasswordErrors(
      values,
      { password: 'password', confirmPassword: 'confirmPassword' },
      moment,
      policy,
    ),
  });
}

export interface ConfirmCodeForm {
  code: string;
}

/** The confirmation-code step: the code is required. */
export const confirmCodeRules: AuthFormRules<ConfirmCodeForm> = (values, moment) => ({
  code: requiredError(values.code, 'code', moment),
});
