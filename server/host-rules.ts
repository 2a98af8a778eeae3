import type { Context, MiddlewareHandler } from 'hono';
import {
  defaultHostRules,
  hostRulesBlockId,
  isNamedPublic,
  type HostRules,
} from '../domain/host-gate';
import type { AppEnv } from './env';

/** Puts the server's host rules on each request's context (`hostRules`). */
export const withHostRules =
  (rules: HostRules = defaultHostRules): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('hostRules', rules);
    await next();
  };

/** Hosts already warned about; the Host header is the client's, so the list stops growing. */
const warned = new Set<string>();
const maxWarned = 100;

function warnOnce(hostname: string) {
  if (warned.has(hostname) || warned.size > maxWarned) return;
  warned.add(hostname);
  console.warn(
    warned.size > maxWarned
      ? 'More hosts outside PUBLIC_HOSTS are served as public; they are no longer logged.'
      : `Host "${hostname}" is not in PUBLIC_HOSTS: served as public. Name it in PUBLIC_HOSTS, or set GATE_UNKNOWN_HOSTS=1 to put such hosts behind the sign-in.`,
  );
}

/**
 * Whether the request came to a public host (painted pages, robots and sitemap); a host no
 * rule names is public only when the rules say so, with a warning in the log.
 */
export function onPublicHost(c: Context<AppEnv>): boolean {
  const rules = c.get('hostRules') ?? defaultHostRules;
  const { hostname } = new URL(c.req.url);
  if (isNamedPublic(hostname, rules.publicHosts)) return true;
  if (rules.unknownHosts === 'gated') return false;
  warnOnce(hostname.toLowerCase());
  return true;
}

/** The rules as the JSON data block the app reads (app/auth/host-rules.ts); the CSP runs no data block. */
export function hostRulesBlock(rules: HostRules): string {
  // '<' escaped: the JSON cannot close the element early.
  const json = JSON.stringify(rules).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${hostRulesBlockId}">${json}</script>`;
}

/** index.html with the rules' data block at the end of its head. */
export const withHostRulesBlock = (html: string, rules: HostRules) =>
  html.replace('</head>', () => `  ${hostRulesBlock(rules)}\n  </head>`);
