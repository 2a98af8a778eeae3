import { describe, expect, it } from 'vitest';
import { systemSettings } from '../fixtures/admin';
import { contactDetails, openingHours } from '../fixtures/help';
import { storeDetailsFrom } from './store';

describe('storeDetailsFrom', () => {
  it('composes the public details from the settings, and only those', () => {
    expect(storeDetailsFrom(systemSettings)).toEqual({
      name: 'Forge & Flame',
      contact: contactDetails,
      hours: openingHours,
      currency: 'USD',
      timeZone: 'America/Chicago',
    });
  });

  it('follows an edited setting', () => {
    const edited = systemSettings.map((setting) =>
      setting.id === 'contact-phone' ? { ...setting, value: '(773) 555-0123' } : setting,
    );
    expect(storeDetailsFrom(edited).contact.phone).toBe('(773) 555-0123');
  });
});
