import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Grid, GridItem } from './Grid';

/** A stand-in card: the grid is the subject, not the card. */
function Cell({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <div
      data-testid="cell"
      className={
        tall
          ? 'h-48 rounded-lg border border-line bg-surface-muted p-4 text-sm font-medium text-ink'
          : 'h-24 rounded-lg border border-line bg-surface-muted p-4 text-sm font-medium text-ink'
      }
    >
      {children}
    </div>
  );
}

const products = [
  'Hickory Smoked Rub',
  'Carolina Gold Sauce',
  'Memphis Dry Rub',
  'Kansas City Sweet Sauce',
  'Texas Brisket Rub',
  'Alabama White Sauce',
  'Chipotle Honey Glaze',
  'Garlic Pepper Blend',
];

const cells = (names: readonly string[]) => names.map((name) => <Cell key={name}>{name}</Cell>);

/** How many columns the first row has: the distinct left edges among the cells. */
function columnCount(cellElements: HTMLElement[]): number {
  const top = cellElements[0]!.getBoundingClientRect().top;
  return cellElements.filter((cell) => cell.getBoundingClientRect().top === top).length;
}

/**
 * Use Grid for two-dimensional page layouts with a named preset instead of styling
 * the page: `cards` for recipes and categories, `products` for product cards (two
 * per row even on phones), `quarters` for stat tiles and footer columns, `halves` and
 * `thirds` for side-by-side blocks and tiers, `sidebar` for filters beside results and
 * `main-aside` for cart lines beside the order summary. GridItem spans a full row
 * (`span="full"`) or sticks while its neighbour scrolls. For one direction use Stack;
 * for the uneven favourites wall use Masonry.
 */
const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  args: { children: cells(products) },
  argTypes: {
    columns: {
      control: 'select',
      options: [
        1,
        2,
        3,
        4,
        'cards',
        'products',
        'quarters',
        'halves',
        'thirds',
        'sidebar',
        'main-aside',
      ],
    },
    gap: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  args: { columns: 'cards' },
  play: async ({ canvas }) => {
    const all = canvas.getAllByTestId('cell');
    // 1280 px is the xl breakpoint: four cards per row, 24 px apart.
    await expect(columnCount(all)).toBe(4);
    await expect(all[1]!.getBoundingClientRect().left - all[0]!.getBoundingClientRect().right).toBe(
      24,
    );
  },
};

export const CardsNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { columns: 'cards', children: cells(products.slice(0, 3)) },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getAllByTestId('cell'))).toBe(1);
  },
};

export const Products: Story = {
  args: { columns: 'products' },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getAllByTestId('cell'))).toBe(4);
  },
};

export const ProductsTablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { columns: 'products', children: cells(products.slice(0, 6)) },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getAllByTestId('cell'))).toBe(3);
  },
};

export const ProductsNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { columns: 'products', gap: 'md', children: cells(products.slice(0, 4)) },
  play: async ({ canvas }) => {
    // Two product cards per row even on a phone.
    await expect(columnCount(canvas.getAllByTestId('cell'))).toBe(2);
  },
};

export const Quarters: Story = {
  args: {
    columns: 'quarters',
    children: cells(['1,234 Members', '533 Threads', '2,891 Votes', '4,567 Photos']),
  },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getAllByTestId('cell'))).toBe(4);
  },
};

export const Halves: Story = {
  args: { columns: 'halves', children: cells(['Send us a message', 'Visit us in Chicago']) },
  play: async ({ canvas }) => {
    const [first, second] = canvas
      .getAllByTestId('cell')
      .map((cell) => cell.getBoundingClientRect());
    await expect(first!.top).toBe(second!.top);
    await expect(first!.width).toBe(second!.width);
  },
};

export const Thirds: Story = {
  args: { columns: 'thirds', children: cells(['Pit Master', 'Smoke Master', 'Grill Legend']) },
  play: async ({ canvas }) => {
    const widths = canvas.getAllByTestId('cell').map((cell) => cell.getBoundingClientRect().width);
    await expect(new Set(widths).size).toBe(1);
    await expect(columnCount(canvas.getAllByTestId('cell'))).toBe(3);
  },
};

export const ThirdsNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { columns: 'thirds', children: cells(['Pit Master', 'Smoke Master', 'Grill Legend']) },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getAllByTestId('cell'))).toBe(1);
  },
};

export const Sidebar: Story = {
  args: {
    columns: 'sidebar',
    children: (
      <>
        <Cell tall>Filters</Cell>
        <Cell tall>Results</Cell>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const [side, main] = canvas.getAllByTestId('cell').map((cell) => cell.getBoundingClientRect());
    // 16rem side column, the rest for the results.
    await expect(side!.width).toBe(256);
    await expect(main!.top).toBe(side!.top);
    await expect(main!.width).toBe(1248 - 256 - 24);
  },
};

export const MainAside: Story = {
  args: {
    columns: 'main-aside',
    gap: 'xl',
    children: (
      <>
        <Cell tall>Cart lines</Cell>
        <Cell>Order Summary</Cell>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const [main, aside] = canvas.getAllByTestId('cell').map((cell) => cell.getBoundingClientRect());
    await expect(main!.top).toBe(aside!.top);
    await expect(Math.round(main!.width)).toBe(Math.round(aside!.width * 2));
  },
};

export const MainAsideNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { ...MainAside.args },
  play: async ({ canvas }) => {
    const [main, aside] = canvas.getAllByTestId('cell').map((cell) => cell.getBoundingClientRect());
    // The order summary follows the cart lines on a phone.
    await expect(aside!.top).toBeGreaterThan(main!.bottom);
    await expect(aside!.width).toBe(main!.width);
  },
};

export const FullRowItem: Story = {
  args: {
    columns: 'cards',
    children: (
      <>
        <GridItem span="full" data-testid="banner">
          <Cell>Premium Recipes: smoke like a pitmaster</Cell>
        </GridItem>
        {cells(products.slice(0, 4))}
        <GridItem span={2} data-testid="double">
          <Cell>Smokehouse Club promotion</Cell>
        </GridItem>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="grid"]')!.getBoundingClientRect();
    await expect(canvas.getByTestId('banner').getBoundingClientRect().width).toBe(grid.width);
    const double = canvas.getByTestId('double').getBoundingClientRect();
    const [first, second] = canvas
      .getAllByTestId('cell')
      .slice(1, 3)
      .map((cell) => cell.getBoundingClientRect());
    await expect(double.width).toBe(second!.right - first!.left);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    columns: 'products',
    'aria-label': 'Weekly Specials',
    children: products.slice(0, 4).map((name) => (
      <GridItem as="li" key={name}>
        <Cell>{name}</Cell>
      </GridItem>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Weekly Specials' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const LongText: Story = {
  args: {
    columns: 'thirds',
    align: 'start',
    children: cells([
      'Backyard BBQ: pulled pork, smoked chicken, two sides, cornbread and sweet tea for groups of twenty or more',
      'Corporate Grill',
      'Smokehouse Feast: whole brisket, St. Louis ribs, burnt ends, four sides and a dessert station',
    ]),
  },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="grid"]')!;
    await expect(grid.scrollWidth).toBe(grid.clientWidth);
  },
};
