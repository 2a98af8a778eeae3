import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListEditor, type ListEditorProps } from './ListEditor';

function StatefulListEditor(args: ListEditorProps) {
  const [items, setItems] = useState([...args.items]);
  return (
    <div className="max-w-xl">
      <ListEditor
        {...args}
        items={items}
        onChange={(next) => {
          args.onChange(next);
          setItems(next);
        }}
      />
    </div>
  );
}

/**
 * Use ListEditor where a list is built one entry at a time: a recipe's ingredients
 * (bulleted) and its steps (numbered). Type, press Add or Enter; each entry can be removed.
 */
const meta = {
  title: 'Patterns/ListEditor',
  component: ListEditor,
  render: (args) => <StatefulListEditor {...args} />,
  args: {
    label: 'Ingredients',
    inputLabel: 'New ingredient',
    itemName: 'ingredient',
    placeholder: 'e.g. 2 tbsp smoked paprika',
    items: [],
    emptyMessage: 'No ingredients yet.',
    onChange: fn(),
  },
} satisfies Meta<typeof ListEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No ingredients yet.')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'New ingredient' });
    await userEvent.type(input, '1 whole packer brisket');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1 whole packer brisket']);
    await expect(input).toHaveValue('');

    // Enter adds too, without submitting a surrounding form; blank entries are ignored.
    await userEvent.type(input, '1/2 cup Texas Brisket Rub{Enter}');
    await userEvent.type(input, '   {Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(input).toHaveFocus();
    const entries = canvas.getAllByRole('listitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      '•1 whole packer brisket',
      '•1/2 cup Texas Brisket Rub',
    ]);
  },
};

export const RemoveEntry: Story = {
  args: { items: ['1 whole packer brisket', '1/2 cup rub', 'Butcher paper'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ingredient 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1/2 cup rub', 'Butcher paper']);
    // Focus moves to the entry that took its place.
    await expect(canvas.getByRole('button', { name: 'Remove ingredient 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('textbox', { name: 'New ingredient' })).toHaveFocus();
  },
};

/** Steps are numbered. */
export const Ordered: Story = {
  args: {
    label: 'Instructions',
    inputLabel: 'New step',
    itemName: 'step',
    ordered: true,
    placeholder: 'e.g. Heat the smoker to 250 °F.',
    items: [
      'Trim the fat cap to 1/4 inch.',
      'Season all sides with the rub and rest for an hour.',
      'Smoke at 250 °F until the bark is set.',
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Add at least one ingredient' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'New ingredient' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Add at least one ingredient/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, items: ['1 whole packer brisket'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'New ingredient' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Instructions',
    inputLabel: 'New step',
    itemName: 'step',
    ordered: true,
    items: [
      'Wrap tightly in butcher paper once the bark is set and the internal temperature reaches 165 °F, then return it to the smoker and cook on until the flat probes like butter, about 203 °F, which can take another four to six hours.',
    ],
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { items: ['1 whole packer brisket', '1/2 cup Texas Brisket Rub'] },
};
