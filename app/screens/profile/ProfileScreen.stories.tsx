import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededFavorites } from '@fixtures/favorites';
import { customerOrders } from '@fixtures/orders';
import {
  accountSettingsDefaults,
  notificationPreferences,
  paymentCards,
  savedAddresses,
} from '@fixtures/profile';
import type { PaymentCard, SavedAddress } from '@domain/types';
import type { Membership, MembershipAction } from '@domain/membership';
import { membershipTiers } from '@fixtures/membership';
import { cardBrand, lastFour } from '../../commerce/card';
import { usStates } from '@domain/us-states';
import { addressesLimitMessage } from '@domain/constants';
import { ApiError } from '../../data/api';
import { ProfileScreen, type ProfileScreenProps } from './ProfileScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

/** Card expiry is checked against this day, so the stories never expire. */
const today = () => new Date(2026, 10, 22);

/** One default, as the data module keeps it. */
function withDefault<T extends { id: string; isDefault: boolean }>(items: T[], id?: string): T[] {
  const chosen = id ?? items.find((item) => item.isDefault)?.id ?? items[0]?.id;
  return items.map((item) => ({ ...item, isDefault: item.id === chosen }));
}

/** The profile with its saves applied, so the stories show what a person would see. */
function StatefulProfile(props: ProfileScreenProps) {
  const [addresses, setAddresses] = useState<SavedAddress[]>(props.addresses);
  const [cards, setCards] = useState<PaymentCard[]>(props.cards);
  const [membership, setMembership] = useState<Membership | null>(props.membership);
  return (
    <ProfileScreen
      {...props}
      addresses={addresses}
      cards={cards}
      membership={membership}
      onChangeMembership={async (action) => {
        await props.onChangeMembership(action);
        setMembership((current) => current && applyMembershipAction(current, action));
      }}
      onSaveAddress={async (address) => {
        await props.onSaveAddress(address);
        const saved = { ...address, id: address.id || `address-${addresses.length + 1}` };
        const next = [...addresses.filter((a) => a.id !== saved.id), saved];
        setAddresses(withDefault(next, saved.isDefault ? saved.id : undefined));
      }}
      onDeleteAddress={async (id) => {
        await props.onDeleteAddress(id);
        setAddresses(withDefault(addresses.filter((a) => a.id !== id)));
      }}
      onMakeDefaultAddress={async (id) => {
        await props.onMakeDefaultAddress(id);
        setAddresses(withDefault(addresses, id));
      }}
      onSaveCard={async (card) => {
        await props.onSaveCard(card);
        const saved = {
          id: `card-${cards.length + 1}`,
          brand: cardBrand(card.number),
          last4: lastFour(card.number),
          expiry: card.expiry,
          isDefault: card.isDefault,
        };
        setCards(withDefault([...cards, saved], card.isDefault ? saved.id : undefined));
      }}
      onDeleteCard={async (id) => {
        await props.onDeleteCard(id);
        setCards(withDefault(cards.filter((c) => c.id !== id)));
      }}
    />
  );
}

/** What the server records for each action (it takes effect at the renewal date). */
function applyMembershipAction(membership: Membership, action: MembershipAction): Membership {
  switch (action.action) {
    case 'resume':
      return { ...membership, pendingChange: membership.status === 'paused' ? 'resume' : null };
    case 'change-tier':
      return {
        ...membership,
        pendingChange: `tier:${action.tierId}`,
        pendingTierName: membershipTiers.find((tier) => tier.id === action.tierId)?.name,
      };
    default:
      return { ...membership, pendingChange: action.action };
  }
}

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

type Canvas = ReturnType<typeof within>;
const page = () => within(document.body);

async function openTab(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('link', { name }));
  await expect(await canvas.findByRole('heading', { level: 2, name })).toBeVisible();
}

/** /profile: the account's side menu and its sections, with the section in the URL. */
const meta = {
  title: 'Screens/Commerce/Profile',
  component: ProfileScreen,
  render: (args) => <StatefulProfile {...args} />,
  parameters: { layout: 'fullscreen', route: '/profile' },
  args: {
    account: null,
    orders: customerOrders,
    favorites: seededFavorites,
    addresses: savedAddresses,
    cards: paymentCards,
    preferences: notificationPreferences,
    settings: accountSettingsDefaults,
    states: usStates,
    today,
    onSaveAddress: fn(async () => undefined),
    onDeleteAddress: fn(async () => undefined),
    onMakeDefaultAddress: fn(async () => undefined),
    onSaveCard: fn(async () => undefined),
    onDeleteCard: fn(async () => undefined),
    onMakeDefaultCard: fn(async () => undefined),
    onSetPreference: fn(async () => undefined),
    onSaveSettings: fn(async () => undefined),
    onSignOut: fn(async () => undefined),
    membership: null,
    clubTiers: membershipTiers,
    onChangeMembership: fn(async () => undefined),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Orders, the default section: the spec's sample orders, newest first, with View Invoice. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Account sections' }));
    for (const name of [
      'Orders',
      'Favorites',
      'Addresses',
      'Payment Methods',
      'Membership',
      'Notifications',
      'Settings',
      'Logout',
    ]) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    const orders = canvas
      .getAllByRole('heading', { level: 3 })
      .map((h: HTMLElement) => h.textContent);
    await expect(orders).toEqual(['Order FF-2024-0012', 'Order FF-2024-0004']);
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Invoice FF-2024-0012' })).toHaveAttribute(
      'href',
      '/invoice/FF-2024-0012',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Invoice FF-2024-0004' })).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};

/**
 * A guest's profile: the orders this browser placed (kept with their keys), each with its
 * number, date, total and status, and an invoice link that carries the order's key.
 */
export const GuestOrders: Story = {
  args: {
    account: null,
    orderKeys: { 'FF-2024-0012': 'guest-key-0012', 'FF-2024-0004': 'guest-key-0004' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your orders, addresses and cards on this browser'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Order FF-2024-0012' }),
    ).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Invoice FF-2024-0012' })).toHaveAttribute(
      'href',
      '/invoice/FF-2024-0012?key=guest-key-0012',
    );
  },
};

export const GuestOrdersMobile: Story = {
  ...GuestOrders,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A guest whose browser placed no order (or whose keys no longer open any): nothing listed. */
export const GuestNoOrders: Story = {
  args: { account: null, orders: [], orderKeys: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const GuestNoOrdersMobile: Story = {
  ...GuestNoOrders,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The menu switches the section and keeps it in the URL. */
export const Favorites: Story = {
  play: async ({ canvas }) => {
    await openTab(canvas, 'Favorites');
    await expect(canvas.getByText('15 Items saved. The newest:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Texas Brisket Rub' })).toHaveAttribute(
      'href',
      '/shop/texas-brisket-rub',
    );
    await expect(canvas.getByRole('link', { name: 'View all favorites' })).toHaveAttribute(
      'href',
      '/favorites',
    );
  },
};

export const Addresses: Story = {
  parameters: { route: '/profile?tab=addresses' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Addresses' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByText('Default')).toBeVisible();
  },
};

/** Add New Address: an empty save names each field; a complete one is saved and listed. */
export const AddAddress: Story = {
  parameters: { route: '/profile?tab=addresses' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Add New Address' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    for (const message of [
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), '1015 Lake St');
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Oak Park');
    await userEvent.type(dialog.getByRole('combobox', { name: 'State' }), 'Illin');
    await userEvent.click(await page().findByRole('option', { name: 'Illinois' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'ZIP code' }), '60301');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Set as default address' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(args.onSaveAddress).toHaveBeenCalledWith({
        id: '',
        type: 'Other',
        address: '1015 Lake St',
        city: 'Oak Park',
        state: 'IL',
        zip: '60301',
        isDefault: true,
      }),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const other = canvas.getByRole('heading', { level: 3, name: 'Other' }).closest('article')!;
    await expect(within(other).getByText('Default')).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The address form's messages, as a screenshot. */
export const AddressInvalid: Story = {
  parameters: { route: '/profile?tab=addresses' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Add New Address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'ZIP code' }), '606');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    await expect(
      await dialog.findByText('Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)'),
    ).toBeVisible();
  },
};

/** A full address book: the server's refusal shows in the form, and what was typed stays. */
export const AddressBookFull: Story = {
  parameters: { route: '/profile?tab=addresses' },
  args: {
    onSaveAddress: fn(async () =>
      Promise.reject(new ApiError(400, 'limit_reached', addressesLimitMessage)),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Add New Address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), '1015 Lake St');
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Oak Park');
    await userEvent.type(dialog.getByRole('combobox', { name: 'State' }), 'Illin');
    await userEvent.click(await page().findByRole('option', { name: 'Illinois' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'ZIP code' }), '60301');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    await expect(
      await dialog.findByText('You can save up to 20 addresses. Delete one to add another.'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue('1015 Lake St');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    clearLiveAnnouncer();
  },
};

/** Make Default moves the one default; Delete asks first. */
export const DefaultAndDelete: Story = {
  parameters: { route: '/profile?tab=addresses' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Make Default Work address/ }));
    await expect(args.onMakeDefaultAddress).toHaveBeenCalledWith('address-work');
    const work = canvas.getByRole('heading', { level: 3, name: 'Work' }).closest('article')!;
    await waitFor(() => expect(within(work).getByText('Default')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: /^Delete Home address/ }));
    const confirm = within(await page().findByRole('alertdialog', { name: /Delete address/ }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteAddress).toHaveBeenCalledWith('address-home');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    clearLiveAnnouncer();
  },
};

export const PaymentMethods: Story = {
  parameters: { route: '/profile?tab=payment-methods' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Visa ending in 4242' }),
    ).toBeVisible();
    await expect(canvas.getByText('12/27')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Make Default Mastercard ending in 4444' }),
    ).toBeVisible();
  },
};

/** Add New Card keeps only the brand, the last four digits and the expiry. */
export const AddCard: Story = {
  parameters: { route: '/profile?tab=payment-methods' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Card' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Add New Card' }));
    const number = dialog.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242424242424241');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Expiry' }), '1025');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(
      await dialog.findByText('This card number is not valid: check the digits'),
    ).toBeVisible();
    await expect(dialog.getByText('This card has expired')).toBeVisible();
    await expect(dialog.getByText('Name on card is required')).toBeVisible();
    await userEvent.clear(number);
    await userEvent.type(number, '5555555555554444');
    await expect(number).toHaveValue('5555 5555 5555 4444');
    const expiry = dialog.getByRole('textbox', { name: 'Expiry' });
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '0929');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name on card' }), 'Marcus Johnson');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await waitFor(() =>
      expect(args.onSaveCard).toHaveBeenCalledWith({
        number: '5555 5555 5555 4444',
        expiry: '09/29',
        isDefault: false,
      }),
    );
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    clearLiveAnnouncer();
  },
};

export const NoCards: Story = {
  parameters: { route: '/profile?tab=payment-methods' },
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No saved cards' })).toBeVisible();
  },
};

/** Each switch saves at once. */
export const Notifications: Story = {
  parameters: { route: '/profile?tab=notifications' },
  play: async ({ args, canvas }) => {
    const sms = canvas.getByRole('switch', { name: 'Weekly specials by SMS' });
    await expect(sms).not.toBeChecked();
    await userEvent.click(sms);
    await expect(args.onSetPreference).toHaveBeenCalledWith('weekly-specials', 'sms', true);
    await expect(sms).toBeChecked();
  },
};

/** Settings are saved together and confirmed. */
export const Settings: Story = {
  parameters: { route: '/profile?tab=settings' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    await userEvent.click(await page().findByRole('option', { name: 'CAD' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Two-factor sign-in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(args.onSaveSettings).toHaveBeenCalledWith({
        ...accountSettingsDefaults,
        currency: 'CAD',
        twoFactor: true,
      }),
    );
    await expect(await canvas.findByText('Settings saved')).toBeVisible();
  },
};

/** Throttled by the store (429): the wait, not the form's own 'try again'. */
export const SettingsRateLimited: Story = {
  parameters: { route: '/profile?tab=settings' },
  args: {
    onSaveSettings: fn(async () =>
      Promise.reject(
        new ApiError(429, 'rate_limited', 'Too many requests. Try again in 42 seconds.'),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Two-factor sign-in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(
      await canvas.findByText('Too many requests. Try again in 42 seconds.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/could not be saved/)).toBeNull();
  },
};

/** Without an account, Logout explains and offers Sign In and Register. */
export const LogoutSignedOut: Story = {
  parameters: { route: '/profile?tab=logout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No account is signed in/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const LogoutSignedIn: Story = {
  parameters: { route: '/profile?tab=logout' },
  args: { account: { email: 'marcus.johnson@example.com', name: 'Marcus Johnson' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Signed in as Marcus Johnson')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** A Smoke Master member: tier, price, dates and status; cancelling waits for the renewal. */
export const MembershipActive: Story = {
  parameters: { route: '/profile?tab=membership' },
  args: { account: { email: 'customer@example.com' }, membership: smokeMaster },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Membership' })).toBeVisible();
    const details = canvasElement.querySelector<HTMLElement>('[data-slot="description-list"]')!;
    await expect(details).toHaveTextContent('TierSmoke Master');
    await expect(details).toHaveTextContent('Price$39.00/month');
    await expect(details).toHaveTextContent('StartedNov 25, 2026');
    await expect(details).toHaveTextContent('Next renewalDec 25, 2026');
    await expect(details).toHaveTextContent('StatusActive');
    await expect(canvas.getByText('Renews on Dec 25, 2026.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel membership' }));
    await expect(args.onChangeMembership).toHaveBeenCalledWith({ action: 'cancel' });
    await expect(
      await canvas.findByText(
        'Your membership will be cancelled on Dec 25, 2026; the discount holds until then.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume membership' }));
    await expect(args.onChangeMembership).toHaveBeenLastCalledWith({ action: 'resume' });
    await expect(await canvas.findByText('Renews on Dec 25, 2026.')).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** A tier change waits for the renewal: the panel names the new tier and the date. */
export const MembershipChangeTier: Story = {
  parameters: { route: '/profile?tab=membership' },
  args: { account: { email: 'customer@example.com' }, membership: smokeMaster },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Switch to Grill Legend ($79.00/month)' }),
    );
    await expect(args.onChangeMembership).toHaveBeenCalledWith({
      action: 'change-tier',
      tierId: 'grill-legend',
    });
    await expect(
      await canvas.findByText('You move to Grill Legend on Dec 25, 2026, at its price.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep Smoke Master' })).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** A paused membership: nothing is charged; Resume restarts it at the next renewal date. */
export const MembershipPaused: Story = {
  parameters: { route: '/profile?tab=membership' },
  args: {
    account: { email: 'customer@example.com' },
    membership: { ...smokeMaster, status: 'paused' },
  },
  play: async ({ canvas, canvasElement }) => {
    const details = canvasElement.querySelector<HTMLElement>('[data-slot="description-list"]')!;
    await expect(details).toHaveTextContent('StatusPaused');
    await expect(
      canvas.getByText('Paused: nothing is charged. Resume to restart on Dec 25, 2026.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pause at renewal' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Resume membership' })).toBeVisible();
  },
};

/** Not a member: the panel points to the club page. */
export const MembershipNone: Story = {
  parameters: { route: '/profile?tab=membership' },
  args: { account: { email: 'customer@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not a member yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the club tiers' })).toHaveAttribute(
      'href',
      '/smokehouse-club',
    );
  },
};

/** A renewal the member's bank asks about, on the membership card: 'Confirm payment'. */
export const MembershipRenewalToConfirm: Story = {
  parameters: { route: '/profile?tab=membership' },
  args: {
    account: { email: 'customer@example.com' },
    membership: {
      ...smokeMaster,
      paymentToConfirm: { paymentIntentId: 'pi_test_waiting', amountCents: 3900 },
    },
    onConfirmRenewal: fn(async () => undefined),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Your bank asks you to confirm this renewal')).toBeVisible();
    await expect(canvas.getByText(/Smoke Master membership, \$39\.00/)).toBeVisible();
    await expect(canvas.queryByText('Renews on Dec 25, 2026.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payment' }));
    await expect(args.onConfirmRenewal).toHaveBeenCalledTimes(1);
  },
};

/** The same at 390 px. */
export const MembershipRenewalToConfirmMobile: Story = {
  ...MembershipRenewalToConfirm,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
