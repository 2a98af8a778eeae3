/**
 * Who carries a shipped order and its tracking number: entered in the console when an order is
 * marked Shipped (or later), shown on the shipped e-mail and the customer's invoice with the
 * carrier's public tracking page (none for Other).
 */
export const carriers = ['USPS', 'UPS', 'FedEx', 'Other'] as const;
export type Carrier = (typeof carriers)[number];

export interface Shipment {
  carrier: Carrier;
  trackingNumber: string;
}

/** 1–40 letters, digits, spaces or dashes, after trimming: every carrier's numbers fit. */
export const trackingNumberPattern = /^[A-Za-z0-9 -]{1,40}$/;

const trackingPages: Record<Exclude<Carrier, 'Other'>, (n: string) => string> = {
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
};

/** The carrier's public tracking page for the number; undefined for Other. */
export function trackingUrl({ carrier, trackingNumber }: Shipment): string | undefined {
  if (carrier === 'Other') return undefined;
  return trackingPages[carrier](encodeURIComponent(trackingNumber));
}
