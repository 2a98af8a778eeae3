import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../design-system/**/*.mdx',
    '../design-system/**/*.stories.@(ts|tsx)',
    '../app/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Storybook is not the shop: it gets no service worker, web manifest or precompressed copies.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(
            plugin &&
            'name' in plugin &&
            /^vite-plugin-(pwa|compression)/.test(String(plugin.name))
          ),
      ),
  }),
};

export default config;
