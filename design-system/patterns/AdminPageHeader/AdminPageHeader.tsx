import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/Heading/Heading';
import { BackLink } from '../../primitives/Link/Link';
import { Text } from '../../primitives/Text/Text';

const adminPageHeaderClasses =
  'gap-4 pb-6 mb-6 flex flex-col border-b border-line sm:flex-row sm:items-end sm:justify-between';

export interface AdminPageHeaderProps {
  /** The page's h1, e.g. 'Product Management'. */
  title: ReactNode;
  description?: ReactNode;
  /** The page's main actions, e.g. 'Add Product'. */
  actions?: ReactNode;
  /** Where the back link goes: the console, for every admin screen. */
  backHref: string;
  backLabel?: string;
  className?: string;
}

/**
 * The top of every admin screen: the back link to the console, the page title, a line of
 * description and the page's main actions (Add Product, Export Orders, …).
 */
export function AdminPageHeader({
  title,
  description,
  actions,
  backHref,
  backLabel = 'Back to Admin Console',
  className,
}: AdminPageHeaderProps) {
  return (
    <header data-slot="admin-page-header" className={cn(adminPageHeaderClasses, className)}>
      <div className="flex min-w-0 flex-col gap-2">
        <BackLink href={backHref}>{backLabel}</BackLink>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        {description ? <Text tone="muted">{description}</Text> : null}
      </div>
      {actions ? (
        <div data-slot="admin-page-header-actions" className="flex flex-wrap items-center gap-2">
          {actions}
        </div>
      ) : null}
    </header>
  );
}
