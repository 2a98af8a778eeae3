import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox, CheckboxGroup } from './Checkbox';

/**
 * Use Checkbox for a yes/no choice that is submitted with a form: 'Set as default address',
 * 'In Stock' on a size row. Use CheckboxGroup when several independent choices answer one
 * question, such as the recipients of 'Send Email to Users'. For a setting that takes effect at
 * once use Switch; for exactly one choice from a list use RadioGroup.
 */
const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Set as default address', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Set as default address' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Set as default address'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true, label: 'In Stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'In Stock' })).toBeChecked();
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Set as default address' });
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Set as default address',
    description: 'Checkout fills in this address for you.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Set as default address' }),
    ).toHaveAccessibleDescription('Checkout fills in this address for you.');
  },
};

/** A select-all box: a dash while only some rows are checked. */
export const Indeterminate: Story = {
  render: function SelectAll(args) {
    const sizes = ['8 oz', '16 oz', '32 oz'];
    const [inStock, setInStock] = useState<string[]>(['8 oz']);
    const all = inStock.length === sizes.length;
    return (
      <div className="flex flex-col gap-3">
        <Checkbox
          label="All sizes in stock"
          isSelected={all}
          isIndeterminate={inStock.length > 0 && !all}
          onChange={(selected) => {
            setInStock(selected ? sizes : []);
            args.onChange?.(selected);
          }}
        />
        <CheckboxGroup
          aria-label="Sizes in stock"
          value={inStock}
          onChange={setInStock}
          className="pl-8"
          options={sizes.map((size) => ({ value: size, label: size }))}
        />
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All sizes in stock' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    for (const size of ['8 oz', '16 oz', '32 oz']) {
      await expect(canvas.getByRole('checkbox', { name: size })).toBeChecked();
    }
    await expect(all).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '16 oz' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, label: 'In Stock', defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'In Stock' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('In Stock'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    label: 'I agree to the Smokehouse Club terms',
    isRequired: true,
    errorMessage: 'This field is required',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Smokehouse Club terms' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toBeRequired();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const LongText: Story = {
  args: {
    label:
      'Email me when the Smokehouse Club opens a new tasting night, when my favourite rubs are back in stock, and when there is a weekly deal on brisket',
    description: 'About two e-mails a month. Unsubscribe from any e-mail with one click.',
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const label = canvas.getByText(/Email me when/);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Use this address for billing too', defaultSelected: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Use this address for billing too' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

const recipients = [
  { value: 'u-1', label: 'Jordan Reyes' },
  { value: 'u-2', label: 'Avery Thompson' },
  { value: 'u-3', label: 'Sam Whitfield' },
  { value: 'u-4', label: 'Casey Morgan', isDisabled: true, description: 'Unsubscribed' },
];

/** The recipients of 'Send Email to Users'; the value is the list of checked user ids. */
export const Group: Story = {
  render: function Recipients(args) {
    const [selected, setSelected] = useState<string[]>(['u-1']);
    return (
      <CheckboxGroup
        label="Recipients"
        description="Each recipient gets their own copy."
        options={recipients}
        value={selected}
        onChange={(next) => {
          setSelected(next);
          args.onChange?.(next.length > 0);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Recipients' });
    await expect(group).toHaveAccessibleDescription('Each recipient gets their own copy.');
    // Pointer.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Avery Thompson' }));
    await expect(canvas.getByRole('checkbox', { name: 'Avery Thompson' })).toBeChecked();
    // Keyboard: Tab moves through the boxes, skipping the disabled one; Space toggles.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Sam Whitfield' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Sam Whitfield' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /Casey Morgan/ })).not.toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: /Casey Morgan/ })).toBeDisabled();
  },
};

/** 'In Stock' for each size of a product, in a row. */
export const GroupHorizontal: Story = {
  render: (args) => (
    <CheckboxGroup
      label="In stock"
      orientation="horizontal"
      defaultValue={['8 oz', '16 oz']}
      onChange={(next) => args.onChange?.(next.includes('32 oz'))}
      options={['8 oz', '16 oz', '32 oz', '1 gal'].map((size) => ({ value: size, label: size }))}
    />
  ),
  play: async ({ args, canvas }) => {
    const small = canvas.getByRole('checkbox', { name: '8 oz' });
    const large = canvas.getByRole('checkbox', { name: '32 oz' });
    await expect(large.getBoundingClientRect().top).toBe(small.getBoundingClientRect().top);
    await userEvent.click(large);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="Recipients"
      isRequired
      errorMessage="This field is required"
      options={recipients.slice(0, 3)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Recipients' })).toHaveAttribute(
      'data-invalid',
      'true',
    );
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
    // One alert for the group, not one per box.
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

export const GroupDisabled: Story = {
  render: () => (
    <CheckboxGroup
      label="Recipients"
      isDisabled
      defaultValue={['u-2']}
      options={recipients.slice(0, 3)}
    />
  ),
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

const sendEmail = fn();

function EmailUsersForm({ onSubmit }: { onSubmit: (values: { selectedUsers: string[] }) => void }) {
  const { control, handleSubmit } = useForm<{ selectedUsers: string[] }>({
    defaultValues: { selectedUsers: [] },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-xs flex-col gap-4">
      <Controller
        control={control}
        name="selectedUsers"
        rules={{ validate: (users) => users.length > 0 || 'This field is required' }}
        render={({ field, fieldState }) => (
          <CheckboxGroup
            label="Recipients"
            isRequired
            options={recipients}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">Send Email</Button>
    </form>
  );
}

/** Bound with react-hook-form's Controller, as the 'Send Email to Users' form does. */
export const WithReactHookForm: Story = {
  render: () => <EmailUsersForm onSubmit={sendEmail} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Email' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This field is required');
    // react-hook-form focuses the first invalid field through `inputRef`: the first box.
    const first = canvas.getByRole('checkbox', { name: 'Jordan Reyes' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sam Whitfield' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Email' }));
    await waitFor(() =>
      expect(sendEmail).toHaveBeenCalledWith({ selectedUsers: ['u-1', 'u-3'] }, expect.anything()),
    );
  },
};
