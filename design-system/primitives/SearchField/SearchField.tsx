import { Search, X } from 'lucide-react';
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
  fieldClasses,
  inputVariants,
  Label,
} from '../Field/Field';
import type { FieldBindingProps } from '../TextField/TextField';

/** The browser's own clear button is hidden: ours is labelled and styled. */
const searchInputClasses = cn(
  inputVariants({ appearance: 'bare' }),
  'pl-2 [&::-webkit-search-cancel-button]:hidden [&::-webkit-search-decoration]:hidden',
);

const searchClearButtonClasses = [
  'mr-1.5 size-7 flex shrink-0 cursor-pointer items-center justify-center rounded-sm text-ink-muted outline-0',
  '[&_svg]:size-4 transition-colors duration-fast',
  'rac-hover:bg-surface-muted rac-hover:text-ink rac-pressed:bg-charcoal-100',
].join(' ');

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
      className={composeTailwindRenderProps(className, fieldClasses)}
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
              className={searchInputClasses}
            />
            {isEmpty ? null : (
              <AriaButton
                aria-label="Clear input"
                data-slot="search-clear"
                className={searchClearButtonClasses}
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
