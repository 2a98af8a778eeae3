import { cva } from 'class-variance-authority';
import { CloudOff, Flame, RefreshCw, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button/Button';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';

/**
 * Why a page could not be shown: the store's API did not answer (`unreachable`), the page's
 * code is gone after a new version went live (`outdated`), or anything else (`unexpected`).
 */
export type PageFailureReason = 'unreachable' | 'outdated' | 'unexpected';

/** What each failure says; the title also names the browser tab. */
export const pageFailureCopy = {
  unreachable: {
    icon: CloudOff,
    title: "The store can't be reached right now",
    description:
      'Your cart and favorites are safe in this browser. Check your connection, then try again.',
    retry: 'Try again',
  },
  outdated: {
    icon: RefreshCw,
    title: "This page didn't load",
    description:
      'The shop has been updated since you opened it. Reload the page to get the newest version.',
    retry: 'Reload the page',
  },
  unexpected: {
    icon: TriangleAlert,
    title: 'Something went wrong',
    description: 'This page ran into a problem on our side. Try again, or go somewhere else.',
    retry: 'Try again',
  },
} as const satisfies Record<PageFailureReason, object>;

const pageFailureVariants = cva('flex w-full flex-col items-center px-4', {
  variants: {
    /** `inShell` sits between the header and footer; `standalone` is the whole page. */
    frame: {
      inShell: 'py-10 md:py-16',
      standalone: 'gap-8 py-16 md:py-24',
    },
  },
  defaultVariants: { frame: 'inShell' },
});

export interface PageFailureProps {
  reason: PageFailureReason;
  /** 'Try again' (load the page's data again) or, when outdated, 'Reload the page'. */
  onRetry: () => void;
  /** While the retry runs: the button shows a spinner and ignores presses. */
  isRetrying?: boolean;
  /** The way out beside the retry, e.g. `{ href: '/', label: 'Go to the home page' }`. */
  exit?: { href: string; label: string };
  /** Only when the shop's own header failed too: the page then names the shop itself. */
  brandName?: string;
  /** The failed request's id (the API's X-Request-Id), for the visitor to quote to support. */
  reference?: string;
  className?: string;
}

/**
 * A page that could not be shown, said plainly, with a retry and a way out. It is the page's
 * h1. Inside the shop's shell by default, so the header, cart and footer stay usable; with
 * `brandName`, a whole page of its own for when the shell itself failed.
 */
export function PageFailure({
  reason,
  onRetry,
  isRetrying = false,
  exit,
  brandName,
  reference,
  className,
}: PageFailureProps) {
  const copy = pageFailureCopy[reason];
  const Icon = copy.icon;
  return (
    <div
      data-slot="page-failure"
      data-reason={reason}
      className={cn(
        pageFailureVariants({ frame: brandName ? 'standalone' : 'inShell' }),
        className,
      )}
    >
      {brandName ? (
        <p
          data-slot="page-failure-brand"
          className="flex items-center gap-2.5 font-display text-xl leading-none font-bold tracking-wide text-ink uppercase"
        >
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-pill bg-ember-700 text-white [&_svg]:size-5"
          >
            <Flame />
          </span>
          {brandName}
        </p>
      ) : null}
      <EmptyState
        headingLevel={1}
        icon={<Icon aria-hidden="true" />}
        title={copy.title}
        description={copy.description}
        action={
          <>
            <Button variant="accent" onPress={onRetry} isPending={isRetrying}>
              {copy.retry}
            </Button>
            {exit ? (
              <LinkButton href={exit.href} variant="outline">
                {exit.label}
              </LinkButton>
            ) : null}
          </>
        }
      />
      {reference ? (
        <p data-slot="page-failure-reference" className="mt-6 text-sm text-ink-muted">
          Reference <span className="font-mono text-ink">{reference}</span>: quote it if you contact
          us.
        </p>
      ) : null}
    </div>
  );
}
