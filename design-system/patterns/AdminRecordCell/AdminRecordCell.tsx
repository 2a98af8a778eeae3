import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Image } from '../../primitives/Image/Image';

/** Wide enough that the table scrolls sideways on a phone rather than squeezing the name. */
const adminRecordCellClasses = 'gap-3 min-w-56 flex items-center';

const adminRecordThumbnailClasses = 'size-12 shrink-0 border border-line';

export interface AdminRecordCellProps {
  /** The record's name, e.g. 'Texas Brisket Rub' or 'FF-2024-0015'. */
  title: ReactNode;
  /** Secondary lines under the name, e.g. ['Forge & Flame', '3 sizes']. */
  details?: ReactNode[];
  /** A thumbnail; decorative by default, since the name sits beside it. */
  imageSrc?: string;
  imageAlt?: string;
  className?: string;
}

/**
 * The first cell of an admin table row: an optional square thumbnail, the record's name
 * and a line or two of detail ('Forge & Flame · 3 sizes', 'Serves 12', '2 items').
 */
export function AdminRecordCell({
  title,
  details = [],
  imageSrc,
  imageAlt = '',
  className,
}: AdminRecordCellProps) {
  return (
    <div data-slot="admin-record-cell" className={cn(adminRecordCellClasses, className)}>
      {imageSrc ? (
        <Image
          src={imageSrc}
          alt={imageAlt}
          ratio="square"
          rounded="md"
          className={adminRecordThumbnailClasses}
        />
      ) : null}
      <div className="flex min-w-0 flex-col gap-0.5">
        <span data-slot="admin-record-title" className="font-semibold text-ink">
          {title}
        </span>
        {details.length > 0 ? (
          <span data-slot="admin-record-details" className="text-xs text-ink-muted">
            {details.map((detail, index) => (
              <span key={index}>
                {index > 0 ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                  </>
                ) : null}
                {detail}
              </span>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
