import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

/**
 * Use TextArea for free text longer than a line: contact and help messages, catering
 * event details, forum posts and replies, product and recipe descriptions. It takes the
 * same props as TextField (bind it with react-hook-form's Controller the same way) plus
 * `rows`; give it a `maxLength` to show a '120/500' counter under the box.
 */
const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: {
    label: 'Message',
    name: 'message',
    placeholder: 'How can we help?',
    onChange: fn(),
    onBlur: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 120 characters exactly, so the counter reads '120/500'. */
const eventDetails =
  'Backyard graduation party for 40 guests on Saturday. We would like brisket, pulled pork and 2 sides; one guest is vegan!';

export const Default: Story = {
  args: { description: 'We reply within one business day.' },
  play: async ({ args, canvas }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message.tagName).toBe('TEXTAREA');
    await expect(message).toHaveAccessibleDescription('We reply within one business day.');
    await userEvent.type(message, 'Do you cater{Enter}on Sundays?');
    await expect(args.onChange).toHaveBeenLastCalledWith('Do you cater\non Sundays?');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const message = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveFocus();
    await expect(message).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const CharacterCount: Story = {
  args: {
    label: 'Event Details',
    name: 'eventDetails',
    maxLength: 500,
    defaultValue: eventDetails,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('120/500')).toBeVisible();
    const details = canvas.getByRole('textbox', { name: 'Event Details' });
    await expect(details).toHaveAttribute('maxlength', '500');
    await userEvent.type(details, ' Thanks');
    await expect(canvas.getByText('127/500')).toBeVisible();
  },
};

export const AtLimit: Story = {
  args: { label: 'Reply', name: 'reply', maxLength: 20, defaultValue: 'Low and slow wins it' },
  play: async ({ args, canvas }) => {
    const reply = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, '!');
    await expect(reply).toHaveValue('Low and slow wins it');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('20/20')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required', rows: 3 },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toBeRequired();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sending...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Tell us about your event: date, guest count, menu wishes and dietary needs',
    rows: 3,
    maxLength: 500,
    defaultValue:
      'We are hosting a company picnic at the lakefront for roughly 120 people. We need brisket, burnt ends, smoked chicken, mac and cheese, slaw and cornbread, plus a vegetarian main for about fifteen guests and gluten-free options wherever possible. Setup from 10am please.',
    description: 'The more you tell us, the better the quote.',
  },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('textbox');
    // Longer than three rows: it scrolls inside the box rather than overflowing the page.
    await expect(details.scrollHeight).toBeGreaterThan(details.clientHeight);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Post Reply', name: 'reply', maxLength: 2000, defaultValue: eventDetails },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('120/2000')).toBeVisible();
  },
};
