import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NotificationChannel,
  NotificationSetting,
  SecuritySetting,
  SystemSetting,
} from '../../domain/types';
import {
  apiKeySample,
  notificationChannels,
  notificationSettings,
  notificationTemplates,
  securityEvents,
  securitySettings,
  systemSettings,
  systemStatus,
} from '../../fixtures/admin';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const refusedToAll = [
  ['anonymous', 401, 'unauthorized'],
  ['customer', 403, 'forbidden'],
  ['editor', 403, 'forbidden'],
] as const;

const valueOf = (settings: SystemSetting[], id: string) =>
  settings.find((setting) => setting.id === id)?.value;

describe('reading the settings', () => {
  const adminReads = [
    ['/settings/system', systemSettings],
    ['/settings/security', securitySettings],
    ['/settings/security/api-key', apiKeySample],
    ['/settings/notifications', notificationSettings],
    ['/settings/notifications/templates', notificationTemplates],
    ['/settings/notifications/channels', notificationChannels],
    ['/settings/system-status', systemStatus],
  ] as const;

  it.each(adminReads)('GET %s: the seeded value for the admin', async (path, expected) => {
    expect(await expectJson(await api.get(path, { as: 'admin' }), 200)).toEqual(expected);
  });

  it.each(
    adminReads.flatMap(([path]) => refusedToAll.map((refusal) => [path, ...refusal] as const)),
  )('GET %s as %s → %i', async (path, as, status, code) => {
    expect((await expectError(await api.get(path, { as }), status)).error).toBe(code);
  });

  it('lets admins and editors read the security activity (the console shows it), nobody else', async () => {
    for (const as of ['admin', 'editor'] as const) {
      const response = await api.get('/settings/security/events', { as });
      expect(await expectJson(response, 200)).toEqual(securityEvents);
    }
    await expectError(await api.get('/settings/security/events'), 401);
    await expectError(await api.get('/settings/security/events', { as: 'customer' }), 403);
  });
});

describe('saving the system settings', () => {
  it.each(refusedToAll)('PUT as %s → %i, and nothing changes', async (as, status, code) => {
    const response = await api.put('/settings/system', { as, json: { 'store-name': 'Mine' } });
    expect((await expectError(response, status)).error).toBe(code);
    const read = await api.get('/settings/system', { as: 'admin' });
    expect(valueOf((await read.json()) as SystemSetting[], 'store-name')).toBe('Forge & Flame');
  });

  it('saves the edited values together, trimmed; a fresh request and a restart read them back', async () => {
    const response = await api.put('/settings/system', {
      as: 'admin',
      json: { 'store-name': '  Forge & Flame Chicago ', 'smtp-port': 2525, currency: 'CAD' },
    });
    const saved = (await expectJson(response, 200)) as SystemSetting[];
    expect(saved.map((setting) => setting.id)).toEqual(systemSettings.map((setting) => setting.id));
    expect(valueOf(saved, 'store-name')).toBe('Forge & Flame Chicago');
    expect(valueOf(saved, 'smtp-port')).toBe(2525);
    expect(valueOf(saved, 'currency')).toBe('CAD');
    expect(valueOf(saved, 'timezone')).toBe('America/Chicago');
    await server.restart();
    const read = await api.get('/settings/system', { as: 'admin' });
    expect(await expectJson(read, 200)).toEqual(saved);
  });

  it('refuses every invalid value with a message under its id, and saves none of the batch', async () => {
    const before = await (await api.get('/settings/system', { as: 'admin' })).json();
    const response = await api.put('/settings/system', {
      as: 'admin',
      json: {
        'store-name': 'Would be fine',
        'primary-color': 'red',
        'smtp-port': 70000,
        currency: 'BTC',
        'sender-email': 'not-an-email',
        'low-stock-threshold': 2.5,
        'session-timeout': '30',
        'no-such-setting': 1,
      },
    });
    const error = await expectError(response, 400);
    expect(error.fields).toEqual({
      'primary-color': 'Enter a colour as #rrggbb, e.g. #e5b53a',
      'smtp-port': 'Enter a port from 1 to 65535',
      currency: 'Choose one of: USD, EUR, GBP, CAD',
      'sender-email': 'Please enter a valid email',
      'low-stock-threshold': 'Low stock threshold must be a whole number',
      'session-timeout': 'Session timeout (minutes) is required',
      'no-such-setting': 'There is no such setting',
    });
    expect(await (await api.get('/settings/system', { as: 'admin' })).json()).toEqual(before);
  });

  it('takes a store name of 1 to 40 characters after trimming, and refuses a longer one with a message', async () => {
    const longest = `  ${'Forge & Flame Barbecue Supply Co. Chicag'}  `;
    const saved = await api.put('/settings/system', {
      as: 'admin',
      json: { 'store-name': longest },
    });
    expect(valueOf((await expectJson(saved, 200)) as SystemSetting[], 'store-name')).toBe(
      longest.trim(),
    );
    const tooLong = await api.put('/settings/system', {
      as: 'admin',
      json: { 'store-name': 'x'.repeat(41) },
    });
    const error = await expectError(tooLong, 400);
    expect(error.fields).toEqual({ 'store-name': 'Store name can be at most 40 characters' });
    const read = await api.get('/settings/system', { as: 'admin' });
    expect(valueOf((await read.json()) as SystemSetting[], 'store-name')).toBe(longest.trim());
  });

  it('refuses a body that is not values by id', async () => {
    const list = await api.put('/settings/system', { as: 'admin', json: ['store-name'] });
    await expectError(list, 400);
    const nested = await api.put('/settings/system', {
      as: 'admin',
      json: { 'store-name': { value: 'x' } },
    });
    expect((await expectError(nested, 400)).fields?.['store-name']).toBe('Send a text or a number');
  });
});

describe.each([
  ['security', 'ip-whitelisting', securitySettings],
  ['notifications', 'low-stock-alert', notificationSettings],
] as const)('switching %s settings', (kind, id, seeded) => {
  const path = `/settings/${kind}/${id}`;

  it.each(refusedToAll)('PUT as %s → %i', async (as, status, code) => {
    const response = await api.put(path, { as, json: { enabled: true } });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it('lets the admin switch one on and off; a fresh request reads it back', async () => {
    const before = seeded.find((setting) => setting.id === id)!;
    for (const enabled of [!before.enabled, before.enabled]) {
      const response = await api.put(path, { as: 'admin', json: { enabled } });
      expect(await expectJson(response, 200)).toEqual({ ...before, enabled });
      const read = (await (await api.get(`/settings/${kind}`, { as: 'admin' })).json()) as (
        SecuritySetting | NotificationSetting
      )[];
      expect(read.find((setting) => setting.id === id)?.enabled).toBe(enabled);
      expect(read).toHaveLength(seeded.length);
    }
  });

  it('answers 404 for an unknown setting and 400 for a body without a boolean', async () => {
    const unknown = await api.put(`/settings/${kind}/no-such-setting`, {
      as: 'admin',
      json: { enabled: true },
    });
    expect((await expectError(unknown, 404)).message).toMatch(/setting not found/);
    const bad = await api.put(path, { as: 'admin', json: { enabled: 'yes' } });
    expect((await expectError(bad, 400)).fields?.enabled).toBe('Send enabled as true or false');
  });
});

describe('the notification channels', () => {
  it('count the switched-on settings of their type as they are now', async () => {
    const channels = async () =>
      (await (
        await api.get('/settings/notifications/channels', { as: 'admin' })
      ).json()) as NotificationChannel[];
    const smsBefore = (await channels()).find((channel) => channel.id === 'sms')!.activeCount;
    await api.put('/settings/notifications/promo-sms', { as: 'admin', json: { enabled: true } });
    expect((await channels()).find((channel) => channel.id === 'sms')!.activeCount).toBe(
      smsBefore + 1,
    );
    await api.put('/settings/notifications/promo-sms', { as: 'admin', json: { enabled: false } });
    expect((await channels()).find((channel) => channel.id === 'sms')!.activeCount).toBe(smsBefore);
  });
});
