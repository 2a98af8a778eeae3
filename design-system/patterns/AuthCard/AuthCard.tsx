import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';

/** The band behind the card: muted, with the card centred and room around it. */
const authCardPageClasses = 'px-4 py-10 md:py-16 w-full bg-surface-muted';

const authCardClasses = 'mx-auto gap-6 px-6 py-8 sm:px-8 w-full max-w-md shadow-md';

const authCardIconClasses =
  'size-12 [&_svg]:size-6 flex items-center justify-center rounded-pill bg-ember-50 text-ember-700';

export interface AuthCardProps {
  /** The page's h1, e.g. 'Login', 'Create your account', 'Reset your password'. */
  title: ReactNode;
  /** One line under the title: what this step is for. */
  description?: ReactNode;
  /** A lucide icon with `aria-hidden="true"` above the title. */
  icon?: ReactNode;
  /** A note or Alert above the content, e.g. 'Your password has been changed.' */
  notice?: ReactNode;
  /** The form (or the step's content). */
  children: ReactNode;
  /** Under a rule at the bottom: the way to the other account screens, e.g. 'No account? Register'. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The frame of the account screens (login, register, forgot password, the code steps): a
 * narrow card on a muted band with an icon, the page title and a line of explanation, then
 * the form, then links to the other account screens. One h1 per page: the card's title.
 */
export function AuthCard({
  title,
  description,
  icon,
  notice,
  children,
  footer,
  className,
}: AuthCardProps) {
  return (
    <div data-slot="auth-card-page" className={cn(authCardPageClasses, className)}>
      <Card data-slot="auth-card" className={authCardClasses}>
        <header
          data-slot="auth-card-header"
          className="flex flex-col items-center gap-3 text-center"
        >
          {icon ? (
            <span aria-hidden="true" data-slot="auth-card-icon" className={authCardIconClasses}>
              {icon}
            </span>
          ) : null}
          <Heading level={1} size="xl">
            {title}
          </Heading>
          {description ? (
            <Text tone="muted" size="sm" leading="relaxed">
              {description}
            </Text>
          ) : null}
        </header>
        {notice ? <div data-slot="auth-card-notice">{notice}</div> : null}
        <div data-slot="auth-card-content" className="flex flex-col gap-6">
          {children}
        </div>
        {footer ? (
          <div
            data-slot="auth-card-footer"
            className="flex flex-col items-center gap-2 border-t border-line pt-5 text-center text-sm text-ink-muted"
          >
            {footer}
          </div>
        ) : null}
      </Card>
    </div>
  );
}
