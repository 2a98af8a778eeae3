import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from '../../primitives/NumberField/NumberField';
import { TextField } from '../../primitives/TextField/TextField';
import { SizeRowsEditor, type SizeRowsEditorProps } from './SizeRowsEditor';

interface SampleRow {
  id: string;
  size: string;
  price: number;
  sale: number;
  stock: number;
}

const twoSizes: SampleRow[] = [
  { id: 'rub-6oz', size: '6 oz', price: 12.99, sale: NaN, stock: 24 },
  { id: 'rub-12oz', size: '12 oz', price: 21.99, sale: 15, stock: 0 },
];

/** The editor with plain state for the rows; the app binds the same fields to its form. */
function StatefulEditor({
  initialRows,
  fieldErrors,
  ...args
}: Omit<SizeRowsEditorProps, 'rows' | 'renderRow'> & {
  initialRows: SampleRow[];
  fieldErrors?: Partial<Record<keyof SampleRow, string>>;
}) {
  const [rows, setRows] = useState(initialRows);
  const [nextId, setNextId] = useState(initialRows.length);
  const change = (index: number, patch: Partial<SampleRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <SizeRowsEditor
      {...args}
      rows={rows}
      onAdd={() => {
        args.onAdd();
        setRows((current) => [
          ...current,
          { id: `new-${nextId}`, size: '', price: NaN, sale: NaN, stock: 0 },
        ]);
        setNextId((n) => n + 1);
      }}
      onRemove={(index) => {
        args.onRemove(index);
        setRows((current) => current.filter((_, i) => i !== index));
      }}
      renderRow={(index) => {
        const row = rows[index]!;
        return {
          size: (
            <TextField
              label="Size"
              value={row.size}
              onChange={(size) => change(index, { size })}
              errorMessage={row.size ? undefined : fieldErrors?.size}
              isDisabled={args.isDisabled}
            />
          ),
          price: (
            <NumberField
              label="Price"
              preset="price"
              value={row.price}
              onChange={(price) => change(index, { price })}
              errorMessage={Number.isNaN(row.price) ? fieldErrors?.price : undefined}
              isDisabled={args.isDisabled}
            />
          ),
          sale: (
            <NumberField
              label="Sale %"
              preset="percent"
              value={row.sale}
              onChange={(sale) => change(index, { sale })}
              errorMessage={row.sale > 100 ? fieldErrors?.sale : undefined}
              isDisabled={args.isDisabled}
            />
          ),
          stock: (
            <NumberField
              label="Stock"
              preset="count"
              value={row.stock}
              onChange={(stock) => change(index, { stock })}
              isDisabled={args.isDisabled}
            />
          ),
        };
      }}
    />
  );
}

/**
 * Use SizeRowsEditor in the product form for the sizes a product is sold in: each row has
 * size, price, sale % and stock; 'Add Size' adds a row and every row but the last can be
 * removed, so a product keeps at least one size.
 */
const meta = {
  title: 'Patterns/SizeRowsEditor',
  component: SizeRowsEditor,
  args: {
    rows: [],
    renderRow: () => ({ size: null, price: null, sale: null, stock: null }),
    onAdd: fn(),
    onRemove: fn(),
  },
  render: (args) => (
    <div className="max-w-2xl">
      <StatefulEditor {...args} initialRows={twoSizes} />
    </div>
  ),
} satisfies Meta<typeof SizeRowsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('group', { name: 'Size 1' });
    const second = canvas.getByRole('group', { name: 'Size 2' });
    await expect(within(first).getByRole('textbox', { name: 'Size' })).toHaveValue('6 oz');
    await expect(within(second).getByRole('textbox', { name: 'Sale %' })).toHaveValue('15%');
    // Every row but the last can be removed.
    await expect(within(first).getByRole('button', { name: 'Remove Size 1' })).toBeEnabled();
    await expect(within(second).getByRole('button', { name: 'Remove Size 2' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Add Size' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    const third = canvas.getByRole('group', { name: 'Size 3' });
    await expect(within(third).getByRole('textbox', { name: 'Size' })).toHaveFocus();
    await expect(within(third).getByRole('textbox', { name: 'Stock' })).toHaveValue('0');
    await expect(within(second).getByRole('button', { name: 'Remove Size 2' })).toBeEnabled();
  },
};

export const RemoveRow: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Size 1' }));
    await expect(args.onRemove).toHaveBeenCalledWith(0);
    await expect(canvas.getAllByRole('group', { name: /^Size \d$/ })).toHaveLength(1);
    const only = canvas.getByRole('group', { name: 'Size 1' });
    await expect(within(only).getByRole('textbox', { name: 'Size' })).toHaveValue('12 oz');
    // The one row left stays; focus lands in it, not on the disabled button.
    await expect(within(only).getByRole('button', { name: 'Remove Size 1' })).toBeDisabled();
    await expect(within(only).getByRole('textbox', { name: 'Size' })).toHaveFocus();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div className="max-w-2xl">
      <StatefulEditor
        {...args}
        initialRows={[
          { id: 'new-0', size: '', price: NaN, sale: 150, stock: 0 },
          { id: 'new-1', size: '1 lb', price: 19.5, sale: NaN, stock: 5 },
        ]}
        fieldErrors={{
          size: 'Size is required',
          price: 'Price is required',
          sale: 'Sale must be between 0 and 100',
        }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByRole('group', { name: 'Size 1' });
    await expect(within(first).getByRole('textbox', { name: 'Size' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(first).getByText('Price is required')).toBeVisible();
    await expect(within(first).getByText('Sale must be between 0 and 100')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Size' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Size 1' })).toBeDisabled();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'Size 1' });
    const size = within(row).getByRole('textbox', { name: 'Size' });
    const price = within(row).getByRole('textbox', { name: 'Price' });
    // Stacked on phones: price sits below size.
    await expect(price.getBoundingClientRect().top).toBeGreaterThan(
      size.getBoundingClientRect().bottom,
    );
  },
};
