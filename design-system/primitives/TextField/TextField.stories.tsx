import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

/**
 * Use TextField for every single-line entry: names, e-mail, phone, URLs, addresses, card
 * numbers and passwords. Pick the `type` so phones get the right keyboard and browsers can
 * autofill (`autoComplete`). Bind it with react-hook-form's Controller: `value`,
 * `onChange(value)`, `onBlur`, `inputRef` and `errorMessage` map one to one. Passwords get
 * a show/hide toggle. For several lines use TextArea; for numbers use NumberField.
 */
const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: {
    label: 'Email',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'url', 'password'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'We send the order confirmation here.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We send the order confirmation here.');
    await userEvent.click(input);
    await userEvent.type(input, 'pit@forge.com');
    await expect(input).toHaveValue('pit@forge.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('pit@forge.com');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Controlled: Story = {
  args: { label: 'First name', type: 'text', name: 'firstName', autoComplete: 'given-name' },
  render: function ControlledTextField(args) {
    const [value, setValue] = useState('Aaron');
    return (
      <TextField
        {...args}
        placeholder={undefined}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
        description={`Shipping to ${value || '…'}`}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Franklin');
    await expect(args.onChange).toHaveBeenLastCalledWith('Franklin');
    await expect(canvas.getByText('Shipping to Franklin')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    // aria validation: no native `required`, so the browser never shows its own bubble.
    await expect(input).not.toHaveAttribute('required');
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    defaultValue: 'pitmaster@',
    errorMessage: 'Please enter a valid email',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'pitmaster@forgeandflame.com' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    name: 'password',
    autoComplete: 'current-password',
    placeholder: undefined,
    description: 'At least 8 characters.',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocapitalize', 'off');
    await userEvent.type(input, ' Smoke Ring 225 ');
    // Passwords are never trimmed.
    await expect(args.onChange).toHaveBeenLastCalledWith(' Smoke Ring 225 ');

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    const announcement = canvas.getByRole('status');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(announcement).toHaveTextContent('');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(announcement).toHaveTextContent('Password is shown');
    await expect(input).toHaveValue(' Smoke Ring 225 ');

    // Keyboard: the toggle is a real button.
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(announcement).toHaveTextContent('Password is hidden');
  },
};

export const PasswordFocusVisible: Story = {
  args: { label: 'Password', type: 'password', name: 'password', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const PasswordInvalid: Story = {
  args: {
    label: 'Password',
    type: 'password',
    name: 'password',
    placeholder: undefined,
    defaultValue: 'brisket',
    errorMessage: 'Password must have at least 8 characters',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Password must have at least 8 characters',
    );
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const WithPrefixIcon: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <TextField {...args} prefixIcon={<Mail />} />
      <TextField
        {...args}
        label="Phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        placeholder="(312) 555-0142"
        prefixIcon={<Phone />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, '3125550142');
    await expect(phone).toHaveValue('3125550142');
  },
};

export const LongText: Story = {
  args: {
    label: 'Email address for order updates, receipts and Smokehouse Club member offers',
    defaultValue: 'pitmaster.franklin.with.a.very.long.address@forgeandflame-barbecue.example',
    description:
      'We send your receipt, shipping updates and, if you joined the Smokehouse Club, the monthly member offers to this address.',
    errorMessage:
      'Please enter a valid email: the part after @ must be a domain such as forgeandflame.com',
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Password',
    type: 'password',
    placeholder: undefined,
    defaultValue: 'hickory-and-oak',
    description: 'At least 8 characters.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(250);
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};
