import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { emailedTo, sendsCode, storyPolicy } from '../../auth/story-fakes';
import { LoginScreen, type SignInOutcome } from './LoginScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';
import { accountDisabledMessage } from '@domain/account-status';

const delivery = emailedTo('c***r@example.com');

/** /login: the sign-in form in the account card, with its refusals and the code step. */
const meta = {
  title: 'Screens/Account/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: '/login' },
  args: {
    onSignIn: fn(async (): Promise<SignInOutcome> => ({ status: 'done' })),
    onConfirmSignUp: fn(async () => undefined),
    onResendCode: sendsCode(delivery),
    onSignOut: fn(async () => undefined),
    policy: storyPolicy,
    onSetNewPassword: fn(async (): Promise<string | undefined> => undefined),
  },
  // The form keeps the e-mail as a draft in sessionStorage: every story starts clean.
  beforeEach: () => sessionStorage.removeItem('ff.draft.login'),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'customer@example.com');
    await userEvent.type(password, 'Smokehouse#Guest1');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSignIn).toHaveBeenCalledWith({
      email: 'customer@example.com',
      password: 'Smokehouse#Guest1',
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

/** 'Login' on an empty form: both fields say they are required; nothing is sent. */
export const InvalidEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(2));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'customer@');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
  },
};

/** The service refuses: its message above the button, everything typed still there. */
export const WrongPassword: Story = {
  args: {
    onSignIn: fn(async (): Promise<SignInOutcome> => ({
      status: 'error',
      message: 'Incorrect username or password.',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'customer@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Wrong#1');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Incorrect username or password.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'customer@example.com',
    );
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveValue('Wrong#1');
  },
};

export const Pending: Story = {
  args: { onSignIn: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'customer@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('button', { name: /Signing in/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/** An account that was never confirmed: the code step, then sign-in with what was typed. */
export const UnconfirmedAccount: Story = {
  args: {
    onSignIn: fn(async (): Promise<SignInOutcome> => ({ status: 'confirmSignUp', delivery })),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'casey@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Smoke#1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Confirm your account' }),
    ).toBeVisible();
    clearLiveAnnouncer();
    await expect(
      canvas.getByText(
        'Your code is on the way. To log in, enter the code we emailed to c***r@example.com. It may take a minute to arrive.',
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Confirmation Code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirmSignUp).toHaveBeenCalledWith({
      email: 'casey@example.com',
      password: 'Smoke#1234',
      code: '123456',
    });
  },
};

/** Opened while signed in: who it is, the profile, or signing out. */
export const AlreadySignedIn: Story = {
  args: { signedInAs: 'customer@example.com' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/You are signed in as customer@example.com/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** Back from a password reset: the confirmation above the form, the e-mail filled in. */
export const PasswordChanged: Story = {
  args: {
    notice: 'Your password has been changed. Sign in with the new one.',
    defaultEmail: 'customer@example.com',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your password has been changed. Sign in with the new one.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'customer@example.com',
    );
  },
};

/**
 * An invited account's first sign-in with its temporary password: it chooses its own
 * password (the pool's policy, matching confirmation) to finish signing in.
 */
/** An admin disabled the account: the app signed it out and brought it here (app/auth/account-disabled.ts). */
export const AccountDisabled: Story = {
  args: { warning: accountDisabledMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(accountDisabledMessage)).toBeVisible();
    // Signed out: the form is there to sign in with another account.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const ChooseNewPassword: Story = {
  args: {
    onSignIn: fn(async (): Promise<SignInOutcome> => ({ status: 'newPassword' })),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'Temp#Pass1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Choose your password' }),
    ).toBeVisible();
    const password = canvas.getByLabelText('New Password', { exact: true });
    await userEvent.type(password, 'Brand#NewPass9');
    await userEvent.type(canvas.getByLabelText(/Confirm/), 'Brand#NewPass8');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByText('Your passwords must match')).toBeVisible();
    await expect(args.onSetNewPassword).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/Confirm/));
    await userEvent.type(canvas.getByLabelText(/Confirm/), 'Brand#NewPass9');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(args.onSetNewPassword).toHaveBeenCalledWith('Brand#NewPass9'));
  },
};

/** A deployed pool with social sign-in switched on: one button per provider, under the form. */
export const WithSocialSignIn: Story = {
  args: {
    socialProviders: ['Google', 'Apple'],
    onSocialSignIn: fn(async (): Promise<string | undefined> => undefined),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Apple' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSocialSignIn).toHaveBeenCalledWith('Google');
  },
};
