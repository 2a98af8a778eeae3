import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ApiError, unreachableMessage } from '../data/api';
import { NewsletterForm } from './NewsletterForm';
import { checkInboxMessage } from './newsletter-schema';

/**
 * The footer's newsletter sign-up (the layout puts it in SiteFooter's `newsletter` slot):
 * one e-mail address, checked here and by the server, which e-mails it a link to confirm.
 */
const meta = {
  title: 'Screens/Layout/NewsletterForm',
  component: NewsletterForm,
  tags: ['autodocs'],
  args: { onSubscribe: fn(async () => undefined) },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const alreadySubscribed = "You're already subscribed";

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  },
};

export const Subscribes: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'pit@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText(checkInboxMessage)).toBeVisible();
    await expect(args.onSubscribe).toHaveBeenCalledWith('pit@example.com');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'pit@');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/** The server's 409 for an address already on the list shows under the field. */
export const AlreadySubscribed: Story = {
  args: {
    onSubscribe: fn(async () =>
      Promise.reject(
        new ApiError(409, 'conflict', alreadySubscribed, { email: alreadySubscribed }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'Pit@Example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText(alreadySubscribed)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('Pit@Example.com');
    await expect(canvas.queryByText(checkInboxMessage)).not.toBeInTheDocument();
  },
};

/** The store unreachable: the form says so above the button and keeps the address. */
export const StoreUnreachable: Story = {
  args: {
    onSubscribe: fn(async () => Promise.reject(new ApiError(0, 'unreachable', unreachableMessage))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'pit@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByText('We could not subscribe you just now. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'pit@example.com',
    );
  },
};
