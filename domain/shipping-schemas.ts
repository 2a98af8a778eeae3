import { z } from 'zod';
import { centsField } from './cents-field';

/** Shipping zones (/api/shipping-zones): what the admin form and the server both check. */

/** 'N days' or 'N-M days' (N no more than M); '1 day' reads naturally too. */
const estimatePattern = /^(\d{1,3})(?:\s*-\s*(\d{1,3}))? days?$/;

export const estimateMessage = "Enter the estimate as 'N days' or 'N-M days', e.g. '1-2 days'";

/** True for '2 days', '0-1 days', '1 day'; false for '2-1 days', 'soon', '1-2'. */
export function isValidEstimate(value: string): boolean {
  const match = estimatePattern.exec(value.trim());
  if (!match) return false;
  const [, from, to] = match;
  return to === undefined || Number(from) <= Number(to);
}

/** '1 - 2 days' → '1-2 days', as zones store it. */
export const normaliseEstimate = (value: string) => value.trim().replace(/\s*-\s*/, '-');

export const zoneNameTakenMessage = 'A zone with this name already exists';
export const duplicateMethodMessage = 'Each method in a zone needs its own name';
export const maxZoneNameLength = 80;
export const maxRegionLength = 120;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

/** Zone names and method names are compared this way: 'Local' and ' local ' are the same. */
export const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export const shippingMethodInputSchema = z.object({
  /** Empty for a new method: the server gives it an id. */
  id: z.string().trim().max(120).default(''),
  name: text('Method name', maxZoneNameLength),
  priceCents: centsField('Price'),
  minOrderCents: centsField('Minimum order'),
  estimatedDays: text('Estimated days', 40)
    .refine(isValidEstimate, estimateMessage)
    .transform(normaliseEstimate),
});

/** The body of POST /api/shipping-zones and PUT /api/shipping-zones/:id (the id is the path's). */
export const shippingZoneInputSchema = z
  .object({
    name: text('Zone name', maxZoneNameLength),
    regions: z
      .array(text('Region', maxRegionLength))
      .min(1, 'Add at least one region')
      .max(100, 'At most 100 regions'),
    methods: z
      .array(shippingMethodInputSchema)
      .min(1, 'Add at least one shipping method')
      .max(20, 'At most 20 methods'),
  })
  .superRefine((zone, context) => {
    zone.methods.forEach((method, index) => {
      if (zone.methods.slice(0, index).some((other) => sameName(other.name, method.name))) {
        context.addIssue({
          code: 'custom',
          path: ['methods', index, 'name'],
          message: duplicateMethodMessage,
        });
      }
    });
  });
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;

/** A zone as the API returns it. */
export const shippingZoneSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  regions: z.array(z.string()),
  methods: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      priceCents: z.number().int().nonnegative(),
      minOrderCents: z.number().int().nonnegative(),
      estimatedDays: z.string(),
    }),
  ),
});
