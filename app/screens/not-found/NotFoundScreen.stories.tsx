import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';

/** What any unknown path shows, inside the shell. */
const meta = {
  title: 'Screens/Shopping/NotFound',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen', route: '/no-such-page' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the Home Page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const Mobile: Story = {
  ...Desktop,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
