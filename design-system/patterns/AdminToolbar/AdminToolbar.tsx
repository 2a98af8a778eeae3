import { SlidersHorizontal } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button/Button';
import { SearchField } from '../../primitives/SearchField/SearchField';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';

const adminToolbarClasses = 'gap-4 flex flex-col';

/** The panel the Filters toggle opens: a tinted box, its chip groups side by side from md. */
const adminFilterPanelClasses =
  'gap-6 p-4 flex flex-col rounded-lg border border-line bg-surface-muted md:flex-row md:flex-wrap md:items-start';

export interface AdminToolbarProps {
  /** The search box's text (controlled). */
  searchValue: string;
  onSearchChange: (value: string) => void;
  /** The search box's accessible name; 'Search' by default (the spec's label). */
  searchLabel?: string;
  /** e.g. 'Search by name or brand...'. */
  searchPlaceholder?: string;
  /** Whether the filter panel is open (the Filters toggle is pressed). */
  isFiltersOpen: boolean;
  onFiltersOpenChange: (isOpen: boolean) => void;
  /** The panel's content: FilterChips groups and the like. Without it there is no toggle. */
  filters?: ReactNode;
  /** Always-visible chips under the search, e.g. the order status chips. */
  chips?: ReactNode;
  /** Whether any filter or search is active: shows 'Clear all filters'. */
  hasActiveFilters?: boolean;
  /** Clears the search and every filter. */
  onClearFilters?: () => void;
  className?: string;
}

/**
 * The bar above an admin table: a search box, a 'Filters' toggle that opens a panel of
 * filter chips, an optional row of always-visible chips and a 'Clear all filters' link
 * while anything is filtered. The screen owns the values (keep them in the URL).
 */
export function AdminToolbar({
  searchValue,
  onSearchChange,
  searchLabel = 'Search',
  searchPlaceholder,
  isFiltersOpen,
  onFiltersOpenChange,
  filters,
  chips,
  hasActiveFilters = false,
  onClearFilters,
  className,
}: AdminToolbarProps) {
  const panelId = useId();
  const clear =
    hasActiveFilters && onClearFilters ? (
      <Button variant="link" size="sm" onPress={onClearFilters} data-slot="admin-toolbar-clear">
        Clear all filters
      </Button>
    ) : null;
  return (
    <div data-slot="admin-toolbar" className={cn(adminToolbarClasses, className)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          value={searchValue}
          onChange={onSearchChange}
          className="w-full sm:max-w-md"
        />
        <div className="flex items-center justify-between gap-3">
          {filters ? (
            <ToggleButton
              isSelected={isFiltersOpen}
              onChange={onFiltersOpenChange}
              aria-controls={isFiltersOpen ? panelId : undefined}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters
            </ToggleButton>
          ) : null}
          {isFiltersOpen && filters ? null : clear}
        </div>
      </div>
      {chips ? <div data-slot="admin-toolbar-chips">{chips}</div> : null}
      {filters && isFiltersOpen ? (
        <div
          id={panelId}
          role="group"
          aria-label="Filters"
          data-slot="admin-filter-panel"
          className={adminFilterPanelClasses}
        >
          {filters}
          {clear ? <div className="md:ms-auto md:self-end">{clear}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
