import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDetails } from '../../domain/store';
import { systemSettings } from '../../fixtures/admin';
import { contactDetails, openingHours } from '../../fixtures/help';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const readStore = async () => (await expectJson(await api.get('/store'), 200)) as StoreDetails;

describe('GET /api/store: the store details anyone reads', () => {
  it('answers the seeded name, contact, hours, currency and time zone to a visitor', async () => {
    expect(await readStore()).toEqual({
      name: 'Forge & Flame',
      contact: contactDetails,
      hours: openingHours,
      currency: 'USD',
      timeZone: 'America/Chicago',
    });
  });

  it('carries no secret and no setting outside the store details', async () => {
    const text = JSON.stringify(await readStore());
    // The texts of every other setting (numbers such as 587 are too short to look for).
    const secretValues = systemSettings
      .filter((setting) => !['store', 'general'].includes(setting.category))
      .flatMap((setting) => (typeof setting.value === 'string' ? [setting.value] : []));
    expect(secretValues).toContain('smtp.forgeandflame.example');
    for (const value of secretValues) expect(text).not.toContain(value);
    expect(text).not.toMatch(/smtp|api.?key|sk_/i);
  });

  it("shows the admin's change in the next read, and refuses the same change to others", async () => {
    for (const [as, status] of [
      ['anonymous', 401],
      ['customer', 403],
      ['editor', 403],
    ] as const) {
      const refused = await api.put('/settings/system', {
        as,
        json: { 'contact-phone': '(312) 555-0111' },
      });
      await expectError(refused, status);
    }
    expect((await readStore()).contact.phone).toBe(contactDetails.phone);

    const saved = await api.put('/settings/system', {
      as: 'admin',
      json: {
        'contact-phone': '(312) 555-0111',
        'hours-sunday': 'Closed',
        currency: 'EUR',
        timezone: 'America/New_York',
      },
    });
    await expectJson(saved, 200);
    const store = await readStore();
    expect(store.contact.phone).toBe('(312) 555-0111');
    expect(store.hours[2]).toEqual({ days: 'Sun', hours: 'Closed' });
    expect(store).toMatchObject({ currency: 'EUR', timeZone: 'America/New_York' });
  });

  it('refuses a phone number, ZIP code or state that is not one, with a message on the field', async () => {
    const response = await api.put('/settings/system', {
      as: 'admin',
      json: { 'contact-phone': 'call us', zip: '6060', state: 'XX', 'contact-email': 'nope' },
    });
    expect((await expectError(response, 400)).fields).toEqual({
      'contact-phone': 'Enter a phone number, e.g. (312) 555-0100',
      zip: 'Enter a 5-digit ZIP code, e.g. 60607',
      state: expect.stringMatching(/^Choose one of: AL, AK/),
      'contact-email': 'Please enter a valid email',
    });
  });
});
