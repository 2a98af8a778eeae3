import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Modal/Modal';
import { AlertDialog } from './AlertDialog';
import { clearLiveAnnouncer } from '../../lib/live-announcer';

/**
 * Use AlertDialog to confirm an action that cannot be undone, such as Delete Product in
 * the admin console. It interrupts (role="alertdialog"), starts on Cancel, and closes only
 * through its buttons or Escape. Return a promise from `onConfirm` to show `pendingLabel`
 * ('Deleting...') until the work is done; a rejection keeps the dialog open with the error.
 * For a task with fields use Modal.
 */
const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete Product',
    children: 'Are you sure you want to delete "Texas Brisket Rub"? This action cannot be undone.',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting...',
    cancelLabel: 'Cancel',
    tone: 'danger',
    onConfirm: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['danger', 'default'] },
  },
  beforeEach: clearLiveAnnouncer,
  render: (args) => (
    <DialogTrigger>
      <Button variant="destructive">
        <Trash2 aria-hidden="true" /> Delete Product
      </Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openWithPointer(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Delete Product' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Product' });
  return { trigger, dialog, body: within(dialog) };
}

/** Open with the pointer, then leave it open: the screenshot shows the dialog. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, body } = await openWithPointer(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete "Texas Brisket Rub"? This action cannot be undone.',
    );
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** The requirement: Tab cycles inside, Escape closes, focus goes back to the trigger. */
export const TrapsFocusAndRestoresIt: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, body } = await openWithPointer(canvasElement);
    const cancel = body.getByRole('button', { name: 'Cancel' });
    const confirm = body.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Keyboard only: open with Enter, Cancel with Enter; nothing is deleted and focus returns. */
export const CancelRestoresFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete Product' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Product' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Opened from the keyboard, Cancel shows the shared focus ring. */
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Product' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(cancel).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const ConfirmCallsOnConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, body } = await openWithPointer(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The delete is still running: 'Deleting...', confirm and Cancel disabled, Escape ignored. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const { body } = await openWithPointer(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    const confirm = await body.findByRole('button', { name: /Deleting\.\.\./ });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: 'Delete Product' })).toBeVisible();
  },
};

/** The promise resolves: the dialog closes by itself and focus returns to the trigger. */
export const ConfirmResolves: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvasElement }) => {
    const { trigger, body } = await openWithPointer(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    await expect(await body.findByRole('button', { name: /Deleting\.\.\./ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    clearLiveAnnouncer();
  },
};

/** The promise rejects: the error shows inside, the dialog stays open and can be retried. */
export const Invalid: Story = {
  args: {
    onConfirm: fn(() =>
      Promise.reject(
        new Error('Could not delete the product. Check your connection and try again.'),
      ),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const { dialog, body } = await openWithPointer(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Could not delete the product. Check your connection and try again.',
    );
    await expect(dialog).toBeVisible();
    const confirm = body.getByRole('button', { name: 'Delete' });
    await expect(confirm).not.toHaveAttribute('aria-disabled');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/** Closing after a failure clears the error: the next opening starts clean. */
export const ErrorClearsOnReopen: Story = {
  ...Invalid,
  play: async ({ canvasElement }) => {
    const first = await openWithPointer(canvasElement);
    await userEvent.click(first.body.getByRole('button', { name: 'Delete' }));
    await first.body.findByRole('alert');
    await userEvent.click(first.body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    clearLiveAnnouncer();
    const second = await openWithPointer(canvasElement);
    await expect(second.body.queryByRole('alert')).toBeNull();
  },
};

/** A non-destructive interruption: gold icon, primary confirm button. */
export const DefaultTone: Story = {
  args: {
    tone: 'default',
    title: 'Log Out',
    children: 'You will need to sign in again to see your orders and saved addresses.',
    confirmLabel: 'Log Out',
    pendingLabel: 'Logging out...',
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="outline">Log Out</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Log Out' });
    await expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'You will need to sign in again to see your orders and saved addresses.',
    );
  },
};

/** Controlled by a screen: the admin table opens it for the row whose delete icon was pressed. */
export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: function ControlledAlertDialog(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onPress={() => setOpen(true)}>
          Delete Product
        </Button>
        <AlertDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange?.(open);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const { trigger, body } = await openWithPointer(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    children:
      'Are you sure you want to delete "Smokehouse Reserve Competition-Grade Texas Brisket Rub with Coarse Black Pepper and Ancho Chile"? This action cannot be undone.',
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithPointer(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(448);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { body } = await openWithPointer(canvasElement);
    const cancel = body.getByRole('button', { name: 'Cancel' });
    const confirm = body.getByRole('button', { name: 'Delete' });
    // Stacked on phones, the confirm button on top.
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      cancel.getBoundingClientRect().top,
    );
  },
};
