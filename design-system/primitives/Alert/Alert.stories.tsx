import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

/**
 * Use Alert for a message about the page or a form that stays until it is dealt with: the
 * form-level error above a submit button ('Incorrect username or password.'), 'Message
 * sent', a stock warning. Danger and warning interrupt screen readers (role alert); info
 * and success wait (role status). Give it `onDismiss` to add the 'Dismiss alert' button.
 * For a passing confirmation use Toast; for an error on one field use the field's
 * `errorMessage`.
 */
const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: {
    tone: 'danger',
    children: 'Incorrect username or password.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect username or password.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Alert tone="info" title="Free delivery">
        Orders over $75 ship free.
      </Alert>
      <Alert tone="success" title="Message sent">
        We reply within one business day.
      </Alert>
      <Alert tone="warning" title="Only 2 left">
        Texas Brisket Rub (12 oz) is almost sold out.
      </Alert>
      <Alert tone="danger" title="Payment declined">
        Your card was declined. Try another card.
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    // Problems interrupt; confirmations and notes wait their turn.
    const alerts = canvas.getAllByRole('alert');
    const statuses = canvas.getAllByRole('status');
    await expect(alerts.map((alert) => alert.dataset.tone)).toEqual(['warning', 'danger']);
    await expect(statuses.map((status) => status.dataset.tone)).toEqual(['info', 'success']);
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  args: { onDismiss: fn(), tone: 'success', children: 'Your address was saved.' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const dismiss = within(canvasElement).getByRole('button', { name: 'Dismiss alert' });
    await expect(dismiss).toHaveFocus();
    await expect(dismiss).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'Your session is about to expire',
    children: 'You will be signed out in 2 minutes to keep your account safe.',
    action: (
      <Button size="sm" variant="outline">
        Stay signed in
      </Button>
    ),
    onDismiss: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Stay signed in' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tone: 'info',
    title: 'Catering orders for more than 150 guests need a little more planning time',
    children:
      'We need at least 14 days notice for events over 150 guests so our pitmasters can source, trim and smoke enough brisket. Submit your request now and our catering coordinator will call within one business day to confirm the menu, delivery window and setup details.',
    onDismiss: fn(),
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'There is already a signed in user.',
    children: 'Sign out first, then sign in with the other account.',
    onDismiss: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dismiss alert' })).toBeVisible();
  },
};
