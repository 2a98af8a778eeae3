import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UnsubscribeScreen } from './UnsubscribeScreen';

/** /unsubscribe: one press confirms; a made-up or altered link says it doesn't work. */
const meta = {
  title: 'Screens/Shopping/Unsubscribe',
  component: UnsubscribeScreen,
  parameters: { layout: 'fullscreen', route: '/unsubscribe?token=abc.def' },
  args: {
    hasToken: true,
    onConfirm: fn(async (): Promise<{ email: string } | null> => ({
      email: 'smoke.fan@example.com',
    })),
  },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const invalidText =
  'This unsubscribe link is not valid. Use the link from your latest e-mail, or write to us.';

/** Opening the link changes nothing: the page asks first. */
export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unsubscribe from our e-mails?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** One press, then "You're unsubscribed" with the address. */
export const Done: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "You're unsubscribed" }),
    ).toBeVisible();
    await expect(canvas.getByText(/to smoke\.fan@example\.com any more/)).toBeVisible();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Back to the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

/** A link without a token. */
export const Invalid: Story = {
  args: { hasToken: false },
  parameters: { route: '/unsubscribe' },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "This link doesn't work" }),
    ).toBeVisible();
    await expect(canvas.getByText(invalidText)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** An altered or made-up token: the server refuses it (null from the route); the page says so. */
export const Forged: Story = {
  args: { onConfirm: fn(async (): Promise<{ email: string } | null> => null) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "This link doesn't work" }),
    ).toBeVisible();
  },
};

/** The store can't be reached: the page says so and the button stays for another try. */
export const Failure: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not unsubscribe you just now. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  ...Done,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
