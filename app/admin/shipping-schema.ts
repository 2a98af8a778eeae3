import { z } from 'zod';
import {
  duplicateMethodMessage,
  estimateMessage,
  isValidEstimate,
  maxZoneNameLength,
  normaliseEstimate,
  zoneNameTakenMessage,
} from '../../domain/shipping-schemas';
import type { ShippingMethod, ShippingZone } from '../../domain/types';

/** The estimate rule is the server's too (domain/shipping-schemas.ts). */
export { estimateMessage, isValidEstimate };

/** 'Chicago, Oak Park,, Evanston ' → ['Chicago', 'Oak Park', 'Evanston'] (blanks dropped). */
export function parseRegions(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((region) => region.trim())
    .filter(Boolean);
}

/** A number with at most two decimals: whole cents. */
const hasWholeCents = (dollars: number) =>
  Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** Dollars from a NumberField (NaN when emptied). */
const dollars = (label: string) =>
  z
    .number({ message: `${label} is required` })
    .refine((value) => !Number.isNaN(value), `${label} is required`)
    .refine((value) => value >= 0, `${label} cannot be negative`)
    .refine(hasWholeCents, `${label} must be in whole cents (steps of 0.01)`);

export const shippingMethodSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1, 'Method name is required'),
  price: dollars('Price'),
  minOrder: dollars('Minimum order'),
  estimatedDays: z
    .string()
    .trim()
    .min(1, 'Estimated days is required')
    // An empty box already says it is required.
    .refine((value) => value === '' || isValidEstimate(value), estimateMessage),
});

/**
 * The Add/Edit Shipping Zone form. `otherZoneNames` are the names already taken (the zone
 * being edited excluded): zone names are unique, case-insensitively.
 */
export function shippingZoneSchema(otherZoneNames: readonly string[]) {
  const taken = new Set(otherZoneNames.map((name) => name.trim().toLocaleLowerCase()));
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, 'Zone name is required')
        .max(maxZoneNameLength, `Zone name must be at most ${maxZoneNameLength} characters`)
        .refine((name) => !taken.has(name.toLocaleLowerCase()), zoneNameTakenMessage),
      regions: z
        .string()
        .refine((text) => parseRegions(text).length > 0, 'Add at least one region'),
      methods: z.array(shippingMethodSchema).min(1, 'Add at least one shipping method'),
    })
    .superRefine((zone, context) => {
      const seen = new Set<string>();
      zone.methods.forEach((method, index) => {
        const key = method.name.trim().toLocaleLowerCase();
        if (key && seen.has(key)) {
          context.addIssue({
            code: 'custom',
            path: ['methods', index, 'name'],
            message: duplicateMethodMessage,
          });
        }
        seen.add(key);
      });
    });
}

export type ShippingZoneFormValues = z.input<ReturnType<typeof shippingZoneSchema>>;
export type ShippingMethodFormValues = ShippingZoneFormValues['methods'][number];

export const emptyShippingMethod = (): ShippingMethodFormValues => ({
  id: '',
  name: '',
  price: Number.NaN,
  minOrder: 0,
  estimatedDays: '',
});

export const emptyShippingZoneForm = (): ShippingZoneFormValues => ({
  name: '',
  regions: '',
  methods: [emptyShippingMethod()],
});

const toDollars = (cents: number) => cents / 100;
const toCents = (dollars: number) => Math.round(dollars * 100);

export const shippingZoneFormValues = (zone: ShippingZone): ShippingZoneFormValues => ({
  name: zone.name,
  regions: zone.regions.join(', '),
  methods: zone.methods.map((method) => ({
    id: method.id,
    name: method.name,
    price: toDollars(method.priceCents),
    minOrder: toDollars(method.minOrderCents),
    estimatedDays: method.estimatedDays,
  })),
});

/** The zone to save, in cents; new methods get ids from the zone id and their position. */
export function toShippingZone(values: ShippingZoneFormValues, id = ''): ShippingZone {
  const methods: ShippingMethod[] = values.methods.map((method, index) => ({
    id: method.id || `${id || 'zone'}-method-${index + 1}-${slug(method.name)}`,
    name: method.name.trim(),
    priceCents: toCents(method.price),
    minOrderCents: toCents(method.minOrder),
    estimatedDays: normaliseEstimate(method.estimatedDays),
  }));
  return { id, name: values.name.trim(), regions: parseRegions(values.regions), methods };
}

const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Search matches a zone's name or any of its regions, case-insensitively. */
export function filterZones(zones: readonly ShippingZone[], query: string): ShippingZone[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [...zones];
  return zones.filter(
    (zone) =>
      zone.name.toLocaleLowerCase().includes(wanted) ||
      zone.regions.some((region) => region.toLocaleLowerCase().includes(wanted)),
  );
}
