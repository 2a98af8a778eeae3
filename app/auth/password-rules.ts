/**
 * The account forms' rules and messages, as the spec gives them (sections 5 and 9): the
 * same checks and words as the Amplify Authenticator, without loading Amplify. Pure.
 */

/** Field messages. */
export const authMessages = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email',
  passwordsMustMatch: 'Your passwords must match',
  lowercase: 'Password must have lower case letters',
  uppercase: 'Password must have upper case letters',
  numbers: 'Password must have numbers',
  specialCharacters: 'Password must have special characters',
  minLength: (length: number) => `Password must have at least ${length} characters`,
} as const;

/** Default minimum password length when the pool gives none. */
export const defaultPasswordMinLength = 8;

/** Both passwords at least this long and different: the mismatch shows while typing. */
export const passwordMatchCheckLength = 6;

/** Cognito's special characters, space included. */
export const passwordSpecialCharacters: readonly string[] = [
  ...'^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-',
  ' ',
];

/** The user pool's password policy, from amplify_outputs.json's `auth.password_policy`. */
export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSpecialCharacters: boolean;
}

export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: defaultPasswordMinLength,
  requireLowercase: false,
  requireUppercase: false,
  requireNumbers: false,
  requireSpecialCharacters: false,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The policy in Amplify Gen 2 outputs; the default (8 characters, nothing else) when absent. */
export function passwordPolicyFrom(outputs: unknown): PasswordPolicy {
  const auth = isObject(outputs) ? outputs.auth : undefined;
  const policy = isObject(auth) ? auth.password_policy : undefined;
  if (!isObject(policy)) return defaultPasswordPolicy;
  const minLength = policy.min_length;
  return {
    minLength:
      typeof minLength === 'number' && Number.isInteger(minLength) && minLength > 0
        ? minLength
        : defaultPasswordMinLength,
    requireLowercase: policy.require_lowercase === true,
    requireUppercase: policy.require_uppercase === true,
    requireNumbers: policy.require_numbers === true,
    requireSpecialCharacters: policy.require_symbols === true,
  };
}

/** Every rule the password breaks, in the spec's order (empty when it is fine). */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(authMessages.minLength(policy.minLength));
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push(authMessages.lowercase);
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push(authMessages.uppercase);
  if (policy.requireNumbers && !/[0-9]/.test(password)) problems.push(authMessages.numbers);
  if (
    policy.requireSpecialCharacters &&
    !passwordSpecialCharacters.some((character) => password.includes(character))
  ) {
    problems.push(authMessages.specialCharacters);
  }
  return problems;
}

/** The policy in one sentence, for the hint under a new password. */
export function describePasswordPolicy(policy: PasswordPolicy): string {
  const needs = [
    policy.requireLowercase && policy.requireUppercase
      ? 'upper and lower case letters'
      : policy.requireLowercase
        ? 'lower case letters'
        : policy.requireUppercase
          ? 'upper case letters'
          : null,
    policy.requireNumbers ? 'a number' : null,
    policy.requireSpecialCharacters ? 'a special character' : null,
  ].filter((need): need is string => need !== null);
  const length = `At least ${policy.minLength} characters`;
  if (needs.length === 0) return `${length}.`;
  const last = needs.pop();
  return `${length}, with ${needs.length ? `${needs.join(', ')} and ${last}` : last}.`;
}

/** The HTML e-mail rule (as the Authenticator checks it). */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** When a field's messages may show: once it was left (touched) or a submit was tried. */
export interface ValidationMoment {
  touched: (field: string) => boolean;
  submitted: boolean;
}

/** 'This field is required' / 'Please enter a valid email', once the field may complain. */
export function emailError(value: string, field: string, moment: ValidationMoment) {
  if (!moment.submitted && !moment.touched(field)) return undefined;
  if (value.trim() === '') return authMessages.required;
  return isValidEmail(value) ? undefined : authMessages.invalidEmail;
}

/** A required field's message, once it may complain. */
export function requiredError(value: string, field: string, moment: ValidationMoment) {
  if (!moment.submitted && !moment.touched(field)) return undefined;
  return value.trim() === '' ? authMessages.required : undefined;
}

/**
 * A new password and its confirmation: the policy is checked once the
 * password was touched; 'Your passwords must match' when they differ and either both are at
 * least 6 characters or both fields were touched. A submit checks everything.
 */
export function newPasswordErrors(
  values: { password: string; confirmPassword: string },
  fields: { password: string; confirmPassword: string },
  moment: ValidationMoment,
  policy: PasswordPolicy,
): { password?: string; confirmPassword?: string } {
  const { password, confirmPassword } = values;
  const passwordTouched = moment.submitted || moment.touched(fields.password);
  const confirmTouched = moment.submitted || moment.touched(fields.confirmPassword);
  const errors: { password?: string; confirmPassword?: string } = {};
  if (passwordTouched) {
    errors.password =
      password === '' ? authMessages.required : passwordProblems(password, policy)[0];
  }
  if (confirmTouched && confirmPassword === '') {
    errors.confirmPassword = authMessages.required;
  } else if (
    (password || confirmPassword) &&
    password !== confirmPassword &&
    ((passwordTouched && confirmTouched) ||
      (password.length >= passwordMatchCheckLength &&
        confirmPassword.length >= passwordMatchCheckLength))
  ) {
    errors.confirmPassword = authMessages.passwordsMustMatch;
  }
  return errors;
}
