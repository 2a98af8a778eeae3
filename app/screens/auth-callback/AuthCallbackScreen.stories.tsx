import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthCallbackScreen, notCompletedMessage } from './AuthCallbackScreen';

/** /auth/callback: where a social sign-in comes back to be completed. */
const meta = {
  title: 'Screens/Account/Social Sign-in Callback',
  component: AuthCallbackScreen,
  parameters: { layout: 'fullscreen', route: '/auth/callback' },
} satisfies Meta<typeof AuthCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeVisible();
  },
};

/** The visitor cancelled at the provider, or the code was already used. */
export const NotCompleted: Story = {
  args: { failure: notCompletedMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(notCompletedMessage)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
