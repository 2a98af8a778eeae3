import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultHostRules } from '../domain/host-gate';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has defaults for a local run', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('.data'),
      pgliteDir: join(resolve('.data'), 'pglite'),
      uploadsDir: join(resolve('.data'), 'uploads'),
      amplifyOutputs: resolve('amplify_outputs.json'),
      seed: true,
      mailFrom: 'Forge & Flame <orders@forgeandflame.example>',
      publicUrl: 'http://localhost:3000',
      unsubscribeSecretFile: join(resolve('.data'), 'unsubscribe-secret'),
      writeRateLimits: { perAccount: 60, perAddress: 120, windowSeconds: 60, giftCardAttempts: 10 },
      uploadLimits: { quotaBytes: 50 * 1024 * 1024, inFlightPerAccount: 2 },
      membershipRenewalIntervalMs: 60_000,
      testClock: false,
      hostRules: defaultHostRules,
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '4180',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop@db/shop',
      DATA_DIR: '/srv/data',
      AMPLIFY_OUTPUTS: '/srv/outputs.json',
      SEED: '0',
      STATIC_DIR: 'dist',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'Shop <shop@example.com>',
      PUBLIC_URL: 'https://shop.example.com',
      UNSUBSCRIBE_SECRET: 'sign-links',
      RATE_LIMIT_ACCOUNT_WRITES: '5',
      RATE_LIMIT_ADDRESS_WRITES: '10',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_GIFT_CARD_ATTEMPTS: '3',
      CLIENT_IP_HEADER: 'x-real-ip',
      MEMBERSHIP_RENEWAL_INTERVAL_MS: '5000',
      UPLOAD_QUOTA_MB: '200',
      TEST_CLOCK: '1',
      IDENTITY_ADMIN_SECRET_FILE: '/srv/identity/admin-secret',
      PUBLIC_HOSTS: 'www.*, *.cloudfront.net, Shop.Example.com',
      GATE_UNKNOWN_HOSTS: '1',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 4180,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop@db/shop',
      pgliteDir: '/srv/data/pglite',
      uploadsDir: '/srv/data/uploads',
      amplifyOutputs: '/srv/outputs.json',
      seed: false,
      staticDir: resolve('dist'),
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Shop <shop@example.com>',
      publicUrl: 'https://shop.example.com',
      unsubscribeSecret: 'sign-links',
      unsubscribeSecretFile: '/srv/data/unsubscribe-secret',
      writeRateLimits: {
        perAccount: 5,
        perAddress: 10,
        windowSeconds: 30,
        giftCardAttempts: 3,
        clientAddressHeader: 'x-real-ip',
      },
      membershipRenewalIntervalMs: 5000,
      uploadLimits: { quotaBytes: 200 * 1024 * 1024, inFlightPerAccount: 2 },
      testClock: true,
      identityAdminSecretFile: '/srv/identity/admin-secret',
      hostRules: {
        publicHosts: ['www.*', '*.cloudfront.net', 'shop.example.com'],
        unknownHosts: 'gated',
      },
    });
  });

  it('makes hosts no one listed public in production, unless GATE_UNKNOWN_HOSTS=1', () => {
    expect(readConfig({ NODE_ENV: 'production' }).hostRules.unknownHosts).toBe('public');
    expect(readConfig({ NODE_ENV: 'development' }).hostRules.unknownHosts).toBe('gated');
  });

  it('refuses a public host that is not a host pattern, in one line naming it', () => {
    expect(() => readConfig({ PUBLIC_HOSTS: 'shop.*.com' })).toThrow(
      'PUBLIC_HOSTS: "shop.*.com" is not a host name, "*.domain", "label.*" or "*" (comma-separated)',
    );
    expect(() => readConfig({ GATE_UNKNOWN_HOSTS: 'yes' })).toThrow(/GATE_UNKNOWN_HOSTS/);
  });

  it('refuses a port that is not a number', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses a write limit that is not a whole number above 0', () => {
    expect(() => readConfig({ RATE_LIMIT_ACCOUNT_WRITES: '0' })).toThrow(/RATE_LIMIT_ACCOUNT/);
    expect(() => readConfig({ RATE_LIMIT_WINDOW_SECONDS: 'soon' })).toThrow(/WINDOW/);
    expect(() => readConfig({ RATE_LIMIT_GIFT_CARD_ATTEMPTS: '0' })).toThrow(/GIFT_CARD/);
  });

  it('refuses an upload quota that is not a whole number of megabytes above 0', () => {
    expect(() => readConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(
      'UPLOAD_QUOTA_MB must be a whole number above 0, not "0"',
    );
    expect(() => readConfig({ UPLOAD_QUOTA_MB: 'lots' })).toThrow(/UPLOAD_QUOTA_MB/);
  });
});
