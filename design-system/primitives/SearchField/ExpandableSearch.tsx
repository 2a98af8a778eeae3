import { cva } from 'class-variance-authority';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { IconButton } from '../IconButton/IconButton';
import type { SearchField } from './SearchField';

// The search box (react-aria's SearchField and text-field code) loads when the header's search
// is first opened or hovered, not with every page.
let loadedSearchField: typeof SearchField | undefined;
async function loadSearchField() {
  loadedSearchField ??= (await import('./SearchField')).SearchField;
  return loadedSearchField;
}

const expandableSearchVariants = cva('flex items-center', {
  variants: {
    // Open, it takes the room it is given in a flex row, up to 20rem.
    isExpanded: { true: 'max-w-80 min-w-0 flex-1', false: '' },
  },
});

export interface ExpandableSearchProps {
  /** Called with the query when Enter is pressed. */
  onSubmit: (query: string) => void;
  placeholder?: string;
  /** Names both the icon button and the search box. */
  label?: string;
  className?: string;
}

/**
 * The header's search: an icon button that opens into a search box with focus in it. It
 * closes on a click outside it and on Escape in an empty box, and focus goes back to the
 * button (unless the click outside put it somewhere else).
 */
export function ExpandableSearch({
  onSubmit,
  placeholder = 'Search products...',
  label = 'Search',
  className,
}: ExpandableSearchProps) {
  const [isExpanded, setExpanded] = useState(false);
  const [Field, setField] = useState(() => loadedSearchField);
  const [query, setQuery] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasExpanded = useRef(false);

  // Close when a press starts and ends outside, like React Aria's overlays: by then the
  // browser has moved focus to whatever was clicked.
  useEffect(() => {
    if (!isExpanded) return;
    let pressStartedOutside = false;
    const isOutside = (event: PointerEvent) =>
      event.target instanceof Node && !containerRef.current?.contains(event.target);
    const onPointerDown = (event: PointerEvent) => {
      pressStartedOutside = isOutside(event);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (pressStartedOutside && isOutside(event)) setExpanded(false);
      pressStartedOutside = false;
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
    };
  }, [isExpanded]);

  // Opening moves focus into the box (it opens because the person asked for it); closing
  // gives it back to the button, unless a click outside already put it somewhere else.
  useEffect(() => {
    if (isExpanded) {
      wasExpanded.current = true;
      inputRef.current?.focus();
      return;
    }
    if (!wasExpanded.current) return;
    wasExpanded.current = false;
    const active = document.activeElement;
    // IconButton does not type `ref`, so the button is found in the container.
    if (!active || active === document.body) containerRef.current?.querySelector('button')?.focus();
  }, [isExpanded]);

  return (
    <div
      ref={containerRef}
      data-slot="expandable-search"
      data-expanded={isExpanded || undefined}
      className={cn(expandableSearchVariants({ isExpanded }), className)}
    >
      {isExpanded && Field ? (
        <Field
          inputRef={inputRef}
          aria-label={label}
          placeholder={placeholder}
          value={query}
          onChange={setQuery}
          onSubmit={onSubmit}
          onKeyDown={(event) => {
            // The field clears itself on the first Escape; the next one, in an empty box, closes it.
            if (event.key === 'Escape' && query === '') setExpanded(false);
          }}
          className="w-full"
        />
      ) : (
        <IconButton
          label={label}
          onHoverStart={() => void loadSearchField().catch(() => undefined)}
          onPress={() => {
            // The button stays until the box has loaded, then focus moves into it.
            loadSearchField()
              .then((loaded) => {
                setField(() => loaded);
                setExpanded(true);
              })
              .catch((error: unknown) => console.error('The search box did not load:', error));
          }}
        >
          <Search aria-hidden="true" />
        </IconButton>
      )}
    </div>
  );
}
