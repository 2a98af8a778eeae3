import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GiftCardLookup } from '@domain/gift-card-schemas';
import { AdminGiftCardLookupScreen, type GiftCardLookupResult } from './AdminGiftCardLookupScreen';

/** A $50.00 card that paid $30.00 of a later order. */
const sampleCard: GiftCardLookup = {
  last4: '4HZB',
  balanceCents: 2000,
  initialCents: 5000,
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam',
  orderId: 'FF-2026-0101',
  createdAt: '2026-11-20T15:30:00.000Z',
  events: [
    {
      type: 'issued',
      orderId: 'FF-2026-0101',
      amountCents: 5000,
      balanceAfterCents: 5000,
      at: '2026-11-20T15:30:00.000Z',
    },
    {
      type: 'redeemed',
      orderId: 'FF-2026-0107',
      amountCents: 3000,
      balanceAfterCents: 2000,
      at: '2026-11-21T18:05:00.000Z',
    },
  ],
};

const knownCode = 'K7QM-2XWP-9RTD-4HZB';

/**
 * /admin/gift-cards: the admin types a code and sees the card's balance, original amount,
 * recipient and history. The code goes to the server in a request body.
 */
const meta = {
  title: 'Screens/Admin/Gift Cards',
  component: AdminGiftCardLookupScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: '/admin/gift-cards' },
  args: {
    onLookUp: fn(async (code: string): Promise<GiftCardLookupResult> =>
      code.toUpperCase().replace(/[\s-]/g, '') === knownCode.replace(/-/g, '')
        ? { card: sampleCard }
        : { error: "We don't recognise that gift card code" },
    ),
  },
} satisfies Meta<typeof AdminGiftCardLookupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function lookUp(canvas: ReturnType<typeof within>, code: string) {
  const field = canvas.getByRole('textbox', { name: 'Gift card code' });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
}

/** The empty lookup, before a code is typed. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Gift card code' })).toHaveValue('');
  },
};

/** A known code: balance, original amount, recipient and the history, oldest first. */
export const Found: Story = {
  play: async ({ args, canvas }) => {
    await lookUp(canvas, knownCode.toLowerCase());
    await canvas.findByRole('heading', { level: 2, name: 'Gift card ending in 4HZB' });
    await expect(args.onLookUp).toHaveBeenCalledWith(knownCode.toLowerCase());
    const summary = canvas.getByText('Balance', { selector: 'dt' }).nextElementSibling;
    await expect(summary).toHaveTextContent('$20.00');
    await expect(canvas.getByText('Sam (sam@example.com)')).toBeVisible();
    const history = canvas.getByRole('grid', { name: 'Gift card history' });
    const rows = within(history).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent(/Redeemed.*FF-2026-0107.*−\$30\.00.*\$20\.00/);
  },
};

/** Malformed and unknown codes: the message sits under the field. */
export const NotFound: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Gift card code' });
    await lookUp(canvas, '1234');
    await expect(field).toHaveAccessibleDescription(
      /Enter the 16-character code from your gift card e-mail/,
    );
    await expect(args.onLookUp).not.toHaveBeenCalled();
    await lookUp(canvas, '0000-0000-0000-0000');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/We don't recognise that gift card code/),
    );
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Found.play,
};
