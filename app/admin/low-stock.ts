import { defaultLowStockThreshold } from '@domain/catalog';
import type { SystemSetting } from '@domain/types';

/** The Low stock threshold setting's value; the default while it is missing or not a whole number. */
export function lowStockThresholdOf(settings: readonly SystemSetting[]): number {
  const value = settings.find((setting) => setting.id === 'low-stock-threshold')?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? value
    : defaultLowStockThreshold;
}
