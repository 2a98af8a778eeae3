import { FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import type { SearchChange } from '@app/use-latest-search-params';

export interface StatusChipsProps<Id extends string> {
  /** Names the chips for assistive technology, e.g. 'E-mail status'. */
  label: string;
  views: readonly { id: Id; label: string }[];
  view: Id;
  /** The view the list opens on: choosing it leaves `?status=` out of the URL. */
  defaultView: Id;
  /** The screen's setter from useLatestSearchParams. */
  setParams: (change: SearchChange) => void;
}

/** A console list's status chips (one at a time), the choice kept in the URL's `?status=`. */
export function StatusChips<Id extends string>({
  label,
  views,
  view,
  defaultView,
  setParams,
}: StatusChipsProps<Id>) {
  return (
    <FilterChips
      aria-label={label}
      selectionMode="single"
      options={views.map((option) => ({ id: option.id, label: option.label }))}
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        setParams((latest) => {
          const next = new URLSearchParams(latest);
          if (key === undefined || key === defaultView) next.delete('status');
          else next.set('status', String(key));
          return next;
        });
      }}
    />
  );
}
