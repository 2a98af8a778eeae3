import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';

const notAuthorisedClasses = 'px-4 py-10 md:py-16 w-full flex justify-center';

export interface NotAuthorisedProps {
  /** Who is signed in, e.g. 'customer@example.com': said in the text so the reason is clear. */
  accountLabel?: string;
  /** What the page is, e.g. 'the admin console'. */
  area?: string;
  /** The group the page needs, e.g. 'admin'. */
  requiredGroup?: string;
  /** Where 'Go to the home page' leads. */
  homeHref: string;
  /** Where 'Sign in with another account' leads, e.g. '/login?redirect=%2Fadmin-console'. */
  signInHref: string;
  /** Replaces the default explanation. */
  description?: ReactNode;
  className?: string;
}

/**
 * The page a signed-in person sees when their account lacks the permission a page needs
 * (the admin group for the admin screens): the heading 'Not authorised', why, and two ways
 * on: home, or signing in with another account.
 */
export function NotAuthorised({
  accountLabel,
  area = 'this page',
  requiredGroup,
  homeHref,
  signInHref,
  description,
  className,
}: NotAuthorisedProps) {
  const who = accountLabel
    ? `You are signed in as ${accountLabel}, and that account`
    : 'Your account';
  const onlyFor = requiredGroup ? ` It is only for members of the ${requiredGroup} group.` : '';
  return (
    <div data-slot="not-authorised" className={cn(notAuthorisedClasses, className)}>
      <EmptyState
        headingLevel={1}
        icon={<ShieldAlert aria-hidden="true" />}
        title="Not authorised"
        description={
          description ??
          `${who} cannot open ${area}.${onlyFor} Ask an administrator if you need access.`
        }
        action={
          <>
            <LinkButton href={homeHref} variant="accent">
              Go to the home page
            </LinkButton>
            <LinkButton href={signInHref} variant="outline">
              Sign in with another account
            </LinkButton>
          </>
        }
      />
    </div>
  );
}
