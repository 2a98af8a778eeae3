import { describe, expect, it } from 'vitest';
import {
  authMessages,
  defaultPasswordPolicy,
  describePasswordPolicy,
  emailError,
  isValidEmail,
  newPasswordErrors,
  passwordPolicyFrom,
  passwordProblems,
  requiredError,
  type PasswordPolicy,
  type ValidationMoment,
} from './password-rules';

const strict: PasswordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialCharacters: true,
};

const untouched: ValidationMoment = { submitted: false, touched: () => false };
const touched = (...fields: string[]): ValidationMoment => ({
  submitted: false,
  touched: (field) => fields.includes(field),
});
const submitted: ValidationMoment = { submitted: true, touched: () => false };
const fields = { password: 'password', confirmPassword: 'confirmPassword' };

describe('password policy', () => {
  it("reads amplify_outputs.json's password_policy", () => {
    expect(
      passwordPolicyFrom({
        auth: {
          password_policy: {
            min_length: 10,
            require_lowercase: true,
            require_uppercase: false,
            require_numbers: true,
            require_symbols: true,
          },
        },
      }),
    ).toEqual({
      minLength: 10,
      requireLowercase: true,
      requireUppercase: false,
      requireNumbers: true,
      requireSpecialCharacters: true,
    });
  });

  it('falls back to 8 characters and nothing else', () => {
    expect(passwordPolicyFrom(null)).toEqual(defaultPasswordPolicy);
    expect(passwordPolicyFrom({ auth: {} })).toEqual(defaultPasswordPolicy);
    expect(passwordPolicyFrom({ auth: { password_policy: { min_length: 'x' } } }).minLength).toBe(
      8,
    );
    expect(defaultPasswordPolicy.minLength).toBe(8);
  });

  it("lists every rule a password breaks, with the spec's messages", () => {
    expect(passwordProblems('abc', strict)).toEqual([
      'Password must have at least 8 characters',
      'Password must have upper case letters',
      'Password must have numbers',
      'Password must have special characters',
    ]);
    expect(passwordProblems('ABCDEFGH', strict)).toEqual([
      'Password must have lower case letters',
      'Password must have numbers',
      'Password must have special characters',
    ]);
    expect(passwordProblems('Smokehouse#Guest1', strict)).toEqual([]);
    // A space counts as a special character, as in Cognito.
    expect(passwordProblems('Smoke house1', strict)).toEqual([]);
    expect(passwordProblems('short', defaultPasswordPolicy)).toEqual([authMessages.minLength(8)]);
  });

  it('describes the policy for the hint under the field', () => {
    expect(describePasswordPolicy(strict)).toBe(
      'At least 8 characters, with upper and lower case letters, a number and a special character.',
    );
    expect(describePasswordPolicy(defaultPasswordPolicy)).toBe('At least 8 characters.');
    expect(describePasswordPolicy({ ...defaultPasswordPolicy, requireNumbers: true })).toBe(
      'At least 8 characters, with a number.',
    );
  });
});

describe('field rules', () => {
  it('checks e-mails as the HTML spec does', () => {
    expect(isValidEmail('pat@example.com')).toBe(true);
    expect(isValidEmail('pat@localhost')).toBe(true);
    expect(isValidEmail('pat@')).toBe(false);
    expect(isValidEmail('pat example.com')).toBe(false);
  });

  it('says nothing about a field until it was left or a submit was tried', () => {
    expect(emailError('', 'email', untouched)).toBeUndefined();
    expect(emailError('', 'email', touched('email'))).toBe('This field is required');
    expect(emailError('pat@', 'email', touched('email'))).toBe('Please enter a valid email');
    expect(emailError('pat@', 'email', submitted)).toBe('Please enter a valid email');
    expect(emailError('pat@example.com', 'email', submitted)).toBeUndefined();
    expect(requiredError('  ', 'code', submitted)).toBe('This field is required');
    expect(requiredError('123456', 'code', submitted)).toBeUndefined();
  });
});

describe('new password and confirmation', () => {
  const check = (password: string, confirmPassword: string, moment: ValidationMoment) =>
    newPasswordErrors({ password, confirmPassword }, fields, moment, strict);

  it('checks the policy only once the password was touched', () => {
    expect(check('abc', '', untouched)).toEqual({});
    expect(check('abc', '', touched('password'))).toEqual({
      password: 'Password must have at least 8 characters',
    });
    expect(check('', '', touched('password'))).toEqual({ password: 'This field is required' });
  });

  it('flags a mismatch at 6 characters each, even before the fields were left', () => {
    expect(check('abcde', 'abcdX', untouched)).toEqual({});
    expect(check('abcdef', 'abcdeX', untouched)).toEqual({
      confirmPassword: 'Your passwords must match',
    });
    expect(check('Smokehouse#1', 'Smokehouse#1', untouched)).toEqual({});
  });

  it('flags a mismatch of any length once both fields were touched, and on submit', () => {
    expect(check('ab', 'a', touched('confirmPassword'))).toEqual({});
    expect(check('ab', 'a', touched('password', 'confirmPassword'))).toMatchObject({
      confirmPassword: 'Your passwords must match',
    });
    expect(check('Smokehouse#1', '', submitted)).toEqual({
      confirmPassword: 'This field is required',
    });
    expect(check('Smokehouse#1', 'Smokehouse#2', submitted)).toEqual({
      confirmPassword: 'Your passwords must match',
    });
  });
});
