import { describe, expect, it } from 'vitest';
import type { ValidationMoment } from '../../auth/password-rules';
import { loginRules } from './login-schema';

const submitted: ValidationMoment = { submitted: true, touched: () => false };
const untouched: ValidationMoment = { submitted: false, touched: () => false };

describe('login rules', () => {
  it('needs both fields on submit', () => {
    expect(loginRules({ email: '', password: '' }, submitted)).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
  });

  it('checks the e-mail and keeps quiet about untouched fields', () => {
    expect(loginRules({ email: 'pat@', password: '' }, untouched)).toEqual({
      email: undefined,
      password: undefined,
    });
    expect(loginRules({ email: 'pat@', password: 'x' }, submitted).email).toBe(
      'Please enter a valid email',
    );
  });

  it('takes any non-empty password as it is, spaces included', () => {
    expect(loginRules({ email: 'pat@example.com', password: '  ' }, submitted)).toEqual({
      email: undefined,
      password: undefined,
    });
  });
});
