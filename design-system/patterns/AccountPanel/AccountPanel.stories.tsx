import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountPanel } from './AccountPanel';

/**
 * Use AccountPanel on hosts behind the sign-in layer (the Authenticator), once, beside the
 * app: it tells staff who is signed in (name, user id, login id, auth flow) and signs them
 * out. `placement="floating"` pins it to the bottom corner; `inline` puts it in the flow.
 */
const meta = {
  title: 'Patterns/AccountPanel',
  component: AccountPanel,
  args: {
    name: 'Avery Admin',
    userId: '3f1c9a52-8d4e-4b7a-9c2f-6e5d4a3b2c1d',
    loginId: 'admin@example.com',
    authFlow: 'USER_PASSWORD_AUTH',
    onSignOut: fn(),
    placement: 'inline',
  },
} satisfies Meta<typeof AccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const panel = canvas.getByRole('complementary', { name: 'Signed-in account' });
    await expect(within(panel).getByText('admin@example.com')).toBeVisible();
    await expect(within(panel).getByText(args.userId)).toBeVisible();
    await expect(within(panel).getByText('USER_PASSWORD_AUTH')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** Folding the details away leaves the name and 'Sign out'; the toggle says it is collapsed. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Account details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('admin@example.com')).not.toBeVisible();
    await expect(canvas.getAllByText('Avery Admin')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Account details' });
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { isSigningOut: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Signing out/ });
    await userEvent.click(button);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** An account without a name: the login id heads the panel. */
export const WithoutName: Story = {
  args: { name: undefined, loginId: 'new.customer.with.a.long.address@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not set')).toBeVisible();
  },
};

/** Floating over a page, in the bottom corner. */
export const Floating: Story = {
  parameters: { layout: 'fullscreen' },
  args: { placement: 'floating' },
  render: (args) => (
    <div className="min-h-screen bg-surface-muted p-6">
      <p className="text-sm text-ink-muted">The page under the panel.</p>
      <AccountPanel {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('complementary', { name: 'Signed-in account' });
    const { right, bottom } = panel.getBoundingClientRect();
    await expect(window.innerWidth - right).toBe(16);
    await expect(window.innerHeight - bottom).toBe(16);
  },
};

export const NarrowWidth: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { placement: 'floating' },
  render: Floating.render,
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('complementary', { name: 'Signed-in account' });
    const { left, right } = panel.getBoundingClientRect();
    await expect(left).toBe(16);
    await expect(right).toBe(window.innerWidth - 16);
  },
};
