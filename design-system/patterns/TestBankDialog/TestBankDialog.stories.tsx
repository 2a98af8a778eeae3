import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../lib/live-announcer';
import { TestBankDialog } from './TestBankDialog';

/**
 * Use TestBankDialog at checkout when the store runs on the test provider and the card's bank
 * asks the customer to confirm the payment (3-D Secure; the test card 4000 0027 6000 3184). It
 * stands in for the bank's page: 'Confirm payment' pays, 'Fail authentication' refuses. Return
 * promises from the callbacks to show the answer pending until the store has it.
 */
const meta = {
  title: 'Patterns/TestBankDialog',
  component: TestBankDialog,
  args: { isOpen: true, amountCents: 13592, onConfirm: fn(), onFail: fn() },
  beforeEach: clearLiveAnnouncer,
} satisfies Meta<typeof TestBankDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bankDialog = () =>
  screen.findByRole('alertdialog', { name: 'Confirm this payment with your bank' });

/** The bank's question with the amount; focus starts on 'Fail authentication'. */
export const Default: Story = {
  play: async () => {
    const dialog = await bankDialog();
    await expect(dialog).toHaveAccessibleDescription(
      'Your bank asks you to confirm a payment of $135.92 to finish your order.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Fail authentication' })).toHaveFocus(),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = within(await bankDialog());
    await expect(dialog.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fail authentication' })).toBeVisible();
  },
};

/** Keyboard only: Tab stays inside, Escape does not close it, Enter on 'Confirm payment' pays. */
export const KeyboardConfirm: Story = {
  play: async ({ args }) => {
    const dialog = within(await bankDialog());
    const fail = dialog.getByRole('button', { name: 'Fail authentication' });
    const confirm = dialog.getByRole('button', { name: 'Confirm payment' });
    await waitFor(() => expect(fail).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(fail).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(await bankDialog()).toBeVisible();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onFail).not.toHaveBeenCalled();
  },
};

/** The store is taking the answer: 'Confirming...', the other answer disabled. */
export const Confirming: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const dialog = within(await bankDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    await expect(await dialog.findByRole('button', { name: /Confirming\.\.\./ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Fail authentication' })).toBeDisabled();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** 'Fail authentication' tells the store the bank refused. */
export const FailAuthentication: Story = {
  play: async ({ args }) => {
    const dialog = within(await bankDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Fail authentication' }));
    await expect(args.onFail).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
