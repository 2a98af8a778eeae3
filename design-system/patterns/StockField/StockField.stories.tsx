import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { StockField, type StockFieldProps } from './StockField';

/** The field with its own value, as a form would hold it. */
function StatefulStockField({ value: initial, onChange, ...props }: StockFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <StockField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/**
 * Use StockField for a product size's units on hand in a form that edits a live count (Edit
 * Product): it says what the count will do on save ('Changes 52 to 60'), and when a save found
 * the stock moved meanwhile it shows the stock now with 'Set stock to …' and 'Keep …'. A new
 * size (no `seen`) is a plain starting count.
 */
const meta = {
  title: 'Patterns/StockField',
  component: StockField,
  render: (args) => <StatefulStockField {...args} />,
  args: {
    value: 52,
    seen: 52,
    onChange: fn(),
    onSetAnyway: fn(),
    onKeepCurrent: fn(),
    className: 'max-w-56',
  },
} satisfies Meta<typeof StockField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved size as the form read it: nothing is sent for it on save. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const stock = canvas.getByRole('textbox', { name: 'Stock' });
    await expect(stock).toHaveValue('52');
    await expect(stock).toHaveAccessibleDescription(
      'Orders keep it current; type a count to set it',
    );
  },
};

/** A typed count says what it replaces. */
export const Edited: Story = {
  play: async ({ args, canvas }) => {
    const stock = canvas.getByRole('textbox', { name: 'Stock' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '60');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(60);
    await expect(stock).toHaveAccessibleDescription('Changes 52 to 60');
  },
};

/** A size added in this form: its count is where it starts. */
export const NewSize: Story = {
  args: { value: 0, seen: undefined },
  play: async ({ canvas }) => {
    const stock = canvas.getByRole('textbox', { name: 'Stock' });
    await expect(stock).toHaveValue('0');
    await expect(stock).not.toHaveAccessibleDescription();
  },
};

const movedArgs = {
  value: 60,
  seen: 52,
  stockNow: 42,
  errorMessage: 'Stock is now 42; it was 52 when you opened this product',
} satisfies Partial<StockFieldProps>;

/** The save found 42 where the form read 52: the count typed can be set anyway, or 42 kept. */
export const StockMoved: Story = {
  args: movedArgs,
  play: async ({ args, canvas }) => {
    const stock = canvas.getByRole('textbox', { name: 'Stock' });
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(movedArgs.errorMessage)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set stock to 60' }));
    await expect(args.onSetAnyway).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep 42' }));
    await expect(args.onKeepCurrent).toHaveBeenCalledOnce();
  },
};

/** The same at 390 px, with a count long enough to wrap. */
export const StockMovedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    ...movedArgs,
    value: 250_000,
    stockNow: 1_200,
    errorMessage: 'Stock is now 1,200; it was 52 when you opened this product',
    className: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Set stock to 250,000' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep 1,200' })).toBeVisible();
  },
};
