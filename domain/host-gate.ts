import { brand } from './brand';

/** A name as a host label: 'Forge & Flame' → 'forgeandflame'. */
export function hostLabelOf(name: string) {
  return name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z0-9-]/g, '');
}

/** The product's own host label, derived from the brand name. */
export const productLabel = hostLabelOf(brand.name);

/**
 * First labels of the host names that get no sign-in layer: the one place
 * to configure them. Every other host wraps the app in the Authenticator.
 */
export const publicHostLabels: readonly string[] = [
  'www',
  productLabel,
  'shop',
  'store',
  'localhost',
];

/** 'shop.example.com' → 'shop'; '127.0.0.1' → '127'. */
export function firstHostLabel(hostname: string) {
  return hostname.trim().toLowerCase().split('.')[0] ?? '';
}

/** Whether a host is public (no sign-in layer), judged by the first label of its name. */
export function isPublicHost(hostname: string, publicLabels: readonly string[] = publicHostLabels) {
  return publicLabels.includes(firstHostLabel(hostname));
}
