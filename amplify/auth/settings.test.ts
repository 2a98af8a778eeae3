import { describe, expect, it } from 'vitest';
import { authSettingsFrom } from './settings';

describe('authSettingsFrom', () => {
  it('switches nothing on by default: no provider secrets, Cognito’s own e-mail', () => {
    expect(authSettingsFrom({})).toEqual({
      socialProviders: [],
      siteOrigins: ['http://localhost:5173'],
    });
  });

  it('reads providers, origins and the SES sender', () => {
    expect(
      authSettingsFrom({
        AUTH_SOCIAL_PROVIDERS: 'Google, apple,google',
        AUTH_SITE_ORIGINS: 'https://www.forgeandflame.com, http://localhost:5173/',
        AUTH_EMAIL_FROM: 'no-reply@forgeandflame.com',
        AUTH_EMAIL_FROM_NAME: 'Forge & Flame',
      }),
    ).toEqual({
      socialProviders: ['google', 'apple'],
      siteOrigins: ['https://www.forgeandflame.com', 'http://localhost:5173'],
      emailSender: { fromEmail: 'no-reply@forgeandflame.com', fromName: 'Forge & Flame' },
    });
  });

  it('refuses what a deploy could not use, in one line naming it', () => {
    expect(() => authSettingsFrom({ AUTH_SOCIAL_PROVIDERS: 'myspace' })).toThrow(
      'AUTH_SOCIAL_PROVIDERS: "myspace" is not one of google, facebook, amazon, apple',
    );
    expect(() => authSettingsFrom({ AUTH_SITE_ORIGINS: 'https://shop.example.com/login' })).toThrow(
      /is not an origin/,
    );
    expect(() => authSettingsFrom({ AUTH_EMAIL_FROM: 'shop' })).toThrow(/AUTH_EMAIL_FROM/);
  });
});
