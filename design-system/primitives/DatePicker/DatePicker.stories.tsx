import { parseDate, type CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DatePicker } from './DatePicker';

/**
 * Use DatePicker for a single calendar date: the catering quote's Event Date, a birthdate,
 * a report range start. People can type the date segment by segment or pick it from the
 * calendar. Pass `minValue` for dates that must be in the future (in the app:
 * `today(getLocalTimeZone())`; stories use a fixed date so they render the same every day)
 * and `isDateUnavailable` for days that cannot be booked.
 */
const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: {
    label: 'Event Date',
    description: 'We need at least 48 hours notice.',
    minValue: parseDate('2026-12-01'),
    // The month the calendar opens on when no date is chosen yet (never "today" in stories).
    placeholderValue: parseDate('2026-12-01'),
    onChange: fn(),
    className: 'max-w-xs',
  },
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The last value handed to onChange, as an ISO date. */
function lastChange(onChange: unknown): string | undefined {
  const calls = (onChange as { mock: { calls: [CalendarDate | null][] } }).mock.calls;
  return calls.at(-1)?.[0]?.toString();
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    // Pointer: open the calendar and pick the 15th.
    await userEvent.click(canvas.getByRole('button', { name: /^Calendar/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /December 15, 2026/ }));
    await expect(lastChange(args.onChange)).toBe('2026-12-15');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveTextContent('12');
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveTextContent('15');
    await expect(canvas.getByRole('spinbutton', { name: /year/i })).toHaveTextContent('2026');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await expect(month).toHaveFocus();
    // The whole box shows focus while a segment is being edited.
    await expect(canvasElement.querySelector('[data-slot="field-group"]')).toHaveAttribute(
      'data-focus-within',
      'true',
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(month).toHaveTextContent('12');
  },
};

/** Typing: digits fill a segment and move to the next; Tab reaches the Calendar button. */
export const KeyboardEntry: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('12182026');
    await expect(lastChange(args.onChange)).toBe('2026-12-18');
    await userEvent.tab();
    const calendarButton = canvas.getByRole('button', { name: /^Calendar/ });
    await expect(calendarButton).toHaveFocus();
    // Keyboard in the calendar: Enter opens it on the chosen day; arrows move; Enter picks.
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /December 18, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(lastChange(args.onChange)).toBe('2026-12-26');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(calendarButton).toHaveFocus();
  },
};

export const MonthNavigation: Story = {
  args: { defaultValue: parseDate('2026-12-24') },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Calendar/ }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await expect(within(dialog).getByRole('heading', { name: 'January 2027' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /January 8, 2027/ }));
    await expect(lastChange(args.onChange)).toBe('2027-01-08');
    await userEvent.click(canvas.getByRole('button', { name: /^Calendar/ }));
    const reopened = await body.findByRole('dialog');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Previous month' }));
    await expect(within(reopened).getByRole('heading', { name: 'December 2026' })).toBeVisible();
    // November is before minValue: there is nothing earlier to go to.
    await expect(within(reopened).getByRole('button', { name: 'Previous month' })).toBeDisabled();
  },
};

/** A date typed before `minValue` shows React Aria's message as an alert. */
export const BeforeMinValue: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('11202026');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Value must be 12/1/2026 or later.');
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Closed days are struck through in the calendar and refused when typed. */
export const UnavailableDates: Story = {
  args: {
    label: 'Pickup date',
    description: 'Closed on Christmas Day and New Year’s Day.',
    isDateUnavailable: (date) =>
      (date.month === 12 && date.day === 25) || (date.month === 1 && date.day === 1),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Calendar/ }));
    const dialog = await body.findByRole('dialog');
    const christmas = within(dialog).getByRole('button', { name: /December 25, 2026/ });
    await expect(christmas).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('12252026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Selected date unavailable.');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2026-12-12') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Calendar/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Calendar/ }), {
      pointerEventsCheck: 0,
    });
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label: 'Preferred date for your Smokehouse Feast tasting and pitmaster consultation',
    description:
      'Tastings run Thursday to Saturday. Large events over 50 guests need at least 7 days notice, so pick a date at least a week out.',
    defaultValue: parseDate('2026-12-17'),
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Calendar/ }));
    const dialog = await body.findByRole('dialog');
    const bounds = dialog.getBoundingClientRect();
    await expect(bounds.right).toBeLessThanOrEqual(390);
    await userEvent.click(within(dialog).getByRole('button', { name: /December 31, 2026/ }));
    await expect(lastChange(args.onChange)).toBe('2026-12-31');
  },
};

const requestQuote = fn();

function QuoteForm({
  onSubmit,
}: {
  onSubmit: (values: { eventDate: CalendarDate | null }) => void;
}) {
  const { control, handleSubmit } = useForm<{ eventDate: CalendarDate | null }>({
    defaultValues: { eventDate: null },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-xs flex-col gap-4">
      <Controller
        control={control}
        name="eventDate"
        rules={{ required: 'This field is required' }}
        render={({ field, fieldState }) => (
          <DatePicker
            label="Event Date"
            minValue={parseDate('2026-12-01')}
            placeholderValue={parseDate('2026-12-01')}
            isRequired
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">Submit Request</Button>
    </form>
  );
}

/** Bound with react-hook-form's Controller, as the catering quote form does. */
export const WithReactHookForm: Story = {
  render: () => <QuoteForm onSubmit={requestQuote} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This field is required');
    // react-hook-form focuses the first invalid field through `inputRef`: the month segment.
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await waitFor(() => expect(month).toHaveFocus());
    await userEvent.keyboard('12192026');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(requestQuote).toHaveBeenCalledOnce());
    const [values] = requestQuote.mock.calls[0]!;
    await expect(String(values.eventDate)).toBe('2026-12-19');
  },
};
