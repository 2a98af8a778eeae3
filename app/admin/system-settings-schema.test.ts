import { describe, expect, it } from 'vitest';
import { systemSettings } from '../../fixtures/admin';
import { fieldErrors } from '../commerce/checkout-schema';
import {
  categoryOfFirstError,
  changedValues,
  hexColorMessage,
  settingCategoryOf,
  settingValues,
  systemSettingsSchema,
} from './system-settings-schema';

const schema = systemSettingsSchema(systemSettings);
const saved = settingValues(systemSettings);

function errorsFor(patch: Record<string, string | number>) {
  const result = schema.safeParse({ ...saved, ...patch });
  return result.success ? {} : fieldErrors(result.error);
}

describe('system settings', () => {
  it('accepts the saved sample values (spec: USD, Chicago, port 587, 30 minutes)', () => {
    expect(saved).toMatchObject({
      currency: 'USD',
      timezone: 'America/Chicago',
      'smtp-port': 587,
      'session-timeout': 30,
    });
    expect(errorsFor({})).toEqual({});
  });

  it('takes the SMTP port as a whole number from 1 to 65535', () => {
    const portError = { 'smtp-port': 'Enter a port from 1 to 65535' };
    expect(errorsFor({ 'smtp-port': 70000 })).toEqual(portError);
    expect(errorsFor({ 'smtp-port': 0 })).toEqual(portError);
    expect(errorsFor({ 'smtp-port': 25.5 })).toEqual({
      'smtp-port': 'SMTP port must be a whole number',
    });
    expect(errorsFor({ 'smtp-port': Number.NaN })).toEqual({
      'smtp-port': 'SMTP port is required',
    });
    expect(errorsFor({ 'smtp-port': 65535 })).toEqual({});
    expect(errorsFor({ 'smtp-port': 1 })).toEqual({});
  });

  it('needs a positive session timeout in whole minutes', () => {
    expect(errorsFor({ 'session-timeout': 0 })).toEqual({
      'session-timeout': 'The session timeout must be at least 1 minute',
    });
    expect(errorsFor({ 'session-timeout': -5 })).toHaveProperty('session-timeout');
    expect(errorsFor({ 'session-timeout': 1 })).toEqual({});
  });

  it('checks e-mail addresses, colours, choices and required text', () => {
    expect(errorsFor({ 'sender-email': 'orders@', 'notification-email': '' })).toEqual({
      'sender-email': 'Please enter a valid email',
      'notification-email': 'Notification e-mail is required',
    });
    expect(errorsFor({ 'primary-color': '#12345', 'secondary-color': 'gold' })).toEqual({
      'primary-color': hexColorMessage,
      'secondary-color': hexColorMessage,
    });
    expect(errorsFor({ 'primary-color': '#A1B2C3' })).toEqual({});
    expect(errorsFor({ currency: 'JPY' })).toEqual({
      currency: 'Choose one of: USD, EUR, GBP, CAD',
    });
    expect(errorsFor({ timezone: 'America/New_York', currency: 'CAD' })).toEqual({});
    expect(errorsFor({ 'store-name': '  ' })).toEqual({ 'store-name': 'Store name is required' });
    expect(errorsFor({ 'store-name': 'x'.repeat(41) })).toEqual({
      'store-name': 'Store name can be at most 40 characters',
    });
    expect(errorsFor({ 'store-name': ` ${'x'.repeat(40)} ` })).toEqual({});
    expect(errorsFor({ 'low-stock-threshold': -1 })).toEqual({
      'low-stock-threshold': 'Enter a whole number from 0 to 999',
    });
    expect(errorsFor({ 'low-stock-threshold': 1000 })).toEqual({
      'low-stock-threshold': 'Enter a whole number from 0 to 999',
    });
    expect(errorsFor({ 'low-stock-threshold': 0 })).toEqual({});
    expect(errorsFor({ 'low-stock-threshold': 999 })).toEqual({});
  });

  it('sends only what changed', () => {
    expect(changedValues(systemSettings, saved)).toEqual({});
    expect(changedValues(systemSettings, { ...saved, currency: 'EUR', 'smtp-port': 2525 })).toEqual(
      {
        currency: 'EUR',
        'smtp-port': 2525,
      },
    );
  });

  it('reads the category parameter safely and finds where an error is', () => {
    expect(settingCategoryOf('email')).toBe('email');
    expect(settingCategoryOf('billing')).toBe('general');
    expect(settingCategoryOf(null)).toBe('general');
    expect(categoryOfFirstError(systemSettings, ['session-timeout', 'smtp-port'])).toBe('email');
    expect(categoryOfFirstError(systemSettings, [])).toBeUndefined();
  });
});
