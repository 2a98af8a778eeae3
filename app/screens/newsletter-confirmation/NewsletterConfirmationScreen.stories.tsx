import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brand } from '@domain/brand';
import { newsletterLinkProblems } from '@domain/message-schemas';
import { NewsletterConfirmationScreen } from './NewsletterConfirmationScreen';

/**
 * /newsletter/confirm: the page the confirmation e-mail's link opens. Opening it subscribes the
 * address (the route asks the server); an altered, made-up or expired link subscribes nobody.
 */
const meta = {
  title: 'Screens/Shopping/NewsletterConfirmation',
  component: NewsletterConfirmationScreen,
  parameters: { layout: 'fullscreen', route: '/newsletter/confirm?token=abc.def.ghi' },
  args: {
    outcome: { state: 'subscribed', email: 'smoke.fan@example.com' },
    storeName: brand.name,
  },
} satisfies Meta<typeof NewsletterConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link worked: the address is on the list, and the page names it. */
export const Subscribed: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "You're subscribed" }),
    ).toBeVisible();
    await expect(canvas.getByText(/to smoke\.fan@example\.com about twice a month/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const SubscribedMobile: Story = {
  ...Subscribed,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A link older than its days: the page says to sign up again. */
export const Expired: Story = {
  args: { outcome: { state: 'refused', reason: newsletterLinkProblems.expired } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "This link doesn't work" }),
    ).toBeVisible();
    await expect(canvas.getByText(newsletterLinkProblems.expired)).toBeVisible();
  },
};

export const ExpiredMobile: Story = {
  ...Expired,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** An altered or made-up token, or none at all. */
export const Invalid: Story = {
  args: { outcome: { state: 'refused', reason: newsletterLinkProblems.invalid } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "This link doesn't work" }),
    ).toBeVisible();
    await expect(canvas.getByText(newsletterLinkProblems.invalid)).toBeVisible();
  },
};
