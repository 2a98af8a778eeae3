import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ListOption } from '../ListBox/ListBox';
import { ComboBox } from './ComboBox';

/**
 * Use ComboBox when the list is long enough that people would rather type than scroll: the
 * US state in an address form, a product to add to an order, a forum member. Typing filters
 * the options ('ill' → Illinois); the chevron shows them all. With `allowsCustomValue` the
 * typed text itself is accepted (a new category name). For short fixed lists use Select.
 */
const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: {
    label: 'State',
    placeholder: 'Start typing a state',
    items: [],
    onSelectionChange: fn(),
    onChange: fn(),
    onInputChange: fn(),
    className: 'max-w-xs',
  },
  render: (args) => <ComboBox {...args} items={states} />,
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const states: ListOption[] = [
  { id: 'GA', label: 'Georgia' },
  { id: 'IL', label: 'Illinois' },
  { id: 'IN', label: 'Indiana' },
  { id: 'IA', label: 'Iowa' },
  { id: 'KS', label: 'Kansas' },
  { id: 'MO', label: 'Missouri' },
  { id: 'NC', label: 'North Carolina' },
  { id: 'SC', label: 'South Carolina' },
  { id: 'TN', label: 'Tennessee' },
  { id: 'TX', label: 'Texas' },
];

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'ill');
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('option', { name: 'Illinois' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('IL');
    await expect(args.onChange).toHaveBeenCalledWith('IL');
    await expect(input).toHaveValue('Illinois');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'State' });
    await expect(input).toHaveFocus();
    // The whole box shows focus (FieldGroup), as for every text input.
    await expect(input.closest('[data-slot="field-group"]')).toHaveAttribute(
      'data-focus-within',
      'true',
    );
    await userEvent.keyboard('carolina');
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('SC');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('South Carolina');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('South Carolina');
  },
};

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'zz');
    await expect(await screen.findByText('No options found')).toBeVisible();
    await expect(screen.queryAllByRole('option', { name: /a/ })).toHaveLength(0);
  },
};

export const ShowAllWithButton: Story = {
  args: { defaultSelectedKey: 'TX' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'State' });
    await expect(input).toHaveValue('Texas');
    await userEvent.click(canvas.getByRole('button'));
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(states.length);
    await expect(within(list).getByRole('option', { name: 'Texas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const CustomValue: Story = {
  args: { label: 'Category', placeholder: 'Pick or type a category', allowsCustomValue: true },
  render: (args) => (
    <ComboBox
      {...args}
      items={[
        { id: 'seasonings', label: 'Seasonings' },
        { id: 'sauces', label: 'Sauces' },
        { id: 'accessories', label: 'Accessories' },
      ]}
    />
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.type(input, 'Wood Chips');
    await expect(await screen.findByText('No options found')).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Wood Chips');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('Wood Chips');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('seasonings');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  render: (args) => <ComboBox {...args} items={[] as ListOption[]} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'ill');
    await expect(await screen.findByText('Loading options...')).toBeVisible();
    await expect(screen.queryByText('No options found')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'IL' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'State' });
    await expect(input).toBeDisabled();
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please select a state' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a state');
    const input = canvas.getByRole('combobox', { name: 'State' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please select a state/);
  },
};

export const LongText: Story = {
  args: { label: 'Product', placeholder: 'Search the catalog' },
  render: (args) => (
    <ComboBox
      {...args}
      items={[
        {
          id: 'rub-24',
          label: 'Competition-Grade Central Texas Brisket Rub, 24 oz Restaurant Size',
          description: 'Seasonings · In stock',
        },
        { id: 'rub-8', label: 'Texas Brisket Rub, 8 oz', description: 'Seasonings · In stock' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Product' }), 'brisket');
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'ten');
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Tennessee' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('TN');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
