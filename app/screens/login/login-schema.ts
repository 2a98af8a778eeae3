import { authMessages, emailError, type ValidationMoment } from '../../auth/password-rules';
import type { AuthFormRules } from '../../auth/use-auth-form';

export interface LoginForm {
  email: string;
  password: string;
}

export const emptyLoginForm: LoginForm = { email: '', password: '' };

/** A password is never trimmed: only an empty one is missing. */
function passwordRequired(value: string, moment: ValidationMoment) {
  if (!moment.submitted && !moment.touched('password')) return undefined;
  return value === '' ? authMessages.required : undefined;
}

/** /login: an e-mail ('This field is required', 'Please enter a valid email') and a password. */
export const loginRules: AuthFormRules<LoginForm> = (values, moment) => ({
  email: emailError(values.email, 'email', moment),
  password: passwordRequired(values.password, moment),
});
