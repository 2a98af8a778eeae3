import {
  emailError,
  newPasswordErrors,
  requiredError,
  type PasswordPolicy,
  type ValidationMoment,
} from '../../auth/password-rules';
import type { AuthFormRules } from '../../auth/use-auth-form';

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptyRegisterForm: RegisterForm = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The longest account name, after trimming: it is the forum's author line and the checkout's name. */
export const accountNameMaxLength = 60;

/** 'This field is required', or the limit once the trimmed name is longer. */
function nameError(value: string, moment: ValidationMoment) {
  const required = requiredError(value, 'name', moment);
  if (required || (!moment.submitted && !moment.touched('name'))) return required;
  return value.trim().length > accountNameMaxLength
    ? `Name must be at most ${accountNameMaxLength} characters`
    : undefined;
}

/**
 * /register: a name (1 to 60 characters once trimmed); a valid e-mail; the pool's password policy, once the password
 * was touched; 'Your passwords must match' when the two differ and either both are at least
 * 6 characters or both fields were touched. Every rule applies on submit.
 */
export function registerRules(policy: PasswordPolicy): AuthFormRules<RegisterForm> {
  return (values, moment) => ({
    name: nameError(values.name, moment),
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
