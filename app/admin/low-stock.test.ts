import { describe, expect, it } from 'vitest';
import { defaultLowStockThreshold } from '@domain/catalog';
import { systemSettings } from '@fixtures/admin';
import type { SystemSetting } from '@domain/types';
import { lowStockThresholdOf } from './low-stock';

const withValue = (value: SystemSetting['value']) =>
  systemSettings.map((setting) =>
    setting.id === 'low-stock-threshold' ? { ...setting, value } : setting,
  );

describe('the low-stock threshold', () => {
  it('reads the setting, 5 by default', () => {
    expect(lowStockThresholdOf(systemSettings)).toBe(5);
    expect(defaultLowStockThreshold).toBe(5);
    expect(lowStockThresholdOf(withValue(12))).toBe(12);
    expect(lowStockThresholdOf(withValue(0))).toBe(0);
  });

  it('falls back to the default when the setting is missing or not a whole number', () => {
    expect(lowStockThresholdOf([])).toBe(5);
    expect(lowStockThresholdOf(withValue('seven'))).toBe(5);
    expect(lowStockThresholdOf(withValue(2.5))).toBe(5);
  });
});
