import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button/Button';
import { NumberField, type NumberFieldProps } from '../../primitives/NumberField/NumberField';

const stockFieldClasses = 'gap-2 min-w-0 flex flex-col';

/** Long counts wrap inside the button instead of leaving a narrow column. */
const choiceClasses = 'h-auto min-h-8 py-1 whitespace-normal text-left';

const count = (n: number) => n.toLocaleString('en-US');

export interface StockFieldProps extends Omit<
  NumberFieldProps,
  'preset' | 'description' | 'className'
> {
  className?: string;
  /**
   * The stock when the form read it; none for a new size, whose count is its starting stock.
   * A saved size's count is sent only when it differs from this.
   */
  seen?: number;
  /**
   * The stock now, when a save found it had moved since `seen` (orders, another admin): the
   * field then offers to set the typed count anyway or to keep this one. Pass the save's
   * message as `errorMessage`.
   */
  stockNow?: number;
  /** Sets the typed count over `stockNow` at the next save. */
  onSetAnyway?: () => void;
  /** Takes `stockNow` as the count, dropping the typed one. */
  onKeepCurrent?: () => void;
}

/** What the count does on save, under the field. */
function hint(value: number | undefined, seen: number | undefined): string | undefined {
  if (seen === undefined) return undefined;
  if (value === undefined || Number.isNaN(value) || value === seen) {
    return 'Orders keep it current; type a count to set it';
  }
  return `Changes ${count(seen)} to ${count(value)}`;
}

/**
 * The units on hand of a product size, in a form that edits a live count: orders change it
 * while the form is open, so a saved size's count is sent only when typed, and only over the
 * count the form read ('Changes 52 to 60'). When the stock moved meanwhile the save is refused
 * and the field shows why, with 'Set stock to 60' (apply the typed count anyway) and 'Keep 42'.
 */
export function StockField({
  label = 'Stock',
  value,
  seen,
  stockNow,
  onSetAnyway,
  onKeepCurrent,
  className,
  ...props
}: StockFieldProps) {
  const typed = value !== undefined && !Number.isNaN(value) ? value : undefined;
  return (
    <div data-slot="stock-field" className={cn(stockFieldClasses, className)}>
      <NumberField
        {...props}
        label={label}
        preset="count"
        value={value}
        description={hint(value, seen)}
      />
      {stockNow !== undefined ? (
        <div data-slot="stock-field-choices" className="flex flex-wrap gap-2">
          {typed !== undefined && typed !== stockNow ? (
            <Button variant="outline" size="sm" className={choiceClasses} onPress={onSetAnyway}>
              {`Set stock to ${count(typed)}`}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" className={choiceClasses} onPress={onKeepCurrent}>
            {`Keep ${count(stockNow)}`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
