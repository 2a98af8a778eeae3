import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria-components/ListBox';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { ListBox, ListBoxItem, ListBoxSection, renderListOption, type ListOption } from './ListBox';

/**
 * Use ListBox for a short, always-visible list the user picks from (a settings category, a
 * shipping method). It is also the list inside Select and ComboBox, so options look the same
 * everywhere: a tinted highlight, a check on the selected option, muted disabled options,
 * sections with headings, 'No options found' when empty and 'Loading options...' while loading.
 * For a list that opens from a field use Select or ComboBox; for actions use Menu.
 */
const meta = {
  title: 'Primitives/ListBox',
  component: ListBox,
  args: {
    'aria-label': 'Category',
    selectionMode: 'single',
    onSelectionChange: fn(),
    className: 'max-w-xs',
  },
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** React Aria passes a Selection (a Set subclass); compare the keys of the last call. */
function lastSelection(callback: unknown): Key[] {
  const selection = mocked(callback as () => void).mock.lastCall as unknown[] | undefined;
  return [...((selection?.[0] ?? []) as Iterable<Key>)];
}

const categories: ListOption[] = [
  { id: 'seasonings', label: 'Seasonings', description: 'Rubs and spice blends' },
  { id: 'sauces', label: 'Sauces', description: 'Barbecue, hot and finishing sauces' },
  { id: 'accessories', label: 'Accessories', description: 'Thermometers, gloves, wood chips' },
  { id: 'gift-cards', label: 'Gift Cards', isDisabled: true },
];

export const Default: Story = {
  render: (args) => (
    <ListBox {...args} items={categories}>
      {renderListOption}
    </ListBox>
  ),
  play: async ({ args, canvas }) => {
    const sauces = canvas.getByRole('option', { name: /Sauces/ });
    await userEvent.click(sauces);
    await expect(sauces).toHaveAttribute('aria-selected', 'true');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['sauces']);
    await expect(sauces).toHaveAccessibleName('Sauces Barbecue, hot and finishing sauces');
  },
};

export const FocusVisible: Story = {
  args: { defaultSelectedKeys: ['seasonings'] },
  render: Default.render,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const seasonings = canvas.getByRole('option', { name: /Seasonings/ });
    await expect(seasonings).toHaveFocus();
    await expect(seasonings).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const accessories = canvas.getByRole('option', { name: /Accessories/ });
    await expect(accessories).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['accessories']);
    // The disabled option is skipped: ArrowDown stays on the last enabled option.
    await userEvent.keyboard('{ArrowDown}');
    await expect(accessories).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabledKeys: ['sauces', 'accessories'] },
  render: Default.render,
  play: async ({ args, canvas }) => {
    const sauces = canvas.getByRole('option', { name: /Sauces/ });
    await expect(sauces).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sauces, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(sauces).toHaveAttribute('aria-selected', 'false');
  },
};

export const Sections: Story = {
  args: { 'aria-label': 'Product', selectionMode: 'multiple', defaultSelectedKeys: ['brisket'] },
  render: (args) => (
    <ListBox {...args}>
      <ListBoxSection title="Seasonings">
        <ListBoxItem id="brisket">Texas Brisket Rub</ListBoxItem>
        <ListBoxItem id="poultry">Sweet Heat Poultry Rub</ListBoxItem>
      </ListBoxSection>
      <ListBoxSection title="Sauces">
        <ListBoxItem id="carolina">Carolina Gold Mustard Sauce</ListBoxItem>
        <ListBoxItem id="kc">Kansas City Classic</ListBoxItem>
      </ListBoxSection>
    </ListBox>
  ),
  play: async ({ args, canvas }) => {
    const sauces = canvas.getByRole('group', { name: 'Sauces' });
    await expect(within(sauces).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('option', { name: 'Kansas City Classic' }));
    await expect(lastSelection(args.onSelectionChange)).toEqual(['brisket', 'kc']);
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
  },
};

export const Empty: Story = {
  render: (args) => (
    <ListBox {...args} items={[] as ListOption[]}>
      {renderListOption}
    </ListBox>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No options found')).toBeVisible();
    await expect(canvas.queryAllByRole('option', { name: /Sauces/ })).toHaveLength(0);
  },
};

export const Loading: Story = {
  render: (args) => (
    <ListBox {...args} items={categories.slice(0, 2)} isLoading>
      {renderListOption}
    </ListBox>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading options...')).toBeVisible();
    await expect(canvas.queryByText('No options found')).not.toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: /Seasonings/ })).toBeVisible();
  },
};

export const LoadingEmpty: Story = {
  render: (args) => (
    <ListBox {...args} items={[] as ListOption[]} isLoading>
      {renderListOption}
    </ListBox>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading options...')).toBeVisible();
    await expect(canvas.queryByText('No options found')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  render: (args) => (
    <ListBox {...args} defaultSelectedKeys={['long']}>
      <ListBoxItem
        id="long"
        description="A slow-smoked, coarse-ground blend of black pepper, kosher salt and garlic for brisket, beef ribs and tri-tip"
      >
        Forge &amp; Flame Competition-Grade Central Texas Brisket Rub, 24 oz Restaurant Size
      </ListBoxItem>
      <ListBoxItem id="short">Rib Rub</ListBoxItem>
    </ListBox>
  ),
  play: async ({ canvas }) => {
    const option = canvas.getByRole('option', { name: /Central Texas Brisket Rub/ });
    const list = canvas.getByRole('listbox');
    await expect(option.getBoundingClientRect().width).toBeLessThanOrEqual(
      list.getBoundingClientRect().width,
    );
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full' },
  render: Default.render,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('option', { name: /Accessories/ }));
    await expect(lastSelection(args.onSelectionChange)).toEqual(['accessories']);
  },
};
