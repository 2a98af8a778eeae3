import { shippingFor } from './cart-math';
import type { ShippingMethod, ShippingZone } from './types';
import { usStates } from './us-states';

/**
 * Which shipping methods an address gets: every US address the standard parcel rate, and an
 * address inside a zone that zone's methods whose minimum order the subtotal reaches.
 */

/** The storefront's parcel delivery: free over $75, else $9.99 (cart-math's `shippingFor`). */
export const standardShipping = {
  id: 'standard',
  name: 'Standard Shipping',
  estimatedDays: '3-5 days',
} as const;

export interface ShippingAddressArea {
  city: string;
  /** Two-letter state code, e.g. 'IL'. */
  state: string;
  zipCode: string;
}

/** A method offered for one address and subtotal, at the price it costs for that subtotal. */
export interface ShippingOption {
  id: string;
  name: string;
  priceCents: number;
  estimatedDays: string;
  /** The zone that offers it; absent for the standard parcel rate. */
  zoneName?: string;
}

/** How a region entry is read, most specific first. */
export type RegionKind = 'zip' | 'city' | 'zip-prefix' | 'state';
const specificity: Record<RegionKind, number> = { zip: 4, city: 3, 'zip-prefix': 2, state: 1 };

const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

function stateCodeOf(text: string): string | undefined {
  const wanted = squash(text);
  return usStates.find((s) => s.code.toLocaleLowerCase() === wanted || squash(s.name) === wanted)
    ?.code;
}

/**
 * A region entry as the admin types it: '60614' (a ZIP code), '606' (every ZIP code starting
 * so), 'IL' or 'Illinois' (a state), 'Springfield IL' (a city in one state), or any other text:
 * a city name, in any state.
 */
export function parseRegion(region: string): { kind: RegionKind; value: string; state?: string } {
  const text = region.trim();
  if (/^\d{5}$/.test(text)) return { kind: 'zip', value: text };
  if (/^\d{3}$/.test(text)) return { kind: 'zip-prefix', value: text };
  const state = stateCodeOf(text);
  if (state) return { kind: 'state', value: state };
  const cityInState = /^(.+?)\s+([A-Z]{2})$/.exec(text);
  if (cityInState && usStates.some((s) => s.code === cityInState[2])) {
    return { kind: 'city', value: squash(cityInState[1]!), state: cityInState[2]! };
  }
  return { kind: 'city', value: squash(text) };
}

/** How specifically a region matches the address (higher is closer); 0 when it does not. */
export function regionMatch(region: string, address: ShippingAddressArea): number {
  const parsed = parseRegion(region);
  const zip = address.zipCode.trim().slice(0, 5);
  const matches = {
    zip: () => zip === parsed.value,
    'zip-prefix': () => zip.startsWith(parsed.value),
    state: () => address.state.trim().toUpperCase() === parsed.value,
    city: () =>
      squash(address.city) === parsed.value &&
      (!parsed.state || address.state.trim().toUpperCase() === parsed.state),
  }[parsed.kind];
  return matches() ? specificity[parsed.kind] : 0;
}

/**
 * The zone an address is in: the one whose regions name it most specifically (a ZIP code or
 * city beats a state, so 'Local' wins over 'Rest of Illinois' for Chicago); ties go to the
 * zone listed first. Undefined outside every zone.
 */
export function zoneForAddress(
  zones: readonly ShippingZone[],
  address: ShippingAddressArea,
): ShippingZone | undefined {
  let best: { zone: ShippingZone; score: number } | undefined;
  for (const zone of zones) {
    const score = Math.max(0, ...zone.regions.map((region) => regionMatch(region, address)));
    if (score > 0 && (!best || score > best.score)) best = { zone, score };
  }
  return best?.zone;
}

const zoneOption = (zone: ShippingZone, method: ShippingMethod): ShippingOption => ({
  id: method.id,
  name: method.name,
  priceCents: method.priceCents,
  estimatedDays: method.estimatedDays,
  zoneName: zone.name,
});

/** The standard parcel rate first, then the address's zone methods the subtotal reaches. */
export function shippingOptionsFor(
  zones: readonly ShippingZone[],
  address: ShippingAddressArea,
  subtotalCents: number,
): ShippingOption[] {
  const standard: ShippingOption = { ...standardShipping, priceCents: shippingFor(subtotalCents) };
  const zone = zoneForAddress(zones, address);
  if (!zone) return [standard];
  const reached = zone.methods.filter((method) => subtotalCents >= method.minOrderCents);
  return [standard, ...reached.map((method) => zoneOption(zone, method))];
}

/** The option chosen by id, or the standard rate when that id is not offered (any more). */
export function chosenShippingOption(options: readonly ShippingOption[], methodId?: string) {
  return options.find((option) => option.id === methodId) ?? options[0]!;
}

/**
 * Why a method id is not offered: a field message for checkout. Undefined when it is offered.
 */
export function unavailableShippingMessage(
  zones: readonly ShippingZone[],
  address: ShippingAddressArea,
  subtotalCents: number,
  methodId: string,
): string | undefined {
  if (shippingOptionsFor(zones, address, subtotalCents).some((o) => o.id === methodId)) {
    return undefined;
  }
  const zone = zoneForAddress(zones, address);
  const inZone = zone?.methods.find((method) => method.id === methodId);
  if (inZone) {
    return `${inZone.name} needs an order of at least ${dollars(inZone.minOrderCents)}. Choose another shipping method.`;
  }
  return 'This shipping method is not offered for this address. Choose one of the methods shown.';
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => usd.format(cents / 100);

/** What the admin form says a region can be: what `parseRegion` reads. */
export const regionHint =
  'Separate regions with commas. A region is a city (Chicago), a city in one state (Springfield IL), a ZIP code (60614), its first three digits (606) or a state (Illinois or IL). An address in two zones gets the one that names it more closely: a ZIP code or city before a state.';
