import { cva } from 'class-variance-authority';
import { Table2 } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/Heading/Heading';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';

const chartCardClasses =
  'gap-4 p-5 min-w-0 flex flex-col rounded-xl border border-line bg-surface text-ink shadow-sm';

/** A fixed height, so the chart library measures the same box on every render. */
const chartPlotVariants = cva('w-full min-w-0', {
  variants: {
    height: { sm: 'h-56', md: 'h-72', lg: 'h-96' },
  },
  defaultVariants: { height: 'md' },
});

const chartDataTableVariants = cva('w-full border-collapse text-start text-sm', {
  variants: {
    isShown: { true: '', false: 'sr-only' },
  },
});

export interface ChartDataTable {
  /** Column headings, e.g. ['Month', 'Revenue']; the first column names each row. */
  columns: string[];
  /** The values as printed, e.g. [['Oct 2024', '$185.23'], …]. */
  rows: string[][];
}

export interface ChartCardProps extends Omit<ComponentProps<'section'>, 'title' | 'children'> {
  /** e.g. 'Revenue Overview'; it names the section and the data table. */
  title: string;
  /** The chart in one or two sentences, e.g. 'Revenue rose from $185 in October to $620 in December.' */
  summary: ReactNode;
  /** The numbers behind the chart, for screen readers (always) and for 'Show data'. */
  data: ChartDataTable;
  /** The chart itself (an SVG chart); hidden from screen readers, who get the table. */
  children: ReactNode;
  height?: 'sm' | 'md' | 'lg';
  headingLevel?: 2 | 3;
  /** Something beside the title, e.g. a legend. */
  action?: ReactNode;
}

/**
 * A chart with everything around it that makes it accessible: a title, a text summary of
 * what it shows, and its numbers as a table (visually hidden until 'Show data' is pressed).
 * The chart gets a fixed height, so charts that measure their box render the same each time.
 */
export function ChartCard({
  title,
  summary,
  data,
  children,
  height,
  headingLevel = 2,
  action,
  className,
  ...props
}: ChartCardProps) {
  const titleId = useId();
  const summaryId = useId();
  const [isTableShown, setTableShown] = useState(false);
  const [firstColumn, ...otherColumns] = data.columns;
  return (
    <section
      {...props}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      data-slot="chart-card"
      className={cn(chartCardClasses, className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading id={titleId} level={headingLevel} size="md">
            {title}
          </Heading>
          <p id={summaryId} data-slot="chart-card-summary" className="text-sm text-ink-muted">
            {summary}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {action}
          <ToggleButton
            size="sm"
            variant="outline"
            isSelected={isTableShown}
            onChange={setTableShown}
            aria-label={`Show data: ${title}`}
          >
            <Table2 aria-hidden="true" /> Show data
          </ToggleButton>
        </div>
      </div>
      <div aria-hidden="true" data-slot="chart-card-plot" className={chartPlotVariants({ height })}>
        {children}
      </div>
      <div className={isTableShown ? 'overflow-x-auto' : undefined}>
        <table
          data-slot="chart-card-table"
          className={chartDataTableVariants({ isShown: isTableShown })}
        >
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="px-3 py-2 text-start font-semibold text-ink-muted">
                {firstColumn}
              </th>
              {otherColumns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-2 text-end font-semibold text-ink-muted"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map(([head, ...cells]) => (
              <tr key={head} className="border-b border-line last:border-b-0">
                <th scope="row" className="px-3 py-2 text-start font-medium text-ink">
                  {head}
                </th>
                {cells.map((cell, index) => (
                  <td
                    key={otherColumns[index] ?? index}
                    className="px-3 py-2 text-end tabular-nums"
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
