import { z } from 'zod';
import { carriers, trackingNumberPattern } from './shipment';

/** What the console sends for a shipment, checked by the server and the Ship dialog alike. */
export const trackingNumberSchema = z
  .string({ error: 'Enter the tracking number' })
  .trim()
  .min(1, 'Enter the tracking number')
  .max(40, 'A tracking number has at most 40 characters')
  .regex(trackingNumberPattern, 'Use only letters, digits, spaces and dashes');

export const shipmentSchema = z.object({
  carrier: z.enum(carriers, { error: 'Choose USPS, UPS, FedEx or Other' }),
  trackingNumber: trackingNumberSchema,
});
