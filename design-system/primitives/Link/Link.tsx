import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import { VisuallyHidden } from '../Text/Text';

export const linkVariants = cva(
  [
    focusRing,
    'cursor-pointer rounded-sm underline-offset-4 transition-colors duration-fast',
    'rac-disabled:cursor-not-allowed rac-disabled:no-underline rac-disabled:opacity-55',
    // Icons flow with the text, so a link can wrap across lines inside a sentence.
    '[&_svg]:inline-block [&_svg]:size-[1em] [&_svg]:shrink-0 [&_svg]:align-middle',
  ],
  {
    variants: {
      variant: {
        /**
         * Links inside body text: ember, with a faint underline so they are not told apart by
         * colour alone (WCAG 1.4.1); the underline darkens on hover.
         */
        inline:
          'font-medium text-ember-700 underline decoration-ember-700/35 rac-hover:text-ember-800 rac-hover:decoration-current',
        /** Standalone links in ink: footer columns, 'Clear all filters', support e-mail. */
        quiet: 'text-ink rac-hover:text-ember-700 rac-hover:underline',
        /** On charcoal sections: the footer, the dark hero. */
        inverse: 'text-charcoal-100 rac-hover:text-gold-300 rac-hover:underline',
        /** Header navigation; the current page gets ember text and a bar under it. */
        nav: [
          'relative inline-flex items-center font-semibold tracking-wide text-ink uppercase',
          'rac-hover:text-ember-700',
          'rac-current:text-ember-700 rac-current:after:absolute rac-current:after:inset-x-0 rac-current:after:-bottom-1 rac-current:after:h-0.5 rac-current:after:rounded-pill rac-current:after:bg-current',
        ],
        /** Header navigation on a charcoal bar. */
        navInverse: [
          'relative inline-flex items-center font-semibold tracking-wide text-white uppercase',
          'rac-hover:text-gold-300',
          'rac-current:text-gold-300 rac-current:after:absolute rac-current:after:inset-x-0 rac-current:after:-bottom-1 rac-current:after:h-0.5 rac-current:after:rounded-pill rac-current:after:bg-current',
        ],
      },
      size: {
        inherit: '',
        sm: 'text-sm',
        md: 'text-base',
      },
    },
    defaultVariants: { variant: 'inline', size: 'inherit' },
  },
);

export interface LinkProps
  extends Omit<AriaLinkProps, 'children'>, VariantProps<typeof linkVariants> {
  children: ReactNode;
  /** The page the user is on (header navigation): aria-current="page" and the current style. */
  isCurrent?: boolean;
  /** A leading arrow, for 'Back to Recipes' style links. */
  back?: boolean;
}

/**
 * A text link that routes client-side through React Aria's RouterProvider: `href="/recipes"`
 * is an in-app navigation. With `target="_blank"` it adds an icon and 'opens in a new tab'
 * for screen readers, and safe `rel` values. For a link that looks like a button use
 * LinkButton.
 */
export function Link({
  variant,
  size,
  isCurrent,
  back = false,
  className,
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  const opensNewTab = target === '_blank';
  return (
    <AriaLink
      {...props}
      target={target}
      rel={opensNewTab ? (rel ?? 'noopener noreferrer') : rel}
      aria-current={isCurrent ? 'page' : props['aria-current']}
      data-slot="link"
      className={composeTailwindRenderProps(className, linkVariants({ variant, size }))}
    >
      {back ? <ArrowLeft aria-hidden="true" data-slot="link-back-icon" className="mr-1.5" /> : null}
      {children}
      {opensNewTab ? (
        <>
          <ExternalLink aria-hidden="true" data-slot="link-external-icon" className="ml-1" />
          <VisuallyHidden elementType="span"> (opens in a new tab)</VisuallyHidden>
        </>
      ) : null}
    </AriaLink>
  );
}

/** 'Back to Recipes', 'Back to Admin Console': a quiet link with a leading arrow. */
export function BackLink({ variant = 'quiet', size = 'sm', ...props }: Omit<LinkProps, 'back'>) {
  return <Link {...props} variant={variant} size={size} back />;
}
