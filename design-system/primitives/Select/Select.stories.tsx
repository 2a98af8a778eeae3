import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { ListBoxItem, ListBoxSection, type ListOption } from '../ListBox/ListBox';
import { Select } from './Select';

/**
 * Use Select to pick one value from a fixed list that is too long for radio buttons: the US
 * state at checkout, a product category, a user's role or status, the forum category, a
 * system setting. For lists long enough that people would rather type (all 50 states on a
 * phone), use ComboBox; for actions rather than values, use Menu.
 */
const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'State',
    placeholder: 'Select a state',
    onSelectionChange: fn(),
    onChange: fn(),
    className: 'max-w-xs',
  },
  render: (args) => <Select {...args} items={states} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const states: ListOption[] = [
  { id: 'IL', label: 'Illinois' },
  { id: 'IN', label: 'Indiana' },
  { id: 'IA', label: 'Iowa' },
  { id: 'KS', label: 'Kansas' },
  { id: 'MO', label: 'Missouri' },
  { id: 'NC', label: 'North Carolina' },
  { id: 'TN', label: 'Tennessee' },
  { id: 'TX', label: 'Texas' },
  { id: 'WI', label: 'Wisconsin' },
];

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toHaveTextContent('Select a state');
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Illinois' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('IL');
    await expect(args.onChange).toHaveBeenCalledWith('IL');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Illinois');
    await expect(trigger).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  args: { defaultSelectedKey: 'MO' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    // The list opens on the current value; type-ahead jumps to Texas.
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Missouri' })).toHaveFocus(),
    );
    await userEvent.keyboard('Tex');
    await expect(within(list).getByRole('option', { name: 'Texas' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('TX');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Texas');
  },
};

export const Open: Story = {
  args: { defaultSelectedKey: 'IL', defaultOpen: true },
  play: async () => {
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'Illinois' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithSectionsAndDescriptions: Story = {
  args: { label: 'Category', placeholder: 'Choose a category' },
  render: (args) => (
    <Select {...args}>
      <ListBoxSection title="Shop">
        <ListBoxItem id="seasonings" description="Rubs and spice blends">
          Seasonings
        </ListBoxItem>
        <ListBoxItem id="sauces" description="Barbecue, hot and finishing sauces">
          Sauces
        </ListBoxItem>
      </ListBoxSection>
      <ListBoxSection title="Recipes">
        <ListBoxItem id="smoked-meats">Smoked Meats</ListBoxItem>
        <ListBoxItem id="sauces-rubs">Sauces &amp; Rubs</ListBoxItem>
      </ListBoxSection>
    </Select>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Category/ });
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByRole('group', { name: 'Recipes' })).toBeVisible();
    await userEvent.click(within(list).getByRole('option', { name: /^Sauces Barbecue/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('sauces');
    // The box shows the option's label, not its description.
    await expect(trigger).toHaveTextContent(/^Sauces$/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'TX' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const DisabledOptions: Story = {
  args: { label: 'Role', placeholder: 'Select a role' },
  render: (args) => (
    <Select
      {...args}
      items={[
        { id: 'admin', label: 'Admin', description: 'Full access to the admin console' },
        { id: 'editor', label: 'Editor', description: 'Products and recipes' },
        { id: 'owner', label: 'Owner', description: 'Only one owner per store', isDisabled: true },
        { id: 'user', label: 'User', description: 'Shop and forum only' },
      ]}
    />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    const list = await screen.findByRole('listbox');
    const owner = within(list).getByRole('option', { name: /^Owner/ });
    await expect(owner).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(owner, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('user');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please select a state' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please select a state');
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toHaveAccessibleDescription(/Please select a state/);
  },
};

export const Empty: Story = {
  args: { label: 'Forum category', placeholder: 'Select a category' },
  render: (args) => <Select {...args} items={[] as ListOption[]} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Forum category/ }));
    await expect(await screen.findByText('No options found')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('No options found')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  render: (args) => <Select {...args} items={[] as ListOption[]} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /State/ }));
    await expect(await screen.findByText('Loading options...')).toBeVisible();
    await expect(screen.queryByText('No options found')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label: 'Shipping method',
    placeholder: 'Choose how it ships',
    defaultSelectedKey: 'long',
  },
  render: (args) => (
    <Select
      {...args}
      items={[
        {
          id: 'long',
          label: 'Two-Day Express with Insulated Cold-Pack Packaging for Perishable Sauces',
        },
        { id: 'standard', label: 'Standard (5–7 business days)' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Shipping method/ });
    // The value truncates inside the box instead of widening it.
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth);
    await expect(trigger).toHaveTextContent(/Two-Day Express/);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /State/ }));
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Wisconsin' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('WI');
  },
};

const shippingSchema = z.object({
  state: z.string({ error: 'Please select a state' }),
});
type ShippingForm = z.infer<typeof shippingSchema>;
const placeOrder = fn();

function ShippingStateForm({ onSubmit }: { onSubmit: (values: ShippingForm) => void }) {
  const { control, handleSubmit } = useForm<ShippingForm>({
    resolver: zodResolver(shippingSchema),
    defaultValues: { state: null as unknown as string },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-xs flex-col gap-4">
      <Controller
        control={control}
        name="state"
        render={({ field, fieldState }) => (
          <Select
            label="State"
            placeholder="Select a state"
            items={states}
            isRequired
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">Place Order</Button>
    </form>
  );
}

export const WithReactHookForm: Story = {
  render: () => <ShippingStateForm onSubmit={placeOrder} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select a state');
    const trigger = canvas.getByRole('button', { name: /State/ });
    // react-hook-form focuses the first invalid field through `inputRef`.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('Tennessee{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(placeOrder).toHaveBeenCalledWith({ state: 'TN' }, expect.anything()),
    );
  },
};
