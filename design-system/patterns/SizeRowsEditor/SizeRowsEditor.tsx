import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button/Button';
import { fieldErrorClasses, labelClasses } from '../../primitives/Field/Field';
import { IconButton } from '../../primitives/IconButton/IconButton';

const sizeRowsEditorClasses = 'gap-3 flex flex-col';

const sizeRowClasses = 'gap-3 p-4 flex flex-col rounded-lg border border-line bg-surface';

/** Size, price, sale and stock side by side from sm; stacked on phones. */
const sizeRowFieldsClasses = 'gap-3 grid grid-cols-1 items-start sm:grid-cols-4';

/** The fields of one size row, placed by the editor. */
export interface SizeRowFields {
  /** The size text field, e.g. '8 oz'. */
  size: ReactNode;
  /** The price field (dollars, step 0.01). */
  price: ReactNode;
  /** The optional sale percentage (0–100). */
  sale: ReactNode;
  /** Units on hand (a whole number, 0 or more); a size with none is out of stock. */
  stock: ReactNode;
}

export interface SizeRowsEditorProps {
  /** One entry per row; `id` keeps each row's fields in place while rows come and go. */
  rows: readonly { id: string }[];
  /** The fields of row `index` (bound to the form by the screen). */
  renderRow: (index: number) => SizeRowFields;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The group's heading. */
  legend?: string;
  addLabel?: string;
  /** Names a row: 'Size 1', 'Size 2', … */
  rowLabel?: (index: number) => string;
  /** A message about the rows as a whole, e.g. 'Add at least one size'. */
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The product form's size rows: each row is a named group (size, price, sale %, stock)
 * with a remove button, and 'Add Size' appends one. Every row but the last can be removed
 * (the spec), so at least one always remains. Focus follows: to the new row's first field
 * after adding, to the next row's remove button after removing.
 */
export function SizeRowsEditor({
  rows,
  renderRow,
  onAdd,
  onRemove,
  legend = 'Sizes',
  addLabel = 'Add Size',
  rowLabel = (index) => `Size ${index + 1}`,
  errorMessage,
  isDisabled,
  className,
}: SizeRowsEditorProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ kind: 'added' } | { kind: 'removed'; index: number } | null>(null);

  useEffect(() => {
    const next = pendingFocus.current;
    pendingFocus.current = null;
    const items = listRef.current?.querySelectorAll<HTMLElement>('[data-slot="size-row"]');
    if (!next || !items?.length) return;
    if (next.kind === 'added') {
      items[items.length - 1]?.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    const row = items[Math.min(next.index, items.length - 1)];
    const remove = row?.querySelector<HTMLButtonElement>('[data-remove-size]:not([disabled])');
    (remove ?? row?.querySelector<HTMLElement>('input'))?.focus();
  }, [rows.length]);

  return (
    <div
      role="group"
      aria-labelledby={`${id}-legend`}
      data-slot="size-rows-editor"
      data-invalid={errorMessage ? true : undefined}
      className={cn(sizeRowsEditorClasses, className)}
    >
      <span id={`${id}-legend`} className={labelClasses}>
        {legend}
      </span>
      <div ref={listRef} className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const fields = renderRow(index);
          const label = rowLabel(index);
          const isLast = index === rows.length - 1;
          return (
            <div
              key={row.id}
              role="group"
              aria-labelledby={`${id}-row-${row.id}`}
              data-slot="size-row"
              className={sizeRowClasses}
            >
              <div className="flex items-center justify-between gap-2">
                <span
                  id={`${id}-row-${row.id}`}
                  className="font-display text-sm font-semibold tracking-wide text-ink uppercase"
                >
                  {label}
                </span>
                <IconButton
                  label={`Remove ${label}`}
                  size="sm"
                  // The last row stays, so a product always has at least one size.
                  isDisabled={isDisabled || isLast}
                  onPress={() => {
                    pendingFocus.current = { kind: 'removed', index };
                    onRemove(index);
                  }}
                  data-remove-size=""
                >
                  <Trash2 aria-hidden="true" />
                </IconButton>
              </div>
              <div className={sizeRowFieldsClasses}>
                {fields.size}
                {fields.price}
                {fields.sale}
                {fields.stock}
              </div>
            </div>
          );
        })}
      </div>
      {errorMessage ? (
        <p role="alert" className={fieldErrorClasses}>
          {errorMessage}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        isDisabled={isDisabled}
        onPress={() => {
          pendingFocus.current = { kind: 'added' };
          onAdd();
        }}
        className="self-start"
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}
