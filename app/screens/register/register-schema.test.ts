import { describe, expect, it } from 'vitest';
import type { PasswordPolicy, ValidationMoment } from '../../auth/password-rules';
import { confirmCodeRules, registerRules } from './register-schema';

const policy: PasswordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialCharacters: true,
};
const rules = registerRules(policy);
const submitted: ValidationMoment = { submitted: true, touched: () => false };
const touched = (...fields: string[]): ValidationMoment => ({
  submitted: false,
  touched: (field) => fields.includes(field),
});
const defined = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));

describe('register rules', () => {
  it('needs every field on submit', () => {
    expect(
      defined(rules({ name: ' ', email: '', password: '', confirmPassword: '' }, submitted)),
    ).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      password: 'This field is required',
      confirmPassword: 'This field is required',
    });
  });

  it('keeps the name to 60 characters once trimmed', () => {
    const values = { name: '', email: 'pat@example.com', password: '', confirmPassword: '' };
    expect(defined(rules({ ...values, name: 'x'.repeat(61) }, touched('name')))).toEqual({
      name: 'Name must be at most 60 characters',
    });
    expect(defined(rules({ ...values, name: ` ${'x'.repeat(60)} ` }, touched('name')))).toEqual({});
    expect(defined(rules({ ...values, name: 'x'.repeat(61) }, touched()))).toEqual({});
  });

  it("applies the pool's policy once the password was touched", () => {
    const values = {
      name: 'Pat Doe',
      email: 'pat@example.com',
      password: 'smokehouse',
      confirmPassword: '',
    };
    expect(defined(rules(values, touched()))).toEqual({});
    expect(defined(rules(values, touched('password')))).toEqual({
      password: 'Password must have upper case letters',
    });
    expect(defined(rules({ ...values, password: 'Smokehouse1' }, touched('password')))).toEqual({
      password: 'Password must have special characters',
    });
  });

  it('asks for matching passwords as the spec says', () => {
    const values = {
      name: 'Pat Doe',
      email: 'pat@example.com',
      password: 'Smokehouse#1',
      confirmPassword: 'Smoke',
    };
    expect(defined(rules(values, touched('confirmPassword')))).toEqual({});
    expect(defined(rules({ ...values, confirmPassword: 'Smokehouse#2' }, touched()))).toEqual({
      confirmPassword: 'Your passwords must match',
    });
    expect(defined(rules(values, touched('password', 'confirmPassword')))).toEqual({
      confirmPassword: 'Your passwords must match',
    });
  });

  it('accepts a valid registration', () => {
    const values = {
      name: 'Pat Doe',
      email: 'pat@example.com',
      password: 'Smokehouse#1',
      confirmPassword: 'Smokehouse#1',
    };
    expect(defined(rules(values, submitted))).toEqual({});
  });

  it('needs the confirmation code', () => {
    expect(confirmCodeRules({ code: ' ' }, submitted)).toEqual({ code: 'This field is required' });
    expect(confirmCodeRules({ code: '123456' }, submitted)).toEqual({ code: undefined });
  });
});
