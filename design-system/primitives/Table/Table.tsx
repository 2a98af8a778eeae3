import { cva } from 'class-variance-authority';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import {
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Collection,
  useTableOptions,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type SortDirection,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components/Table';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import { CheckboxBox } from '../Checkbox/Checkbox';

export type TableDensity = 'comfortable' | 'compact';

interface TableLayout {
  density: TableDensity;
  stickyHeader: boolean;
}

/** Density and the sticky header reach every header and cell through this. */
const TableLayoutContext = createContext<TableLayout>({
  density: 'comfortable',
  stickyHeader: false,
});

/** Focus inside the grid (a row, a cell, a header) is drawn inset so the container never clips it. */
const insetFocusRing = cn(focusRing, '-outline-offset-2');

const tableContainerClasses = [
  focusRing,
  'relative w-full overflow-x-auto rounded-lg border border-line bg-surface',
].join(' ');

const tableClasses = [
  insetFocusRing,
  'text-sm border-spacing-0 w-full border-separate text-ink',
].join(' ');

const columnVariants = cva(
  [
    insetFocusRing,
    'px-4 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase',
    'border-b border-line bg-surface-muted',
    'rac-allows-sorting:cursor-pointer rac-hover:text-ink',
  ],
  {
    variants: {
      density: { comfortable: 'py-3', compact: 'py-2' },
      sticky: { true: 'sticky top-0 z-10', false: '' },
    },
    defaultVariants: { density: 'comfortable', sticky: false },
  },
);

const rowClasses = [
  insetFocusRing,
  'group/row relative text-ink transition-colors duration-fast',
  'rac-hover:bg-surface-muted rac-selected:bg-gold-50 rac-selected:rac-hover:bg-gold-100',
  'rac-disabled:text-ink-muted data-href:cursor-pointer',
].join(' ');

const cellVariants = cva(
  [insetFocusRing, 'border-b border-line px-4 align-middle group-last/row:border-b-0'],
  {
    variants: {
      density: { comfortable: 'py-3', compact: 'py-1.5' },
    },
    defaultVariants: { density: 'comfortable' },
  },
);

const tableEmptyStateClasses =
  'px-4 py-12 gap-1 text-sm flex flex-col items-center justify-center text-center text-ink-muted';

/** The selection box: a React Aria Checkbox (slot "selection") drawn with Checkbox's box. */
const tableCheckboxClasses = [
  focusRing,
  'group/checkbox flex w-fit cursor-pointer items-center rounded-sm',
  'rac-disabled:cursor-not-allowed rac-disabled:opacity-55',
].join(' ');

export interface TableContainerProps extends ComponentProps<'div'> {
  /**
   * Names the scroll area, e.g. 'Products table'. When the table is wider than the screen the
   * area becomes a focusable region, so keyboard users can scroll it with the arrow keys.
   */
  label: string;
}

/**
 * The frame around a Table: rounded border, and horizontal scrolling when the columns do not
 * fit (phones). It only joins the tab order while it actually scrolls.
 */
export function TableContainer({ label, className, children, ...props }: TableContainerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      {...props}
      ref={ref}
      role={isScrollable ? 'region' : undefined}
      aria-label={isScrollable ? label : undefined}
      // A focusable scroll area is how keyboard users reach hidden columns (WCAG 2.1.1).
      tabIndex={isScrollable ? 0 : undefined}
      data-scrollable={isScrollable || undefined}
      data-slot="table-container"
      className={cn(tableContainerClasses, className)}
    >
      {children}
    </div>
  );
}

export interface TableProps extends AriaTableProps {
  /** Row height: `comfortable` for most screens, `compact` for dense admin lists. */
  density?: TableDensity;
  /** Keeps the header row in view while the container scrolls vertically. */
  stickyHeader?: boolean;
}

/**
 * A data table with React Aria's grid behaviour: arrow keys move between rows and cells,
 * sortable headers, optional row selection with checkboxes, row links (`href`). Give it an
 * `aria-label` and put it in a TableContainer.
 */
export function Table({
  density = 'comfortable',
  stickyHeader = false,
  className,
  ...props
}: TableProps) {
  return (
    <TableLayoutContext.Provider value={{ density, stickyHeader }}>
      <AriaTable
        {...props}
        data-slot="table"
        data-density={density}
        className={composeTailwindRenderProps(className, tableClasses)}
      />
    </TableLayoutContext.Provider>
  );
}

/** The checkbox in the selection column: 'Select All' in the header, 'Select' in each row. */
function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" data-slot="table-checkbox" className={tableCheckboxClasses}>
      {({ isSelected, isIndeterminate }) => (
        <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
      )}
    </Checkbox>
  );
}

export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: AriaTableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  const { density, stickyHeader } = useContext(TableLayoutContext);
  return (
    <AriaTableHeader
      {...props}
      data-slot="table-header"
      className={composeTailwindRenderProps(className, '')}
    >
      {selectionBehavior === 'toggle' ? (
        <AriaColumn
          data-slot="table-selection-column"
          className={columnVariants({ density, sticky: stickyHeader, className: 'w-12 pe-0' })}
        >
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <span className="sr-only">Select</span>
          )}
        </AriaColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

function SortIcon({ direction }: { direction?: SortDirection }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
  return (
    <Icon
      aria-hidden="true"
      data-slot="table-sort-icon"
      className={cn('size-3.5 shrink-0', direction ? 'text-ink' : 'text-charcoal-400')}
    />
  );
}

export interface ColumnProps extends Omit<AriaColumnProps, 'children'> {
  children: ReactNode;
  /** Aligns the header (and should match its cells): `end` for prices and actions. */
  align?: 'start' | 'end';
}

/**
 * A column header. `allowsSorting` makes it a sort button with an arrow (aria-sort is set by
 * the Table from `sortDescriptor`); `isRowHeader` marks the column that names each row.
 */
export function Column({ children, align = 'start', className, ...props }: ColumnProps) {
  const { density, stickyHeader } = useContext(TableLayoutContext);
  return (
    <AriaColumn
      {...props}
      data-slot="table-column"
      className={composeTailwindRenderProps(
        className,
        columnVariants({ density, sticky: stickyHeader, className: align === 'end' && 'text-end' }),
      )}
    >
      {({ allowsSorting, sortDirection }) => {
        const icon = allowsSorting ? <SortIcon direction={sortDirection} /> : null;
        return (
          <span className={cn('flex items-center gap-1', align === 'end' && 'justify-end')}>
            {align === 'end' ? icon : null}
            {children}
            {align === 'end' ? null : icon}
          </span>
        );
      }}
    </AriaColumn>
  );
}

export interface TableBodyProps<T extends object> extends Omit<
  AriaTableBodyProps<T>,
  'renderEmptyState'
> {
  /** What to show when there are no rows, e.g. 'No orders match these filters'. */
  renderEmptyState?: () => ReactNode;
}

export function TableBody<T extends object>({
  renderEmptyState,
  className,
  ...props
}: TableBodyProps<T>) {
  return (
    <AriaTableBody
      {...props}
      data-slot="table-body"
      renderEmptyState={
        renderEmptyState
          ? () => (
              <div data-slot="table-empty" className={tableEmptyStateClasses}>
                {renderEmptyState()}
              </div>
            )
          : undefined
      }
      className={composeTailwindRenderProps(className, '')}
    />
  );
}

export function Row<T extends object>({
  id,
  columns,
  children,
  className,
  ...props
}: AriaRowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  const { density } = useContext(TableLayoutContext);
  return (
    <AriaRow
      id={id}
      {...props}
      data-slot="table-row"
      className={composeTailwindRenderProps(className, rowClasses)}
    >
      {selectionBehavior === 'toggle' ? (
        <AriaCell
          data-slot="table-selection-cell"
          className={cellVariants({ density, className: 'pe-0' })}
        >
          <SelectionCheckbox />
        </AriaCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export interface CellProps extends AriaCellProps {
  /** `end` for prices, totals and the actions column. */
  align?: 'start' | 'end';
}

export function Cell({ align = 'start', className, ...props }: CellProps) {
  const { density } = useContext(TableLayoutContext);
  return (
    <AriaCell
      {...props}
      data-slot="table-cell"
      className={composeTailwindRenderProps(
        className,
        cellVariants({ density, className: align === 'end' && 'text-end' }),
      )}
    />
  );
}

/** The icon buttons at the end of a row ('Edit Texas Brisket Rub', 'Delete …'). */
export function TableActions({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      {...props}
      data-slot="table-actions"
      className={cn('flex items-center justify-end gap-1', className)}
    />
  );
}
