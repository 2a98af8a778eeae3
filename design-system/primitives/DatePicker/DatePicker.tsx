import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import {
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
} from 'react-aria-components/Calendar';
import {
  DatePicker as AriaDatePicker,
  DateInput,
  DateSegment,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import type { FieldFocusTarget } from '../Checkbox/Checkbox';
import { FieldDescription, FieldError, FieldGroup, fieldClasses, Label } from '../Field/Field';
import { IconButton } from '../IconButton/IconButton';
import { PopoverPanel } from '../Popover/Popover';

/** One editable part of the date (month, day, year); the focused one is filled charcoal. */
const dateSegmentClasses = [
  'px-0.5 rounded-sm text-ink tabular-nums caret-transparent outline-0',
  'rac-type-literal:px-0 rac-placeholder-shown:text-ink-muted rac-type-literal:text-ink-muted',
  'rac-focus:bg-primary rac-focus:text-on-primary',
  'rac-invalid:text-danger-700 rac-invalid:rac-focus:bg-danger-700 rac-invalid:rac-focus:text-white',
  'rac-disabled:text-ink-muted',
].join(' ');

/** A day in the month grid. Days before `minValue` are dimmed; unavailable ones struck through. */
const calendarCellClasses = [
  focusRing,
  'size-9 text-sm flex cursor-pointer items-center justify-center rounded-md text-ink tabular-nums',
  'transition-colors duration-fast',
  'rac-hover:bg-surface-muted rac-pressed:bg-charcoal-100',
  'rac-selected:font-semibold rac-selected:bg-primary rac-selected:text-on-primary',
  'rac-selected:rac-hover:bg-charcoal-800',
  'rac-outside-month:hidden',
  'rac-disabled:cursor-not-allowed rac-disabled:bg-transparent rac-disabled:text-charcoal-400',
  'rac-unavailable:cursor-not-allowed rac-unavailable:text-charcoal-400 rac-unavailable:line-through',
  'rac-invalid:rac-selected:bg-danger-700',
].join(' ');

export type CalendarProps<T extends DateValue> = AriaCalendarProps<T>;

/**
 * A month grid with previous/next month buttons. DatePicker shows it in its popover; it can
 * also stand alone (an availability calendar). Arrow keys move by day, Page Up/Down by month.
 */
export function Calendar<T extends DateValue>({ className, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar
      {...props}
      data-slot="calendar"
      className={composeTailwindRenderProps(className, 'flex flex-col gap-3')}
    >
      <header className="flex items-center gap-2" data-slot="calendar-header">
        <IconButton slot="previous" label="Previous month" size="sm">
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <Heading className="flex-1 text-center font-display text-base font-semibold" />
        <IconButton slot="next" label="Next month" size="sm">
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </header>
      <CalendarGrid className="border-separate border-spacing-0.5" data-slot="calendar-grid">
        <CalendarGridHeader>
          {(day) => (
            <CalendarHeaderCell className="pb-1 text-xs font-medium text-ink-muted">
              {day}
            </CalendarHeaderCell>
          )}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={calendarCellClasses} />}
        </CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}

export interface DatePickerProps<T extends DateValue> extends Omit<
  AriaDatePickerProps<T>,
  'children' | 'className' | 'validationBehavior'
> {
  /** The field's name on screen, e.g. 'Event Date'. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the field, linked to it as its description. */
  description?: ReactNode;
  /**
   * The form's error; when set the field is invalid and shows it as an alert. Without it,
   * React Aria's own message shows for a date outside `minValue`/`maxValue` or unavailable.
   */
  errorMessage?: string;
  /** Receives `focus()`, which focuses the first date segment (for RHF's `field.ref`). */
  inputRef?: Ref<FieldFocusTarget>;
  className?: string;
}

/**
 * A date typed segment by segment (month, day, year with the arrow keys or digits) or picked
 * from a calendar that the 'Calendar' button opens. Values are `@internationalized/date`
 * objects, e.g. `parseDate('2026-12-01')`. Use `minValue` for "in the future" rules and
 * `isDateUnavailable` for blocked days.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  isInvalid,
  inputRef,
  className,
  ...props
}: DatePickerProps<T>) {
  const fieldRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(inputRef, () => ({
    focus: () => fieldRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
  }));
  return (
    <AriaDatePicker
      {...props}
      ref={fieldRef}
      validationBehavior="aria"
      isInvalid={isInvalid || Boolean(errorMessage) || undefined}
      data-slot="date-picker"
      className={composeTailwindRenderProps(className, fieldClasses)}
    >
      {label ? <Label>{label}</Label> : null}
      <FieldGroup className="gap-1 pr-1">
        <DateInput className="flex flex-1 items-center px-3 text-sm" data-slot="date-input">
          {(segment) => <DateSegment segment={segment} className={dateSegmentClasses} />}
        </DateInput>
        <IconButton label="Calendar" size="sm" data-slot="date-picker-trigger">
          <CalendarDays aria-hidden="true" />
        </IconButton>
      </FieldGroup>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <PopoverPanel className="w-auto max-w-none">
        <Dialog className="p-4 outline-hidden" data-slot="date-picker-dialog">
          <Calendar />
        </Dialog>
      </PopoverPanel>
    </AriaDatePicker>
  );
}
