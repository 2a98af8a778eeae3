import { describe, expect, it } from 'vitest';
import { socialProvidersOf } from './social';

const oauth = {
  domain: 'abc123.auth.us-east-1.amazoncognito.com',
  identity_providers: ['GOOGLE', 'SIGN_IN_WITH_APPLE', 'LOGIN_WITH_AMAZON', 'FACEBOOK'],
  redirect_sign_in_uri: ['https://www.forgeandflame.com/auth/callback'],
  redirect_sign_out_uri: ['https://www.forgeandflame.com/'],
  response_type: 'code',
  scopes: ['email', 'openid', 'profile'],
};

describe('socialProvidersOf', () => {
  it('names the providers a deployed pool offers, in its order', () => {
    expect(socialProvidersOf({ auth: { oauth } })).toEqual([
      'Google',
      'Apple',
      'Amazon',
      'Facebook',
    ]);
  });

  it('offers none without a hosted sign-in (the local identity service), or for names it does not know', () => {
    expect(socialProvidersOf({ auth: { user_pool_id: 'local' } })).toEqual([]);
    expect(socialProvidersOf(null)).toEqual([]);
    expect(socialProvidersOf({ auth: { oauth: { ...oauth, domain: undefined } } })).toEqual([]);
    expect(
      socialProvidersOf({
        auth: { oauth: { ...oauth, identity_providers: ['MYSPACE', 'GOOGLE'] } },
      }),
    ).toEqual(['Google']);
  });
});
