import type { Preview } from '@storybook/react-vite';
import '../design-system/styles.css';
import { withRouter } from './with-router';

export const viewports = {
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1000px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '1000px' }, type: 'desktop' },
} as const;

/** In story tests there is no Storybook frame, so the padded layout is applied here. */
const isStoryTest = '__vitest_browser__' in globalThis;

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    withRouter,
    (Story, { parameters }) =>
      isStoryTest && parameters.layout !== 'fullscreen' ? (
        <div className="p-4">
          <Story />
        </div>
      ) : (
        <Story />
      ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story's test.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    options: {
      storySort: { order: ['Foundations', 'Primitives', 'Patterns', 'Screens'] },
    },
    // Chromatic (chromatic.yml, npm run chromatic) snapshots each story at both widths; its
    // modes take numeric widths, not this addon's named viewports. Story tests ignore them.
    chromatic: {
      modes: {
        mobile: { viewport: 390 },
        desktop: { viewport: 1280 },
      },
      pauseAnimationAtEnd: true,
      prefersReducedMotion: 'reduce',
      diffThreshold: 0.02,
    },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
