import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { TextField } from 'react-aria-components/TextField';
import { expect, userEvent } from 'storybook/test';
import { FieldDescription, FieldError, FieldGroup, fieldClasses, Input, Label } from './Field';

/**
 * The building blocks of every form field: Label, Input, FieldGroup (an input with buttons
 * inside its box), FieldDescription and FieldError. Screens use the finished fields
 * (TextField, Select, …); reach for these parts only when building a new field primitive.
 */
const meta = {
  title: 'Primitives/Field parts',
  component: Label,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <TextField className={`${fieldClasses} max-w-sm`}>
      <Label>Email</Label>
      <Input placeholder="you@example.com" />
      <FieldDescription>We send the order confirmation here.</FieldDescription>
    </TextField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await expect(input).toHaveAttribute('data-focused', 'true');
    await expect(input).toHaveAccessibleDescription('We send the order confirmation here.');
  },
};

export const Invalid: Story = {
  render: () => (
    <TextField isInvalid defaultValue="pitmaster@" className={`${fieldClasses} max-w-sm`}>
      <Label>Email</Label>
      <Input />
      <FieldError>Please enter a valid email</FieldError>
    </TextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Group: Story = {
  render: () => (
    <TextField aria-label="Search recipes" className={`${fieldClasses} max-w-sm`}>
      <FieldGroup>
        <Search aria-hidden="true" className="ml-3 size-4 text-ink-muted" />
        <Input appearance="bare" placeholder="Search recipes..." />
      </FieldGroup>
    </TextField>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Search recipes' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  render: () => (
    <TextField isDisabled defaultValue="Chicago" className={`${fieldClasses} max-w-sm`}>
      <Label>City</Label>
      <Input />
    </TextField>
  ),
};
