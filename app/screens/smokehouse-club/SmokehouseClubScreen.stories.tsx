import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { heroImages } from '@domain/heroes';
import type { Membership } from '@domain/membership';
import {
  membershipFaq,
  membershipGuarantee,
  membershipPromo,
  membershipTiers,
} from '@fixtures/membership';
import { ApiError } from '../../data/api';
import { SmokehouseClubScreen } from './SmokehouseClubScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

const smokeMaster: Membership = {
  tierId: 'smoke-master',
  tierName: 'Smoke Master',
  priceCents: 3900,
  status: 'active',
  startedAt: '2026-11-25T18:00:00.000Z',
  currentPeriodEnd: '2026-12-25T18:00:00.000Z',
  pendingChange: null,
  card: { brand: 'Visa', last4: '4242' },
};

/** /smokehouse-club on the fixtures: as a guest, a signed-in customer, and a member. */
const meta = {
  title: 'Screens/Content/SmokehouseClub',
  component: SmokehouseClubScreen,
  parameters: { layout: 'fullscreen', route: '/smokehouse-club' },
  args: {
    tiers: membershipTiers,
    guarantee: membershipGuarantee,
    faq: membershipFaq,
    promo: membershipPromo,
    heroImage: heroImages.smokehouseClub,
    isSignedIn: false,
    membership: null,
    savedCards: [],
    signInHref: '/login?redirect=%2Fsmokehouse-club',
    onJoin: fn(async () => undefined),
  },
} satisfies Meta<typeof SmokehouseClubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the tiers, the promise and the FAQ; every tier asks them to sign in first. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The Smokehouse Club' }),
    ).toBeVisible();
    const tiers = within(canvas.getByRole('region', { name: 'Choose Your Tier' }));
    await expect(
      tiers
        .getAllByRole('heading', { level: 3 })
        .map((heading: HTMLElement) => heading.textContent),
    ).toEqual(['Pit Master', 'Smoke Master', 'Grill Legend']);
    for (const price of ['$19.00', '$39.00', '$79.00']) {
      await expect(tiers.getByText(price)).toBeVisible();
    }
    await expect(tiers.getAllByText('Most Popular')).toHaveLength(1);
    await expect(tiers.getByText('Save 20% vs. monthly purchases')).toBeVisible();
    await expect(tiers.queryByRole('button', { name: /^Join / })).toBeNull();
    await expect(tiers.getByRole('link', { name: 'Sign in to join Smoke Master' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsmokehouse-club',
    );
    await expect(tiers.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Save 20% with Premium subscription' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: '30-Day Money-Back Guarantee' }),
    ).toBeVisible();
    await expect(canvas.getByText('Tier changes apply on your next billing cycle.')).toBeVisible();
    await expect(canvas.getByText('Pause or cancel any time.')).toBeVisible();
    const question = canvas.getByRole('button', { name: 'Can I change my tier?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to join Smoke Master' })).toBeVisible();
  },
};

/**
 * A signed-in customer joins Smoke Master in the dialog: card fields, 'Join for $39.00/month',
 * then the welcome.
 */
export const JoinSmokeMaster: Story = {
  args: { isSignedIn: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Smoke Master' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join Smoke Master' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Expiry' }), '1230');
    await userEvent.type(dialog.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Join for $39.00/month' }));
    await expect(args.onJoin).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'smoke-master', priceCents: 3900 }),
      { card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } },
    );
    await expect(
      await canvas.findByText('Welcome to the Smokehouse Club — Smoke Master'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

/** A saved card is offered first; an empty card number is asked for only for a new card. */
export const JoinWithSavedCard: Story = {
  args: {
    isSignedIn: true,
    savedCards: [
      { id: 'pm_test_visa', brand: 'Visa', last4: '4242', expiry: '12/30', isDefault: true },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Grill Legend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join Grill Legend' }));
    await expect(dialog.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await expect(dialog.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Join for $79.00/month' }));
    await expect(args.onJoin).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'grill-legend' }),
      { paymentMethodId: 'pm_test_visa' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

/** A declined card: the server's message sits under the card number and the dialog stays. */
export const JoinDeclined: Story = {
  args: {
    isSignedIn: true,
    onJoin: fn(async () => {
      throw new ApiError(402, 'payment_declined', 'Your card was declined', {
        card: 'Your card was declined',
      });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Pit Master' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join Pit Master' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Expiry' }), '1230');
    await userEvent.type(dialog.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Join for $19.00/month' }));
    const number = dialog.getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toHaveAccessibleDescription(/Your card was declined/));
    await expect(canvas.queryByText(/Welcome to the Smokehouse Club/)).toBeNull();
  },
};

/** A Smoke Master member: their tier is marked, the others are switched in the profile. */
export const Member: Story = {
  args: { isSignedIn: true, membership: smokeMaster },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are a Smoke Master member')).toBeVisible();
    await expect(canvas.getByText('Renews on Dec 25, 2026.')).toBeVisible();
    await expect(canvas.getByText('Your tier')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage membership' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(
      canvas.getByRole('link', { name: 'Switch to Grill Legend in your profile' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Join / })).toBeNull();
  },
};

/** A renewal whose bank asks the member: the tier, the amount and 'Confirm payment'. */
const waitingToConfirm: Membership = {
  ...smokeMaster,
  paymentToConfirm: {
    paymentIntentId: 'pi_test_waiting',
    amountCents: 3900,
    clientSecret: 'pi_test_waiting_secret_test',
  },
};

/** The e-mailed link's landing: the renewal to confirm; pressing the button confirms it. */
export const RenewalToConfirm: Story = {
  args: {
    isSignedIn: true,
    membership: waitingToConfirm,
    onConfirmRenewal: fn(async () => undefined),
  },
  play: async ({ args, canvas }) => {
    // The step loads with the first member who needs it (a lazy part of the page).
    await expect(
      await canvas.findByText('Your bank asks you to confirm this renewal'),
    ).toBeVisible();
    await expect(canvas.getByText(/Smoke Master membership, \$39\.00/)).toBeVisible();
    await expect(canvas.queryByText('You are a Smoke Master member')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payment' }));
    await expect(args.onConfirmRenewal).toHaveBeenCalledTimes(1);
  },
};

/** The same at 390 px; the store refuses (the bank has not confirmed): the message, and retry. */
export const RenewalToConfirmFailsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    isSignedIn: true,
    membership: waitingToConfirm,
    onConfirmRenewal: fn(async () => {
      throw new ApiError(
        402,
        'payment_declined',
        'Your bank has not confirmed this payment yet. Confirm it again, or use another card.',
      );
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm payment' }));
    await expect(
      await canvas.findByText(/Your bank has not confirmed this payment yet/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payment' }));
    await expect(args.onConfirmRenewal).toHaveBeenCalledTimes(2);
  },
};
