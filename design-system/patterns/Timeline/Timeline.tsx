import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';

export interface TimelineEntry {
  /** A stable key; defaults to the year. */
  id?: string;
  /** Shown in the marker, e.g. 2015 or 'Spring 2024'. */
  year: ReactNode;
  title: ReactNode;
  description?: ReactNode;
}

/** A vertical rule on the left with every entry hanging off it. */
const timelineClasses =
  'gap-8 pl-8 before:inset-y-2 before:left-3 before:w-0.5 relative flex flex-col before:absolute before:rounded-pill before:bg-line';

/** The dot on the rule, ringed in the canvas colour so the rule seems to pass behind it. */
const timelineMarkerClasses =
  'top-1.5 -left-7 size-4.5 absolute rounded-pill border-4 border-ember-700 bg-canvas ring-4 ring-canvas';

const timelineYearClasses =
  'text-sm font-bold tracking-widest font-display text-ember-700 uppercase tabular-nums';

export interface TimelineProps extends Omit<ComponentProps<'ol'>, 'children'> {
  entries: TimelineEntry[];
  /** The heading level of each entry's title: 3 under a section's h2. */
  headingLevel?: 3 | 4;
}

/**
 * Milestones in order, oldest first: the About page's story from the backyard pit to today.
 * An ordered list, so screen readers announce the position of each entry.
 */
export function Timeline({ entries, headingLevel = 3, className, ...props }: TimelineProps) {
  return (
    <ol {...props} data-slot="timeline" className={cn(timelineClasses, className)}>
      {entries.map((entry, index) => (
        <li
          key={
            entry.id ??
            (typeof entry.year === 'string' || typeof entry.year === 'number'
              ? String(entry.year)
              : index)
          }
          data-slot="timeline-entry"
          className="relative flex flex-col gap-1"
        >
          <span aria-hidden="true" data-slot="timeline-marker" className={timelineMarkerClasses} />
          <p data-slot="timeline-year" className={timelineYearClasses}>
            {entry.year}
          </p>
          <Heading level={headingLevel} size="md">
            {entry.title}
          </Heading>
          {entry.description ? (
            <Text size="sm" tone="muted" leading="relaxed">
              {entry.description}
            </Text>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
