import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { emailedTo, sendsCode, storyPolicy } from '../../auth/story-fakes';
import { RegisterScreen, type RegisterOutcome } from './RegisterScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

const delivery = emailedTo('n***w@example.com');

/** /register: the account form with the spec's rules, then the confirmation code. */
const meta = {
  title: 'Screens/Account/Register',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen', route: '/register' },
  args: {
    policy: storyPolicy,
    onRegister: fn(async (): Promise<RegisterOutcome> => ({ status: 'confirm', delivery })),
    onConfirm: fn(async (): Promise<string | undefined> => undefined),
    onResendCode: sendsCode(delivery),
    onSignOut: fn(async () => undefined),
  },
  beforeEach: () => sessionStorage.removeItem('ff.draft.register'),
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], label: string) =>
  label === 'Email'
    ? canvas.getByRole('textbox', { name: 'Email' })
    : canvas.getByLabelText(label, { selector: 'input' });

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(
      canvas.getByText(
        'At least 8 characters, with upper and lower case letters, a number and a special character.',
      ),
    ).toBeVisible();
    await expect(field(canvas, 'Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(canvas, 'Name')).toHaveAttribute('autocomplete', 'name');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

/** Register on an empty form: every field is required, and Register waits for the fixes. */
export const InvalidEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(4));
    await expect(field(canvas, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** A name over 60 characters: the limit next to the Name field once it was left. */
export const NameTooLong: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(
      field(canvas, 'Name'),
      'Bartholomew Alexander Montgomery-Fitzgerald of Smokehouse Hill',
    );
    await userEvent.tab();
    await expect(await canvas.findByText('Name must be at most 60 characters')).toBeVisible();
    await expect(field(canvas, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const NameTooLongMobile: Story = {
  ...NameTooLong,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The policy once the password was left, and the mismatch as soon as both reach 6 characters. */
export const PasswordRules: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'Email'), 'new@');
    await userEvent.type(field(canvas, 'Password'), 'smokehouse');
    await expect(canvas.queryByText('Password must have upper case letters')).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(await canvas.findByText('Password must have upper case letters')).toBeVisible();
    await userEvent.type(field(canvas, 'Confirm Password'), 'smokehousf');
    await expect(await canvas.findByText('Your passwords must match')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();

    await userEvent.clear(field(canvas, 'Password'));
    await userEvent.type(field(canvas, 'Password'), 'Smokehouse#1');
    await userEvent.clear(field(canvas, 'Confirm Password'));
    await userEvent.type(field(canvas, 'Confirm Password'), 'Smokehouse#1');
    await waitFor(() => expect(canvas.queryByText('Your passwords must match')).toBeNull());
    await expect(canvas.queryByText(/Password must have/)).toBeNull();
  },
};

async function fillValid(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(field(canvas, 'Name'), '  Pat Pitmaster ');
  await userEvent.type(field(canvas, 'Email'), 'new@example.com');
  await userEvent.type(field(canvas, 'Password'), 'Smokehouse#1');
  await userEvent.type(field(canvas, 'Confirm Password'), 'Smokehouse#1');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
}

/** The service refuses (the e-mail is taken): its message above the button, fields kept. */
export const ServiceError: Story = {
  args: {
    onRegister: fn(async (): Promise<RegisterOutcome> => ({
      status: 'error',
      message: 'An account with the given email already exists.',
    })),
  },
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await expect(args.onRegister).toHaveBeenCalledWith({
      name: 'Pat Pitmaster',
      email: 'new@example.com',
      password: 'Smokehouse#1',
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with the given email already exists.',
    );
    await expect(field(canvas, 'Email')).toHaveValue('new@example.com');
  },
};

export const Pending: Story = {
  args: { onRegister: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await expect(await canvas.findByRole('button', { name: /Creating account/ })).toBeVisible();
    await expect(field(canvas, 'Email')).toBeDisabled();
  },
};

/** Created: the code step says where the code went; Confirm sends the code. */
export const ConfirmCode: Story = {
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await expect(
      await canvas.findByText(
        'Your code is on the way. To log in, enter the code we emailed to n***w@example.com. It may take a minute to arrive.',
      ),
    ).toBeVisible();
    clearLiveAnnouncer();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Confirmation Code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('new@example.com', '123456');
  },
};

/** A wrong code: the service's message; 'Resend Code' sends another and says so. */
export const WrongCode: Story = {
  args: {
    onConfirm: fn(
      async (): Promise<string | undefined> =>
        'Invalid verification code provided, please try again.',
    ),
  },
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Confirmation Code' }),
      '000000',
    );
    clearLiveAnnouncer();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(
      await canvas.findByText('Invalid verification code provided, please try again.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend Code' }));
    await expect(args.onResendCode).toHaveBeenCalledWith('new@example.com');
    await expect(await canvas.findByText('We sent a new code.')).toBeVisible();
    clearLiveAnnouncer();
  },
};

export const AlreadySignedIn: Story = {
  args: { signedInAs: 'customer@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
