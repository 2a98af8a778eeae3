import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { CodeRequestOutcome } from '../../auth/code-delivery';
import { emailedTo, sendsCode, storyPolicy } from '../../auth/story-fakes';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

/** /forgot-password: ask for a code, then set a new password with it. */
const meta = {
  title: 'Screens/Account/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
  args: {
    onRequestCode: sendsCode(emailedTo('c***r@example.com')),
    onResetPassword: fn(async (): Promise<string | undefined> => undefined),
    policy: storyPolicy,
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function requestCode(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'customer@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  await canvas.findByRole('heading', { level: 1, name: 'Set a new password' });
  clearLiveAnnouncer();
}

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'autocomplete',
      'username',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'customer');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

/** The service refuses to send a code: its message above the button. */
export const UnknownAccount: Story = {
  args: {
    onRequestCode: fn(async (): Promise<CodeRequestOutcome> => ({ error: 'User not found.' })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User not found.');
  },
};

/** The code step: where the code went; the new password is set with the code. */
export const NewPassword: Story = {
  play: async ({ args, canvas }) => {
    await requestCode(canvas);
    await expect(args.onRequestCode).toHaveBeenCalledWith('customer@example.com');
    await expect(
      canvas.getByText(
        'Your code is on the way. To log in, enter the code we emailed to c***r@example.com. It may take a minute to arrive.',
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.type(
      canvas.getByLabelText('New Password', { selector: 'input' }),
      'Smokehouse#2',
    );
    await userEvent.type(
      canvas.getByLabelText('Confirm Password', { selector: 'input' }),
      'Smokehouse#2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith({
      email: 'customer@example.com',
      code: '123456',
      password: 'Smokehouse#2',
    });
  },
};

/** The same rules as registering: the code required, the policy, matching passwords. */
export const NewPasswordInvalid: Story = {
  play: async ({ args, canvas }) => {
    await requestCode(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(3));
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('New Password', { selector: 'input' }), 'short1');
    await userEvent.type(
      canvas.getByLabelText('Confirm Password', { selector: 'input' }),
      'short2',
    );
    await expect(await canvas.findByText('Password must have at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Your passwords must match')).toBeVisible();
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

/** A wrong code: the service's message, the new password kept. */
export const WrongCode: Story = {
  args: {
    onResetPassword: fn(
      async (): Promise<string | undefined> =>
        'Invalid verification code provided, please try again.',
    ),
  },
  play: async ({ canvas }) => {
    await requestCode(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '000000');
    await userEvent.type(
      canvas.getByLabelText('New Password', { selector: 'input' }),
      'Smokehouse#2',
    );
    await userEvent.type(
      canvas.getByLabelText('Confirm Password', { selector: 'input' }),
      'Smokehouse#2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid verification code provided, please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveValue('000000');
    clearLiveAnnouncer();
  },
};
