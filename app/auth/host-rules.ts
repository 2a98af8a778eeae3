import {
  defaultHostRules,
  hostRulesBlockId,
  hostRulesFrom,
  hostRulesOf,
  type HostRules,
} from '@domain/host-gate';

/**
 * The rules this build was made with (PUBLIC_HOSTS and GATE_UNKNOWN_HOSTS at build time,
 * vite.config.ts), for a page no store server sent (a static host, the dev server).
 */
function builtHostRules(): HostRules {
  try {
    return hostRulesFrom(
      {
        PUBLIC_HOSTS: import.meta.env.PUBLIC_HOSTS,
        GATE_UNKNOWN_HOSTS: import.meta.env.GATE_UNKNOWN_HOSTS,
      },
      import.meta.env.PROD,
    );
  } catch (error) {
    console.error(`${(error as Error).message}: the spec's public hosts are used.`);
    return defaultHostRules;
  }
}

/**
 * Which hosts are public: the rules the store server put in the page (its PUBLIC_HOSTS, so a
 * change needs no new build), else the build's own.
 */
export function pageHostRules(page: Document = document): HostRules {
  const block = page.getElementById(hostRulesBlockId);
  if (block?.textContent) {
    try {
      const rules = hostRulesOf(JSON.parse(block.textContent));
      if (rules) return rules;
    } catch {
      // A broken block: the build's rules below.
    }
    console.error('The page’s host rules are not valid: the build’s are used.');
  }
  return builtHostRules();
}
