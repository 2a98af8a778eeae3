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

/** The spec's first labels of the host names that get no sign-in layer. */
export const publicHostLabels: readonly string[] = [
  'www',
  productLabel,
  'shop',
  'store',
  'localhost',
];

/** PUBLIC_HOSTS's default: the spec's labels, each as the first label of any host. */
export const defaultPublicHosts: readonly string[] = publicHostLabels.map((label) => `${label}.*`);

/** What a host that no public-host pattern names gets: the sign-in layer, or none. */
export type UnknownHosts = 'gated' | 'public';

/** Which hosts are public: the server's PUBLIC_HOSTS and GATE_UNKNOWN_HOSTS, sent to the app. */
export interface HostRules {
  publicHosts: readonly string[];
  unknownHosts: UnknownHosts;
}

/** The spec's rule: its labels are public, every other host is gated. */
export const defaultHostRules: HostRules = {
  publicHosts: defaultPublicHosts,
  unknownHosts: 'gated',
};

/** 'shop.example.com' → 'shop'; '127.0.0.1' → '127'. */
export function firstHostLabel(hostname: string) {
  return normalHost(hostname).split('.')[0] ?? '';
}

/** Lower case, no trailing dot: 'WWW.Example.COM.' and 'www.example.com' are one host. */
const normalHost = (hostname: string) => hostname.trim().toLowerCase().replace(/\.$/, '');

const label = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const name = `${label}(?:\\.${label})*`;
const ipv6 = '\\[[0-9a-f:.]+\\]';
const pattern = new RegExp(`^(?:\\*|\\*\\.${name}|${label}\\.\\*|${name}|${ipv6})$`);

/**
 * Whether `hostname` is the host a pattern names: 'shop.example.com' (that host), '*.cloudfront.net'
 * (any host under it, not itself), 'www.*' (any host whose first label is www, and 'www'
 * itself) or '*' (every host).
 */
export function matchesHost(hostPattern: string, hostname: string): boolean {
  const host = normalHost(hostname);
  if (hostPattern === '*') return host !== '';
  if (hostPattern.startsWith('*.')) return host.endsWith(hostPattern.slice(1));
  if (hostPattern.endsWith('.*')) {
    const first = hostPattern.slice(0, -2);
    return host === first || host.startsWith(`${first}.`);
  }
  return host === hostPattern;
}

/**
 * PUBLIC_HOSTS: comma-separated host names and wildcards; empty or unset is the default.
 * @throws Error in one line naming the entry that is not a host pattern.
 */
export function parsePublicHosts(value: string | undefined): readonly string[] {
  const entries = (value ?? '')
    .split(',')
    .map(normalHost)
    .filter((entry) => entry !== '');
  if (entries.length === 0) return defaultPublicHosts;
  for (const entry of entries) {
    if (!pattern.test(entry)) {
      throw new Error(
        `PUBLIC_HOSTS: "${entry}" is not a host name, "*.domain", "label.*" or "*" (comma-separated)`,
      );
    }
  }
  return entries;
}

/**
 * The rules from PUBLIC_HOSTS and GATE_UNKNOWN_HOSTS. A host none of PUBLIC_HOSTS names is
 * gated in development (the spec's rule) and public in production, where a sign-in wall on a
 * host nobody listed (a CDN's or Amplify's default domain) would hide the shop;
 * GATE_UNKNOWN_HOSTS=1 gates it anyway, =0 never.
 * @throws Error in one line for a bad value.
 */
export function hostRulesFrom(
  env: { PUBLIC_HOSTS?: string; GATE_UNKNOWN_HOSTS?: string },
  production: boolean,
): HostRules {
  const gate = env.GATE_UNKNOWN_HOSTS ?? '';
  if (!['', '0', '1'].includes(gate)) {
    throw new Error(`GATE_UNKNOWN_HOSTS must be 1 or 0, not "${gate}"`);
  }
  const gated = gate === '' ? !production : gate === '1';
  return {
    publicHosts: parsePublicHosts(env.PUBLIC_HOSTS),
    unknownHosts: gated ? 'gated' : 'public',
  };
}

/** Whether one of the public-host patterns names the host. */
export const isNamedPublic = (hostname: string, publicHosts: readonly string[]) =>
  publicHosts.some((hostPattern) => matchesHost(hostPattern, hostname));

/** Whether a host is public (no sign-in layer, painted pages, indexed) under the rules. */
export function isPublicHost(hostname: string, rules: HostRules = defaultHostRules) {
  return rules.unknownHosts === 'public' || isNamedPublic(hostname, rules.publicHosts);
}

/** The rules as sent in a page, or undefined when the value is not rules. */
export function hostRulesOf(value: unknown): HostRules | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { publicHosts, unknownHosts } = value as Record<string, unknown>;
  if (unknownHosts !== 'gated' && unknownHosts !== 'public') return undefined;
  if (!Array.isArray(publicHosts) || !publicHosts.every((h) => typeof h === 'string')) {
    return undefined;
  }
  return { publicHosts, unknownHosts };
}

/** The id of the JSON data block in which the server sends its rules to the app. */
export const hostRulesBlockId = 'host-rules';
