import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { buttonVariants, type ButtonVariants } from '../Button/Button';

/** The Button recipe, so a link and a button side by side line up exactly. */
const linkButtonVariants = buttonVariants;

export interface LinkButtonProps extends AriaLinkProps, ButtonVariants {}

/**
 * A link that looks like a Button. It navigates through the app's router
 * (React Aria's RouterProvider), so `href="/shop"` is a client-side route change.
 */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      data-slot="link-button"
      className={composeTailwindRenderProps(
        className,
        linkButtonVariants({ variant, size, className: 'no-underline' }),
      )}
    />
  );
}
