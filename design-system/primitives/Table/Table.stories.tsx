import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Selection as TableSelection, SortDescriptor } from 'react-aria-components/Table';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../lib/money';
import { IconButton } from '../IconButton/IconButton';
import {
  Cell,
  Column,
  Row,
  Table,
  TableActions,
  TableBody,
  TableContainer,
  TableHeader,
  type TableProps,
} from './Table';

/**
 * Use Table for records people compare and act on: the admin products, recipes, orders and
 * users lists, an invoice's items. Headers sort (the screen sorts its rows from
 * `sortDescriptor`), rows can carry edit/delete icon buttons, be selected with checkboxes or
 * link somewhere with `href`. Always wrap it in a TableContainer, which scrolls sideways on
 * phones. For a handful of facts use a description list; for cards use a Grid.
 */
const meta = {
  title: 'Primitives/Table',
  component: Table,
  args: { 'aria-label': 'Products' },
  render: (args) => <ProductsTable {...args} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

interface ProductRow {
  id: string;
  name: string;
  brand: string;
  sizeCount: number;
  category: string;
  /** The lowest size price after any sale, in cents. */
  fromPrice: number;
  inStock: boolean;
}

const products: ProductRow[] = [
  {
    id: 'texas-brisket-rub',
    name: 'Texas Brisket Rub',
    brand: 'Forge & Flame',
    sizeCount: 3,
    category: 'Seasonings',
    fromPrice: 1299,
    inStock: true,
  },
  {
    id: 'carolina-gold',
    name: 'Carolina Gold Mustard Sauce',
    brand: 'Forge & Flame',
    sizeCount: 2,
    category: 'Sauces',
    fromPrice: 849,
    inStock: true,
  },
  {
    id: 'sweet-heat-poultry',
    name: 'Sweet Heat Poultry Rub',
    brand: 'Pitmaster Pantry',
    sizeCount: 2,
    category: 'Seasonings',
    fromPrice: 1099,
    inStock: false,
  },
  {
    id: 'hickory-chips',
    name: 'Hickory Wood Chips',
    brand: 'Smokehouse Supply',
    sizeCount: 1,
    category: 'Accessories',
    fromPrice: 1499,
    inStock: true,
  },
  {
    id: 'jalapeno-hot-sauce',
    name: 'Smoked Jalapeño Hot Sauce',
    brand: 'Forge & Flame',
    sizeCount: 1,
    category: 'Sauces',
    fromPrice: 799,
    inStock: true,
  },
];

const editProduct = fn();
const deleteProduct = fn();

type SortColumn = 'name' | 'category' | 'fromPrice' | 'status';

function compareProducts(a: ProductRow, b: ProductRow, column: SortColumn): number {
  if (column === 'fromPrice') return a.fromPrice - b.fromPrice;
  if (column === 'status') return Number(b.inStock) - Number(a.inStock);
  return a[column].localeCompare(b[column]);
}

interface ProductsTableProps extends TableProps {
  rows?: ProductRow[];
  containerClassName?: string;
  emptyMessage?: string;
}

/** The admin products table as a screen would build it: sort state lives in the screen. */
function ProductsTable({
  rows = products,
  containerClassName,
  emptyMessage,
  ...props
}: ProductsTableProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>();
  const sortedRows = useMemo(() => {
    if (!sortDescriptor) return rows;
    const direction = sortDescriptor.direction === 'descending' ? -1 : 1;
    return [...rows].sort(
      (a, b) => direction * compareProducts(a, b, sortDescriptor.column as SortColumn),
    );
  }, [rows, sortDescriptor]);

  return (
    <TableContainer label="Products table" className={containerClassName}>
      <Table
        sortDescriptor={sortDescriptor}
        onSortChange={setSortDescriptor}
        className="min-w-160"
        {...props}
      >
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            Product
          </Column>
          <Column id="category" allowsSorting>
            Category
          </Column>
          <Column id="fromPrice" allowsSorting align="end">
            Price
          </Column>
          <Column id="status" allowsSorting>
            Status
          </Column>
          <Column id="actions" align="end">
            Actions
          </Column>
        </TableHeader>
        <TableBody
          items={sortedRows}
          renderEmptyState={() => (
            <>
              <span className="text-base font-semibold text-ink">
                {emptyMessage ?? 'No products match these filters'}
              </span>
              <span>Try another category or clear all filters.</span>
            </>
          )}
        >
          {(product) => (
            <Row id={product.id}>
              <Cell textValue={product.name}>
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-gold-100 text-gold-800">
                    <Flame aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <div className="font-semibold">{product.name}</div>
                    <div className="text-xs text-ink-muted">
                      {product.brand} · {product.sizeCount}{' '}
                      {product.sizeCount === 1 ? 'size' : 'sizes'}
                    </div>
                  </div>
                </div>
              </Cell>
              <Cell>{product.category}</Cell>
              <Cell align="end" className="tabular-nums">
                From {formatMoney(product.fromPrice)}
              </Cell>
              <Cell>
                <span
                  className={
                    product.inStock ? 'font-medium text-success-700' : 'font-medium text-danger-700'
                  }
                >
                  {product.inStock ? 'In Stock' : 'Out of Stock'}
                </span>
              </Cell>
              <Cell align="end">
                <TableActions>
                  <IconButton
                    label={`Edit ${product.name}`}
                    size="sm"
                    onPress={() => editProduct(product.id)}
                  >
                    <Pencil aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    label={`Delete ${product.name}`}
                    size="sm"
                    className="text-danger-700"
                    onPress={() => deleteProduct(product.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </TableActions>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The product names in row order. */
function productOrder(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.font-semibold')?.textContent ?? '');
}

export const SortByColumn: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Products' });
    const price = canvas.getByRole('columnheader', { name: 'Price' });
    await expect(price).toHaveAttribute('aria-sort', 'none');
    await expect(productOrder(table)[0]).toBe('Texas Brisket Rub');

    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    await expect(productOrder(table)[0]).toBe('Smoked Jalapeño Hot Sauce');

    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect(productOrder(table)[0]).toBe('Hickory Wood Chips');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    // The grid is one tab stop; focus lands on the first body row.
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await expect(rows[1]).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('rowheader', { name: /Carolina Gold/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('Sauces');
    // Up into the header row and sort by keyboard.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    const category = canvas.getByRole('columnheader', { name: 'Category' });
    await expect(category).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(category).toHaveAttribute('aria-sort', 'ascending');
    await expect(productOrder(canvas.getByRole('grid'))[0]).toBe('Hickory Wood Chips');
  },
};

export const RowActions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Texas Brisket Rub' }));
    await expect(editProduct).toHaveBeenCalledWith('texas-brisket-rub');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Texas Brisket Rub' }));
    await expect(deleteProduct).toHaveBeenCalledWith('texas-brisket-rub');
    // Keyboard: arrow along the row to the action buttons and press them.
    const rowHeader = canvas.getByRole('rowheader', { name: /Hickory Wood Chips/ });
    rowHeader.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const edit = canvas.getByRole('button', { name: 'Edit Hickory Wood Chips' });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(editProduct).toHaveBeenLastCalledWith('hickory-chips');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Select All' });
    const rowBoxes = canvas.getAllByRole('checkbox', { name: /^Select (?!All)/ });
    await expect(rowBoxes).toHaveLength(products.length);
    await userEvent.click(rowBoxes[0]!);
    await userEvent.click(rowBoxes[2]!);
    const lastSelection = mocked(args.onSelectionChange!).mock.lastCall?.[0] as TableSelection;
    await expect([...(lastSelection as Set<string>)]).toEqual([
      'texas-brisket-rub',
      'sweet-heat-poultry',
    ]);
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    // Keyboard: Space on a focused row toggles it.
    canvas.getAllByRole('row')[2]!.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
  },
};

export const Empty: Story = {
  render: (args) => (
    <ProductsTable {...args} rows={[]} emptyMessage="No orders match these filters" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders match these filters')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvas }) => {
    const [, firstRow] = canvas.getAllByRole('row');
    await expect(canvas.getByRole('grid')).toHaveAttribute('data-density', 'compact');
    await expect(firstRow!.getBoundingClientRect().height).toBeLessThan(56);
  },
};

export const StickyHeader: Story = {
  args: { stickyHeader: true },
  render: (args) => (
    <ProductsTable
      {...args}
      rows={[...products, ...products.map((p) => ({ ...p, id: `${p.id}-2` }))]}
      containerClassName="max-h-80 overflow-y-auto"
    />
  ),
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="table-container"]')!;
    const header = within(canvasElement).getByRole('columnheader', { name: 'Product' });
    container.scrollTop = 200;
    await waitFor(() => expect(container.scrollTop).toBeGreaterThan(0));
    // The header row stays pinned to the top of the scrolled container.
    await expect(
      Math.round(header.getBoundingClientRect().top - container.getBoundingClientRect().top),
    ).toBeLessThanOrEqual(1);
  },
};

export const LongText: Story = {
  render: (args) => (
    <ProductsTable
      {...args}
      rows={[
        {
          ...products[0]!,
          name: 'Competition-Grade Central Texas Brisket Rub with Coarse Black Pepper and Garlic',
          brand: 'Forge & Flame Pitmaster Reserve Collection',
        },
        ...products.slice(1, 3),
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /^Edit Competition-Grade Central Texas/ }),
    ).toBeVisible();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Wider than the phone: the container becomes a named, focusable scroll region.
    const region = await canvas.findByRole('region', { name: 'Products table' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.matches(':focus-visible')).toBe(true);
    // Focused, the region scrolls with the arrow keys natively (not simulated: user-event's
    // synthetic keys do not trigger the browser's scrolling).
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

const orders = [
  { id: 'FF-2024-0012', customer: 'Jordan Reyes', items: 3, total: 13592 },
  { id: 'FF-2024-0011', customer: 'Sam Whitaker', items: 1, total: 2499 },
];

/** Shows the router's path, so the story can prove that a row link navigated. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <p className="mt-3 text-sm text-ink-muted">Current page: {pathname}</p>;
}

export const RowLinks: Story = {
  args: { 'aria-label': 'Orders' },
  render: (args) => (
    <>
      <TableContainer label="Orders table">
        <Table {...args}>
          <TableHeader>
            <Column isRowHeader>Order ID</Column>
            <Column>Customer</Column>
            <Column align="end">Total</Column>
          </TableHeader>
          <TableBody items={orders}>
            {(order) => (
              <Row id={order.id} href={`/invoice/${order.id}`}>
                <Cell>
                  <span className="font-semibold">{order.id}</span>
                  <span className="text-ink-muted"> · {order.items} items</span>
                </Cell>
                <Cell>{order.customer}</Cell>
                <Cell align="end" className="tabular-nums">
                  {formatMoney(order.total)}
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <CurrentPath />
    </>
  ),
  play: async ({ canvas }) => {
    const [, first, second] = canvas.getAllByRole('row');
    await expect(first).toHaveAttribute('data-href', '/invoice/FF-2024-0012');
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Jordan Reyes' }));
    await expect(canvas.getByText('Current page: /invoice/FF-2024-0012')).toBeVisible();
    // Keyboard: Enter on a focused row follows its link.
    second!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Current page: /invoice/FF-2024-0011')).toBeVisible();
  },
};
