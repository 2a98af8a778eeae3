import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { cn } from '../../lib/cn';
import { Button } from '../Button/Button';
import { Stack, StackItem } from './Stack';

/** A visible block for the demos: what sits in the Stack is not the point. */
function Tile({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <div
      data-testid="tile"
      className={cn(
        'rounded-md border border-line bg-surface-muted px-4 text-sm font-medium text-ink',
        tall ? 'py-6' : 'py-2',
      )}
    >
      {children}
    </div>
  );
}

const rectOf = (element: Element) => element.getBoundingClientRect();

/**
 * Use Stack to lay out siblings in one direction with a gap from the spacing scale:
 * the fields of a form (column), a row of buttons (row), a cart line that is a column
 * on phones and a row from md (`direction="responsive"`). Render it as the element the
 * content needs (`as="ul"` with `StackItem as="li"` for lists, `as="nav"`, `as="header"`),
 * and use StackItem when one child must grow, keep its size or take a fixed share.
 * For two-dimensional layouts use Grid.
 */
const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <Tile>Hickory Smoked Rub</Tile>
        <Tile>Carolina Gold Sauce</Tile>
        <Tile>Cast Iron Grill Press</Tile>
      </>
    ),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row', 'responsive'] },
    gap: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByTestId('tile').map(rectOf);
    // A column with the md gap (16 px); children stretch to the full width.
    await expect(second!.top - first!.bottom).toBe(16);
    await expect(first!.left).toBe(second!.left);
    await expect(first!.width).toBe(second!.width);
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 'sm', align: 'center' },
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByTestId('tile').map(rectOf);
    await expect(first!.top).toBe(second!.top);
    await expect(second!.left - first!.right).toBe(8);
    await expect(third!.left).toBeGreaterThan(second!.right);
  },
};

export const Toolbar: Story = {
  args: {
    direction: 'row',
    justify: 'between',
    align: 'center',
    children: (
      <>
        <Tile>3 items in your cart</Tile>
        <Stack direction="row" gap="sm">
          <Button variant="outline">Continue Shopping</Button>
          <Button variant="accent">Proceed to Checkout</Button>
        </Stack>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const stack = canvasElement.querySelector('[data-slot="stack"]')!;
    const checkout = canvas.getByRole('button', { name: 'Proceed to Checkout' });
    // justify="between" pushes the buttons to the far end of the row.
    await expect(Math.round(rectOf(checkout).right)).toBe(Math.round(rectOf(stack).right));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue Shopping' })).toHaveFocus();
  },
};

export const Responsive: Story = {
  args: { direction: 'responsive', gap: 'lg' },
  play: async ({ canvas }) => {
    // 1280 px wide: from md the stack is a row.
    const [first, second] = canvas.getAllByTestId('tile').map(rectOf);
    await expect(first!.top).toBe(second!.top);
    await expect(second!.left - first!.right).toBe(24);
  },
};

export const ResponsiveNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { direction: 'responsive', gap: 'lg' },
  play: async ({ canvas }) => {
    // 390 px wide: below md it is a column.
    const [first, second] = canvas.getAllByTestId('tile').map(rectOf);
    await expect(first!.left).toBe(second!.left);
    await expect(second!.top - first!.bottom).toBe(24);
  },
};

const gaps = { none: 0, xs: 4, sm: 8, md: 16, lg: 24, xl: 32, '2xl': 48 } as const;

export const Gaps: Story = {
  render: () => (
    <Stack gap="md">
      {Object.keys(gaps).map((gap) => (
        <Stack key={gap} direction="row" gap={gap as keyof typeof gaps} data-gap={gap}>
          <Tile>gap=&quot;{gap}&quot;</Tile>
          <Tile>Brisket</Tile>
          <Tile>Ribs</Tile>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const [gap, pixels] of Object.entries(gaps)) {
      const row = canvasElement.querySelector(`[data-gap="${gap}"]`)!;
      const [first, second] = [...row.children].map(rectOf);
      await expect(second!.left - first!.right).toBe(pixels);
    }
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'sm',
    'aria-label': 'Key products',
    children: (
      <>
        {['Heirloom tomatoes', 'Sweet corn', 'Vidalia onions'].map((name) => (
          <StackItem as="li" key={name}>
            <Tile>{name}</Tile>
          </StackItem>
        ))}
      </>
    ),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Key products' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Heirloom tomatoes',
      'Sweet corn',
      'Vidalia onions',
    ]);
  },
};

export const GrowingItem: Story = {
  args: {
    direction: 'row',
    gap: 'md',
    align: 'center',
    children: (
      <>
        <StackItem shrink={false} data-testid="fixed">
          <Tile>Qty 2</Tile>
        </StackItem>
        <StackItem grow data-testid="grow">
          <Tile>Smoked Brisket Sandwich with pickles and onions</Tile>
        </StackItem>
        <StackItem shrink={false} data-testid="price">
          <Tile>$24.98</Tile>
        </StackItem>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const stack = rectOf(canvasElement.querySelector('[data-slot="stack"]')!);
    const price = rectOf(canvas.getByTestId('price'));
    const grow = rectOf(canvas.getByTestId('grow'));
    // The middle item takes the leftover space, so the price sits at the far end.
    await expect(Math.round(price.right)).toBe(Math.round(stack.right));
    await expect(grow.width).toBeGreaterThan(stack.width / 2);
  },
};

export const WrapNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    direction: 'row',
    gap: 'sm',
    wrap: true,
    children: (
      <>
        {['All', 'Smoked Meats', 'Grilled Poultry', 'Seafood', 'Vegetables & Sides'].map((name) => (
          <Tile key={name}>{name}</Tile>
        ))}
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const stack = rectOf(canvasElement.querySelector('[data-slot="stack"]')!);
    const tiles = canvas.getAllByTestId('tile').map(rectOf);
    // Wraps onto more than one line instead of overflowing 390 px.
    await expect(new Set(tiles.map((tile) => tile.top)).size).toBeGreaterThan(1);
    for (const tile of tiles) await expect(tile.right).toBeLessThanOrEqual(stack.right);
  },
};

export const Aligned: Story = {
  args: {
    direction: 'row',
    align: 'end',
    justify: 'center',
    children: (
      <>
        <Tile tall>Pit Master</Tile>
        <Tile>Smoke Master</Tile>
        <Tile tall>Grill Legend</Tile>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const [first, second, third] = canvas.getAllByTestId('tile').map(rectOf);
    await expect(first!.bottom).toBe(second!.bottom);
    await expect(second!.height).toBeLessThan(first!.height);
    const stack = rectOf(canvasElement.querySelector('[data-slot="stack"]')!);
    // Centred: the same space before the first and after the last tile.
    await expect(Math.round(first!.left - stack.left)).toBe(Math.round(stack.right - third!.right));
  },
};
