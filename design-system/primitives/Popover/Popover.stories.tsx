import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Popover, PopoverTrigger } from './Popover';

/**
 * Use Popover for short, non-modal content tied to a button: the admin console's recent
 * activity under the bell, a filter panel, a help note. For choices from a list use Select,
 * ComboBox or Menu (they share this panel); for anything that needs the user's full
 * attention use Modal.
 */
const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: { title: 'Recent activity', children: null },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const activity = (
  <ul className="flex flex-col gap-2 text-sm text-ink-muted">
    <li>Order FF-2024-0012 placed by Jordan Reyes</li>
    <li>Failed sign-in for admin@example.com from 203.0.113.7</li>
    <li>Product "Texas Brisket Rub" updated</li>
  </ul>
);

export const Default: Story = {
  render: (args) => (
    <div className="flex h-80 justify-center pt-4">
      <PopoverTrigger>
        <IconButton label="Notifications" badge={3} badgeLabel="3 new">
          <Bell aria-hidden="true" />
        </IconButton>
        <Popover {...args} placement="bottom">
          {activity}
        </Popover>
      </PopoverTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Recent activity' });
    await expect(dialog).toHaveTextContent('Order FF-2024-0012');
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

export const KeyboardCloseReturnsFocus: Story = {
  render: (args) => (
    <PopoverTrigger>
      <Button variant="outline">Delivery details</Button>
      <Popover {...args} title="Delivery" placement="bottom">
        We deliver within a 10-mile radius, 11:00 AM–9:30 PM daily. $20 minimum for delivery.
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Delivery details' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: 'Delivery' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Help' },
  render: (args) => (
    <div className="flex h-48 justify-center pt-4">
      <PopoverTrigger>
        <Button variant="ghost">What is the Smokehouse Club?</Button>
        <Popover {...args} placement="bottom">
          A monthly membership with seasoning boxes, recipes and 20% off every order.
        </Popover>
      </PopoverTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'What is the Smokehouse Club?' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Help' })).toBeVisible();
  },
};

export const NarrowWidth: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
