import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyRound, LogIn } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { Form } from '../../primitives/Form/Form';
import { Link } from '../../primitives/Link/Link';
import { Text } from '../../primitives/Text/Text';
import { TextField } from '../../primitives/TextField/TextField';
import { AuthCard } from './AuthCard';

const onSubmit = fn();

/** The sign-in form as the login screen fills the card. */
const loginForm = (
  <Form
    aria-label="Login"
    onSubmit={onSubmit}
    actionsAlign="stretch"
    actions={
      <Button type="submit" variant="accent" size="lg">
        Login
      </Button>
    }
  >
    <TextField label="Email" type="email" name="email" autoComplete="username" />
    <TextField label="Password" type="password" name="password" autoComplete="current-password" />
  </Form>
);

const registerFooter = (
  <Text size="sm" tone="muted">
    Don&apos;t have an account? <Link href="/register">Register</Link>
  </Text>
);

/**
 * Use AuthCard for every account screen (login, register, forgot password and their code
 * steps): it gives the page its h1, a line saying what the step is for, the form, and the
 * links to the other account screens under a rule. Put success notes (a changed password)
 * in `notice`, above the form.
 */
const meta = {
  title: 'Patterns/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen', route: '/login' },
  args: {
    title: 'Login',
    description: 'Sign in to see your orders, addresses and favourites.',
    icon: <LogIn aria-hidden="true" />,
    children: loginForm,
    footer: registerFooter,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(onSubmit).toHaveBeenCalled();
  },
};

export const WithNotice: Story = {
  args: {
    notice: <Alert tone="success">Your password has been changed. Sign in with the new one.</Alert>,
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByText('Your password has been changed. Sign in with the new one.');
    await expect(notice.closest('[role="status"]')).toBeVisible();
  },
};

/** A step with only text and a link, and a long title that wraps. */
export const LongText: Story = {
  args: {
    title: 'Reset the password of your Forge & Flame account',
    description:
      'Enter the e-mail address you registered with. We will send a code to it; it may take a minute to arrive, so check your spam folder too.',
    icon: <KeyRound aria-hidden="true" />,
    children: (
      <Text size="sm">
        Remembered it after all? <Link href="/login">Back to Login</Link>
      </Text>
    ),
    footer: undefined,
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};
