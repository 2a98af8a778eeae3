import type { Plugin, ViteDevServer } from 'vite';

const gatedHost = '127.0.0.1';

/**
 * The development server listens on 127.0.0.1, a gated host (domain/host-gate.ts: the sign-in
 * layer), so its banner names http://localhost:PORT/, the public host that shows the shop,
 * and then the gated address for what sits behind the sign-in.
 */
export function publicUrlBanner(): Plugin {
  return {
    name: 'public-url-banner',
    apply: 'serve',
    configureServer(server) {
      const print = server.printUrls.bind(server);
      server.printUrls = () => {
        const gated = showPublicHost(server);
        print();
        for (const url of gated) {
          server.config.logger.info(`  ➜  Sign-in layer (gated host): ${url}`);
        }
      };
    },
  };
}

/** Rewrites the banner's local addresses to localhost; returns the gated ones it replaced. */
export function showPublicHost(server: Pick<ViteDevServer, 'resolvedUrls'>): string[] {
  const urls = server.resolvedUrls;
  if (!urls) return [];
  const gated = urls.local.filter((url) => new URL(url).hostname === gatedHost);
  urls.local = urls.local.map((url) => url.replace(`//${gatedHost}:`, '//localhost:'));
  return gated;
}
