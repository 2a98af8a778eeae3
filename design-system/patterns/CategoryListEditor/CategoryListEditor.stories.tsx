import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CategoryListEditor,
  type CategoryListEditorProps,
  type CategoryListItem,
} from './CategoryListEditor';

const shopCategories: CategoryListItem[] = [
  { id: 'seasonings', name: 'Seasonings', productCount: 4 },
  { id: 'sauces', name: 'Sauces', productCount: 4 },
  { id: 'accessories', name: 'Accessories', productCount: 4 },
  { id: 'gift-sets', name: 'Gift Sets', productCount: 0 },
];

const refusal = (message: string) => Promise.reject(new Error(message));

/** Plays the store: names are unique in any case, and a category in use cannot go. */
function StoreBackedEditor(
  props: Omit<CategoryListEditorProps, 'categories'> & {
    categories: CategoryListItem[];
  },
) {
  const [categories, setCategories] = useState(props.categories);
  const taken = (name: string, exceptId?: string) =>
    categories.find((c) => c.id !== exceptId && c.name.toLowerCase() === name.toLowerCase());
  return (
    <div className="max-w-xl">
      <CategoryListEditor
        {...props}
        categories={categories}
        onAdd={async (name) => {
          await props.onAdd(name);
          const clash = taken(name);
          if (clash) return refusal(`There is already a category named "${clash.name}"`);
          setCategories((list) => [...list, { id: name.toLowerCase(), name, productCount: 0 }]);
        }}
        onRename={async (category, name) => {
          await props.onRename(category, name);
          const clash = taken(name, category.id);
          if (clash) return refusal(`There is already a category named "${clash.name}"`);
          setCategories((list) => list.map((c) => (c.id === category.id ? { ...c, name } : c)));
        }}
        onMove={async (category, direction) => {
          await props.onMove(category, direction);
          setCategories((list) => {
            const from = list.findIndex((c) => c.id === category.id);
            const to = direction === 'up' ? from - 1 : from + 1;
            const next = [...list];
            [next[from], next[to]] = [next[to]!, next[from]!];
            return next;
          });
        }}
        onDelete={async (category) => {
          await props.onDelete(category);
          const used = category.productCount ?? 0;
          if (used > 0) {
            return refusal(
              `"${category.name}" is used by ${used} ${used === 1 ? 'product' : 'products'}. Move or delete them first.`,
            );
          }
          setCategories((list) => list.filter((c) => c.id !== category.id));
        }}
      />
    </div>
  );
}

/**
 * Use CategoryListEditor where an admin keeps the shop's categories: rename in place (Enter
 * saves, Escape cancels), move up and down, delete, and add at the end. Each action waits for
 * the store; a refusal shows under the row it concerns, and focus stays with the row that moved.
 */
const meta = {
  title: 'Patterns/CategoryListEditor',
  component: CategoryListEditor,
  render: (args) => <StoreBackedEditor {...args} categories={[...args.categories]} />,
  args: {
    label: 'Categories',
    categories: shopCategories,
    onAdd: fn(async () => undefined),
    onRename: fn(async () => undefined),
    onMove: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof CategoryListEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Categories' })).toBeVisible();
    await expect(rowNames(canvas)).toEqual([
      '1Seasonings4 products',
      '2Sauces4 products',
      '3Accessories4 products',
      '4Gift Sets0 products',
    ]);
    // The first cannot move up, the last cannot move down.
    await expect(canvas.getByRole('button', { name: 'Move Seasonings up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Gift Sets down' })).toBeDisabled();
  },
};

/** Keyboard: a moved row keeps focus, and at the top its other move button takes it. */
export const Reorder: Story = {
  play: async ({ args, canvas }) => {
    const up = canvas.getByRole('button', { name: 'Move Accessories up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowNames(canvas)[1]).toMatch(/^2Accessories/));
    await expect(args.onMove).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'accessories' }),
      'up',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Accessories moved to position 2 of 4.',
    );
    await waitFor(() => expect(up).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowNames(canvas)[0]).toMatch(/^1Accessories/));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move Accessories down' })).toHaveFocus(),
    );
  },
};

/** Rename in place: Enter saves, and focus goes back to Rename. */
export const Rename: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Sauces' }));
    const box = canvas.getByRole('textbox', { name: 'Rename Sauces' });
    await expect(box).toHaveFocus();
    await userEvent.clear(box);
    await userEvent.type(box, 'BBQ Sauces{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'sauces' }),
      'BBQ Sauces',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rename BBQ Sauces' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Renamed Sauces to BBQ Sauces.');
  },
};

/** Escape leaves the name as it was; a taken name is refused under its row. */
export const RenameRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Gift Sets' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Rename Gift Sets' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const box = canvas.getByRole('textbox', { name: 'Rename Gift Sets' });
    await userEvent.clear(box);
    await userEvent.type(box, 'SAUCES');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the name of Gift Sets' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There is already a category named "Sauces"',
    );
    await expect(box).toHaveValue('SAUCES');
    await expect(box).toHaveAccessibleDescription('There is already a category named "Sauces"');
  },
};

/** A category with products cannot go: the store's message shows under it. */
export const DeleteRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Sauces' }));
    const row = canvas.getAllByRole('listitem')[1]!;
    await expect(await within(row).findByRole('alert')).toHaveTextContent(
      '"Sauces" is used by 4 products. Move or delete them first.',
    );
    await expect(rowNames(canvas)).toHaveLength(4);
  },
};

/** An unused category goes; focus moves to the next row's Delete. */
export const DeleteUnused: Story = {
  args: {
    categories: [
      { id: 'gift-sets', name: 'Gift Sets', productCount: 0 },
      { id: 'sauces', name: 'Sauces', productCount: 4 },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Gift Sets' }));
    await waitFor(() => expect(rowNames(canvas)).toEqual(['1Sauces4 products']));
    await expect(canvas.getByRole('button', { name: 'Delete Sauces' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Deleted Gift Sets.');
  },
};

/** Added at the end with Enter; a name taken in another case is refused under the box. */
export const Add: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'New category' });
    await userEvent.type(box, 'Smokers{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Smokers');
    await waitFor(() => expect(rowNames(canvas).at(-1)).toBe('5Smokers0 products'));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'sauces');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There is already a category named "Sauces"',
    );
    await expect(box).toHaveValue('sauces');
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Name is required');
  },
};

/** While the store saves a move, the other buttons wait. */
export const Pending: Story = {
  args: { onMove: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move Sauces down' }));
    await expect(canvas.getByRole('button', { name: 'Delete Seasonings' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No categories yet: add the first one below.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    categories: [
      ...shopCategories,
      { id: 'long', name: 'Competition-Grade Smoking Woods and Charcoal', productCount: 12 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};
