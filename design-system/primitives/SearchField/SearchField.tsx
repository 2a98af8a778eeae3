import { cva } from 'class-variance-authority';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Input as AriaInput } from 'react-aria-components/Input';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components/SearchField';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import {
  FieldDescription,
  FieldError,
  FieldGroup,
  fieldVariants,
  inputVariants,
  Label,
} from '../Field/Field';
import { IconButton } from '../IconButton/IconButton';
import type { FieldBindingProps } from '../TextField/TextField';

/** The browser's own clear button is hidden: ours is labelled and styled. */
export const searchInputVariants = cva(
  cn(
    inputVariants({ appearance: 'bare' }),
    'pl-2 [&::-webkit-search-cancel-button]:hidden [&::-webkit-search-decoration]:hidden',
  ),
);

export const searchClearButtonVariants = cva([
  'mr-1.5 size-7 flex shrink-0 cursor-pointer items-center justify-center rounded-sm text-ink-muted outline-0',
  '[&_svg]:size-4 transition-colors duration-fast',
  'data-hovered:bg-surface-muted data-hovered:text-ink data-pressed:bg-charcoal-100',
]);

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'children'>, FieldBindingProps {
  placeholder?: string;
}

/**
 * A search box: magnifier, input, and a 'Clear input' button once there is text. Escape
 * clears it; Enter calls `onSubmit(query)`. Named 'Search' unless given a label.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  isInvalid,
  validationBehavior = 'aria',
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      aria-label={props['aria-label'] ?? (label ? undefined : 'Search')}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      data-slot="search-field"
      className={composeTailwindRenderProps(className, fieldVariants())}
    >
      {({ isEmpty }) => (
        <>
          {label ? <Label>{label}</Label> : null}
          <FieldGroup>
            <Search aria-hidden="true" className="ml-3 size-4 shrink-0 text-ink-muted" />
            <AriaInput
              ref={inputRef}
              placeholder={placeholder}
              data-slot="input"
              className={searchInputVariants()}
            />
            {isEmpty ? null : (
              <AriaButton
                aria-label="Clear input"
                data-slot="search-clear"
                className={searchClearButtonVariants()}
              >
                <X aria-hidden="true" />
              </AriaButton>
            )}
          </FieldGroup>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </AriaSearchField>
  );
}

export const expandableSearchVariants = cva('flex items-center', {
  variants: {
    // Open, it takes the room it is given in a flex row, up to 20rem.
    isExpanded: { true: 'min-w-0 max-w-80 flex-1', false: '' },
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
      {isExpanded ? (
        <SearchField
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
        <IconButton label={label} onPress={() => setExpanded(true)}>
          <Search aria-hidden="true" />
        </IconButton>
      )}
    </div>
  );
}
