import { ChevronRight } from 'lucide-react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
} from 'react-aria-components/Breadcrumbs';
import { Link as AriaLink } from 'react-aria-components/Link';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

const breadcrumbsClasses = 'gap-x-1.5 gap-y-1 text-sm flex flex-wrap items-center';

const breadcrumbClasses = 'gap-1.5 min-w-0 flex items-center';

/** Earlier pages are quiet links; the current page is plain ink text, not a link. */
const breadcrumbLinkClasses = [
  focusRing,
  'rounded-sm text-ink-muted underline-offset-4 transition-colors duration-fast',
  'rac-hover:cursor-pointer rac-hover:text-ember-700 rac-hover:underline',
  'rac-current:font-medium rac-current:max-w-full rac-current:cursor-default rac-current:truncate rac-current:text-ink rac-current:no-underline',
].join(' ');

const breadcrumbSeparatorClasses = 'size-4 shrink-0 text-charcoal-500';

export interface BreadcrumbItem {
  /** Defaults to the href (or the label for the current page). */
  id?: string;
  label: string;
  /** Where the crumb leads; the last item is the current page and needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top of the site down to the current page, which comes last. */
  items: BreadcrumbItem[];
  /** Names the navigation landmark; 'Breadcrumb' by default. */
  label?: string;
  className?: string;
}

/**
 * Where the page sits in the shop: Home › Shop › Seasonings › Texas Brisket Rub. A
 * navigation landmark with an ordered list; the last crumb is the current page
 * (aria-current="page") and is not a link. Long names wrap, the current one truncates.
 */
export function Breadcrumbs({ items, label = 'Breadcrumb', className }: BreadcrumbsProps) {
  const keyed = items.map((item) => ({ ...item, id: item.id ?? item.href ?? item.label }));
  return (
    <nav aria-label={label} data-slot="breadcrumbs-nav" className={cn('min-w-0', className)}>
      <AriaBreadcrumbs items={keyed} data-slot="breadcrumbs" className={breadcrumbsClasses}>
        {(item) => (
          <AriaBreadcrumb id={item.id} data-slot="breadcrumb" className={breadcrumbClasses}>
            {({ isCurrent }) => (
              <>
                <AriaLink
                  href={isCurrent ? undefined : item.href}
                  data-slot="breadcrumb-link"
                  className={breadcrumbLinkClasses}
                >
                  {item.label}
                </AriaLink>
                {isCurrent ? null : (
                  <ChevronRight
                    aria-hidden="true"
                    data-slot="breadcrumb-separator"
                    className={breadcrumbSeparatorClasses}
                  />
                )}
              </>
            )}
          </AriaBreadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
