import { describe, expect, it } from 'vitest';
import { defaultPasswordPolicy, type ValidationMoment } from '../../auth/password-rules';
import { newPasswordRules, requestCodeRules } from './forgot-password-schema';

const submitted: ValidationMoment = { submitted: true, touched: () => false };
const defined = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));

describe('forgot password rules', () => {
  it('needs a valid e-mail to send the code to', () => {
    expect(requestCodeRules({ email: '' }, submitted)).toEqual({ email: 'This field is required' });
    expect(requestCodeRules({ email: 'pat' }, submitted)).toEqual({
      email: 'Please enter a valid email',
    });
    expect(requestCodeRules({ email: 'pat@example.com' }, submitted)).toEqual({ email: undefined });
  });

  it('needs the code and a new password under the policy, twice the same', () => {
    const rules = newPasswordRules(defaultPasswordPolicy);
    expect(
      defined(rules({ code: '', password: 'short', confirmPassword: 'shorter' }, submitted)),
    ).toEqual({
      code: 'This field is required',
      password: 'Password must have at least 8 characters',
      confirmPassword: 'Your passwords must match',
    });
    expect(
      defined(
        rules(
          { code: '123456', password: 'long enough', confirmPassword: 'long enough' },
          submitted,
        ),
      ),
    ).toEqual({});
  });
});
