import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger, Modal } from './Modal';

/**
 * Use Modal for a focused task that must be finished or cancelled before going
 * on: Add New Address, Add Product, Edit User, Send Email to Users. Put it in a
 * `DialogTrigger` after its trigger button, or control it with `isOpen` and
 * `onOpenChange`. Footer buttons with `slot="close"` close it. For a yes/no
 * confirmation use AlertDialog; for navigation on small screens use Drawer.
 */
const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: {
    title: 'Add New Address',
    size: 'md',
    children:
      'Saved addresses appear at checkout, so you can ship to home, work or the cabin without typing them again.',
    footer: (
      <>
        <Button slot="close" variant="outline">
          Cancel
        </Button>
        <Button slot="close" variant="accent">
          Save Address
        </Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Add New Address</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Add New Address' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Add New Address' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const body = within(dialog);
    // Tab stays inside the dialog: Close, Cancel, Save Address, then back to Close.
    body.getByRole('button', { name: 'Close' }).focus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Save Address' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FooterButtonCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Add New Address' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="outline">Add New Address</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(String(args.title));
  },
};

export const Small: Story = {
  ...Open,
  args: {
    size: 'sm',
    title: 'Leave this page?',
    children: 'Your recipe draft has not been saved.',
    footer: (
      <>
        <Button slot="close" variant="outline">
          Stay
        </Button>
        <Button slot="close">Leave</Button>
      </>
    ),
  },
};

export const Large: Story = {
  ...Open,
  args: {
    size: 'lg',
    title: 'Add Recipe',
    children:
      'Give the recipe a title, category, prep and cook times, servings and difficulty, then list the ingredients and numbered instructions. Pro Tips and a temperature guide help other pitmasters get it right the first time.',
    footer: (
      <>
        <Button slot="close" variant="outline">
          Cancel
        </Button>
        <Button isPending pendingLabel="Adding..." variant="accent">
          Add Recipe
        </Button>
      </>
    ),
  },
};

export const LongContent: Story = {
  ...Open,
  args: {
    title: 'Shipping and Returns',
    children: (
      <div className="flex flex-col gap-3">
        {Array.from({ length: 14 }, (_, index) => (
          <p key={index}>
            Section {index + 1}: orders over $75 ship free; everything else ships for a flat $9.99.
            Unopened rubs and sauces can be returned within 30 days for a full refund.
          </p>
        ))}
      </div>
    ),
    footer: <Button slot="close">Got it</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Shipping and Returns' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeVisible();
  },
};

export const WithoutCloseButton: Story = {
  ...Open,
  args: { showCloseButton: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: function ControlledModal(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onPress={() => setOpen(true)}>
          Edit User
        </Button>
        <Modal
          {...args}
          title="Edit User"
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange?.(open);
          }}
        >
          Change the name, e-mail, role or status of Jordan Pitmaster.
        </Modal>
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit User' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NarrowWidth: Story = {
  ...Open,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
