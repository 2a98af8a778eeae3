import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NotAuthorised } from './NotAuthorised';

/**
 * Use NotAuthorised in place of a page the signed-in account may not open (the admin
 * screens for accounts outside the admin group). It is the page's h1; give the account's
 * login so the reason is plain, and a sign-in link that comes back to the page.
 */
const meta = {
  title: 'Patterns/NotAuthorised',
  component: NotAuthorised,
  parameters: { layout: 'fullscreen', route: '/admin-console' },
  args: {
    accountLabel: 'customer@example.com',
    area: 'the admin console',
    requiredGroup: 'admin',
    homeHref: '/',
    signInHref: '/login?redirect=%2Fadmin-console',
  },
} satisfies Meta<typeof NotAuthorised>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible();
    await expect(
      canvas.getByText(/You are signed in as customer@example.com.*members of the admin group/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(
      canvas.getByRole('link', { name: 'Sign in with another account' }),
    ).toHaveAttribute('href', '/login?redirect=%2Fadmin-console');
  },
};

export const WithoutAccountLabel: Story = {
  args: { accountLabel: undefined, requiredGroup: undefined, area: 'this page' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Your account cannot open this page. Ask an administrator if you need access.',
      ),
    ).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Go to the home page' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
