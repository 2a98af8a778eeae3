import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Tag,
  TagGroup,
  TagList,
  type Key,
  type Selection,
  type TagGroupProps,
} from 'react-aria-components/TagGroup';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Label } from '../Field/Field';

/** The id of the 'All' chip (and, in single mode, the option a screen passes for "no filter"). */
export const allFilterId = 'all';

export interface FilterChipOption {
  id: Key;
  label: string;
  /** How many items the filter matches, shown in a small bubble. */
  count?: number;
  isDisabled?: boolean;
}

const filterChipsClasses = 'gap-2 flex flex-col';

const filterChipListClasses = 'gap-2 flex flex-wrap';

/** A pill that fills charcoal with a check when selected. */
const filterChipClasses = [
  focusRing,
  'group/chip h-9 gap-1.5 px-4 text-sm font-medium inline-flex cursor-pointer items-center rounded-pill border select-none',
  'border-line-strong bg-surface text-ink transition-colors duration-fast',
  'rac-hover:bg-surface-muted rac-pressed:bg-charcoal-100',
  'rac-selected:border-primary rac-selected:bg-primary rac-selected:text-on-primary',
  'rac-selected:rac-hover:bg-charcoal-800 rac-selected:rac-pressed:bg-charcoal-950',
  'rac-disabled:cursor-not-allowed rac-disabled:opacity-55',
  '[&_svg]:size-4 [&_svg]:shrink-0',
].join(' ');

const filterChipCountClasses = [
  'min-w-5 px-1.5 text-xs leading-5 rounded-pill text-center tabular-nums',
  'bg-surface-muted text-ink-muted',
  'group-rac-selected/chip:bg-charcoal-700 group-rac-selected/chip:text-white',
].join(' ');

export interface FilterChipsProps extends Omit<
  TagGroupProps,
  | 'children'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disallowEmptySelection'
> {
  /** A visible label such as 'Category'. Without it, pass `aria-label`. */
  label?: ReactNode;
  options: FilterChipOption[];
  /** `multiple` (the default) toggles chips independently; `single` keeps exactly one on. */
  selectionMode?: 'single' | 'multiple';
  /** The active filters. Empty means "all". */
  selectedKeys: Iterable<Key>;
  /** Called with the new active filters; an empty set means "all". */
  onSelectionChange: (keys: Set<Key>) => void;
  /** Adds an 'All' chip first (id `all`). */
  includeAll?: boolean;
  /** The text of the 'All' chip. */
  allLabel?: string;
}

/**
 * A row of filter chips, where an EMPTY selection means ALL (spec): the shop and admin category
 * filters (multiple), the admin order-status and user-role chips and the recipe categories
 * (single). In multiple mode 'All' shows selected while nothing is, and pressing it clears the
 * selection; in single mode 'All' is an ordinary option with id `all`. Arrow keys move between
 * chips, Space or Enter toggles; the chips wrap on narrow screens.
 */
export function FilterChips({
  label,
  options,
  selectionMode = 'multiple',
  selectedKeys,
  onSelectionChange,
  includeAll = false,
  allLabel = 'All',
  className,
  ...props
}: FilterChipsProps) {
  const selected = new Set(selectedKeys);
  const showsAll = includeAll && (selected.size === 0 || selected.has(allFilterId));
  const shownKeys = showsAll ? new Set<Key>([allFilterId]) : selected;
  const chips: FilterChipOption[] = includeAll
    ? [{ id: allFilterId, label: allLabel }, ...options]
    : options;

  function handleSelectionChange(keys: Selection) {
    // "Select all" (Ctrl+A) is the same as no filter.
    if (keys === 'all') return onSelectionChange(new Set());
    const next = new Set(keys);
    if (selectionMode === 'multiple' && includeAll) {
      // 'All' was just pressed: clear every other filter.
      if (next.has(allFilterId) && !shownKeys.has(allFilterId)) return onSelectionChange(new Set());
      next.delete(allFilterId);
    }
    onSelectionChange(next);
  }

  return (
    <TagGroup
      {...props}
      selectionMode={selectionMode}
      // Single mode always has one chip on; multiple mode treats "none" as 'All'.
      disallowEmptySelection={selectionMode === 'single'}
      selectedKeys={shownKeys}
      onSelectionChange={handleSelectionChange}
      data-slot="filter-chips"
      className={cn(filterChipsClasses, className)}
    >
      {label ? <Label>{label}</Label> : null}
      <TagList items={chips} data-slot="filter-chip-list" className={filterChipListClasses}>
        {(chip) => (
          <Tag
            id={chip.id}
            textValue={chip.label}
            isDisabled={chip.isDisabled}
            data-slot="filter-chip"
            className={filterChipClasses}
          >
            {({ isSelected }) => (
              <>
                {isSelected ? <Check aria-hidden="true" data-slot="filter-chip-check" /> : null}
                <span>{chip.label}</span>
                {chip.count === undefined ? null : (
                  <span data-slot="filter-chip-count" className={filterChipCountClasses}>
                    {chip.count}
                  </span>
                )}
              </>
            )}
          </Tag>
        )}
      </TagList>
    </TagGroup>
  );
}
