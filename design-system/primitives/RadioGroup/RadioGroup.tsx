import { cva, type VariantProps } from 'class-variance-authority';
import {
  createContext,
  useContext,
  useImperativeHandle,
  useRef,
  type ReactNode,
  type Ref,
} from 'react';
import {
  RadioGroup as AriaRadioGroup,
  RadioButton,
  RadioField,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import type { FieldFocusTarget } from '../Checkbox/Checkbox';
import { FieldDescription, FieldError, fieldClasses, Label } from '../Field/Field';

type RadioVariant = 'list' | 'cards';

/** The group's look reaches its Radio items through context. */
const RadioVariantContext = createContext<RadioVariant>('list');

/** How the options are laid out: a list of circles, or tiles that wrap into columns. */
const radioGroupItemsVariants = cva('', {
  variants: {
    variant: { list: 'flex', cards: 'grid gap-3' },
    orientation: { vertical: '', horizontal: '' },
  },
  compoundVariants: [
    { variant: 'list', orientation: 'vertical', className: 'flex-col gap-3' },
    { variant: 'list', orientation: 'horizontal', className: 'flex-row flex-wrap gap-x-6 gap-y-3' },
    { variant: 'cards', orientation: 'vertical', className: 'grid-cols-1' },
    {
      variant: 'cards',
      orientation: 'horizontal',
      className: 'grid-cols-[repeat(auto-fill,minmax(--spacing(36),1fr))]',
    },
  ],
  defaultVariants: { variant: 'list', orientation: 'vertical' },
});

/**
 * The clickable part (a label around the hidden input). It carries the focus ring; as a
 * tile it is bordered and a ring marks the chosen one. Named group, so the circle reads its state.
 */
const radioVariants = cva(
  [
    focusRing,
    'group/radio flex cursor-pointer items-start gap-3 text-ink',
    'rac-disabled:cursor-not-allowed',
  ],
  {
    variants: {
      variant: {
        list: 'w-fit rounded-sm text-sm rac-disabled:opacity-55',
        cards: [
          'h-full rounded-lg border border-line bg-surface p-4 transition-colors duration-fast',
          'rac-hover:border-line-strong rac-pressed:bg-surface-muted',
          'rac-selected:border-primary rac-selected:ring-1 rac-selected:ring-primary',
          'rac-invalid:border-danger-700',
          'rac-disabled:border-line rac-disabled:bg-surface-muted rac-disabled:text-ink-muted',
        ],
      },
    },
    defaultVariants: { variant: 'list' },
  },
);

/** The circle: a thick charcoal border leaves a white dot when chosen. */
const radioCircleClasses = [
  'size-5 shrink-0 rounded-pill border-2 border-line-strong bg-surface transition-all duration-fast',
  'group-rac-hover/radio:border-charcoal-600',
  'group-rac-selected/radio:border-6 group-rac-selected/radio:border-primary',
  'group-rac-invalid/radio:border-danger-700',
  'group-rac-disabled/radio:border-charcoal-300 group-rac-disabled/radio:bg-surface-muted',
].join(' ');

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className'> {
  /** The option's name, e.g. '8 oz' or 'Home'. */
  children: ReactNode;
  /** A second line, e.g. the price '$12.99'. */
  detail?: ReactNode;
  /** A short status under it, e.g. 'Out of stock' on a disabled size. */
  note?: ReactNode;
  className?: string;
}

/** One option of a RadioGroup. Its detail and note are part of what is announced. */
export function Radio({ children, detail, note, className, ...props }: RadioProps) {
  const variant = useContext(RadioVariantContext);
  return (
    <RadioField
      {...props}
      data-slot="radio"
      className={composeTailwindRenderProps(className, 'min-w-0')}
    >
      <RadioButton data-slot="radio-button" className={radioVariants({ variant })}>
        <span aria-hidden="true" data-slot="radio-circle" className={radioCircleClasses} />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span
            data-slot="radio-label"
            className={variant === 'cards' ? 'font-semibold' : undefined}
          >
            {children}
          </span>
          {detail ? (
            <span data-slot="radio-detail" className="text-sm text-ink-muted">
              {detail}
            </span>
          ) : null}
          {note ? (
            <span data-slot="radio-note" className="text-xs font-medium text-ink-muted">
              {note}
            </span>
          ) : null}
        </span>
      </RadioButton>
    </RadioField>
  );
}

export interface RadioGroupProps
  extends
    Omit<AriaRadioGroupProps, 'children' | 'className' | 'validationBehavior' | 'orientation'>,
    VariantProps<typeof radioGroupItemsVariants> {
  /** The question, e.g. 'Size'. Without it, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  /** The form's error; when set the group is invalid and shows it as an alert. */
  errorMessage?: string;
  /** `Radio` items. */
  children: ReactNode;
  /** Receives `focus()`, which focuses the chosen option or else the first enabled one. */
  inputRef?: Ref<FieldFocusTarget>;
  className?: string;
}

/**
 * Exactly one choice from a short list. `variant="cards"` shows each option as a tile with a
 * title and a detail line: the product page's sizes ('8 oz' + '$12.99', out-of-stock sizes
 * disabled), catering packages, address types. Arrow keys move the choice and skip disabled
 * options; Tab leaves the group.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  variant = 'list',
  orientation = 'vertical',
  isInvalid,
  inputRef,
  className,
  ...props
}: RadioGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(inputRef, () => ({
    focus: () => {
      const group = groupRef.current;
      const target =
        group?.querySelector<HTMLInputElement>('input:checked:not(:disabled)') ??
        group?.querySelector<HTMLInputElement>('input:not(:disabled)');
      target?.focus();
    },
  }));
  return (
    <AriaRadioGroup
      {...props}
      ref={groupRef}
      orientation={orientation ?? undefined}
      validationBehavior="aria"
      isInvalid={isInvalid || Boolean(errorMessage) || undefined}
      data-slot="radio-group"
      className={composeTailwindRenderProps(className, `${fieldClasses} gap-2`)}
    >
      {label ? <Label>{label}</Label> : null}
      <RadioVariantContext.Provider value={variant ?? 'list'}>
        <div
          data-slot="radio-group-items"
          className={radioGroupItemsVariants({ variant, orientation })}
        >
          {children}
        </div>
      </RadioVariantContext.Provider>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
