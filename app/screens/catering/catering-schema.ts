import { parseDate, type CalendarDate } from '@internationalized/date';
import { z } from 'zod';
import {
  cateringNoticeHours,
  largeCateringGuests,
  largeCateringNoticeDays,
} from '@domain/constants';
import type { CateringPackage } from '@domain/types';
import { emailField, required } from '../../forms/validators';

/** The most guests the catering kitchen serves at one event (a larger one is a phone call). */
export const maxCateringGuests = 500;

/** 48 hours' notice, counted in whole days: the event is at least two days after today. */
export const cateringNoticeDays = cateringNoticeHours / 24;

function toDate(value: string): CalendarDate | undefined {
  try {
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDate(value) : undefined;
  } catch {
    return undefined;
  }
}

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'December 3, 2026': the earliest date a message can offer. */
export function formatEventDate(date: CalendarDate): string {
  return longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** The first day an event for this many guests can be booked. */
export function earliestEventDate(today: string, guests: number | undefined): CalendarDate {
  const isLarge = guests !== undefined && Number.isFinite(guests) && guests >= largeCateringGuests;
  return parseDate(today).add({ days: isLarge ? largeCateringNoticeDays : cateringNoticeDays });
}

/**
 * The 'Request a Quote' form. `today` is the visitor's date ('YYYY-MM-DD'), passed in so the
 * rules are testable: the event must be in the future (today excluded), with the spec's 48
 * hours' notice (two days ahead) and a week's notice for 50 or more guests; the guests must
 * reach the chosen package's minimum.
 */
export function cateringQuoteSchema(packages: readonly CateringPackage[], today: string) {
  const todayDate = parseDate(today);
  const noticeDate = todayDate.add({ days: cateringNoticeDays });
  return (
    z
      .object({
        name: required('Name'),
        email: emailField(),
        eventDate: required('Event date').superRefine((value, context) => {
          if (value.trim() === '') return; // It already has its message.
          const date = toDate(value);
          if (!date) {
            context.addIssue({ code: 'custom', message: 'Enter the date as MM/DD/YYYY' });
          } else if (date.compare(todayDate) <= 0) {
            context.addIssue({ code: 'custom', message: 'The event date must be in the future' });
          } else if (date.compare(noticeDate) < 0) {
            context.addIssue({
              code: 'custom',
              message: `Catering needs ${cateringNoticeHours} hours notice: choose ${formatEventDate(noticeDate)} or later`,
            });
          }
        }),
        guests: z
          .number({ error: 'Number of guests is required' })
          .int('Enter a whole number of guests')
          .min(1, 'Enter at least 1 guest')
          .max(
            maxCateringGuests,
            `For more than ${maxCateringGuests} guests, please call our catering team`,
          ),
        packageId: z
          .string({ error: 'Package is required' })
          .min(1, 'Package is required')
          .refine(
            (id) => id === '' || packages.some((pkg) => pkg.id === id),
            'Choose one of our packages',
          ),
        details: z.string().trim().max(2000, 'Keep the event details under 2000 characters'),
      })
      // The rules that need two fields; they run once the guests are a number.
      .superRefine((form, context) => {
        const date = toDate(form.eventDate);
        const earliest = earliestEventDate(today, form.guests);
        if (date && date.compare(noticeDate) >= 0 && date.compare(earliest) < 0) {
          context.addIssue({
            code: 'custom',
            path: ['eventDate'],
            message: `Events for ${largeCateringGuests} or more guests need a week's notice: choose ${formatEventDate(earliest)} or later`,
          });
        }
        const chosen = packages.find((pkg) => pkg.id === form.packageId);
        if (chosen && Number.isInteger(form.guests) && form.guests < chosen.minGuests) {
          context.addIssue({
            code: 'custom',
            path: ['guests'],
            message: `${chosen.name} needs at least ${chosen.minGuests} guests`,
          });
        }
      })
  );
}

export type CateringQuoteInput = z.input<ReturnType<typeof cateringQuoteSchema>>;
export type CateringQuote = z.output<ReturnType<typeof cateringQuoteSchema>>;

/** The form before anything is typed: no package, no guests yet. */
export const emptyCateringQuote: CateringQuoteInput = {
  name: '',
  email: '',
  eventDate: '',
  guests: Number.NaN,
  packageId: '',
  details: '',
};

/** The estimate shown with the confirmation: guests × the package's price per person. */
export function estimateCents(pkg: CateringPackage, guests: number): number {
  return pkg.pricePerPersonCents * guests;
}
