import { Drawer } from '../../primitives/Drawer/Drawer';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';
import type { SiteNavLink } from './site-nav';
import { isCurrentPath } from './site-nav';

export interface MobileMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Every link of the header, in order; the current one is marked. */
  links: SiteNavLink[];
  /** Sign In and Register, or My Profile: the drawer's footer buttons. */
  accountLinks: SiteNavLink[];
  currentPath: string;
}

/**
 * The header's drawer below lg. Its own module: SiteHeader loads it (and react-aria's
 * Dialog and Modal with it) when the Menu button is first pressed, not in the first load.
 */
export default function MobileMenu({
  isOpen,
  onOpenChange,
  links,
  accountLinks,
  currentPath,
}: MobileMenuProps) {
  return (
    <Drawer
      title="Menu"
      side="left"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) =>
        accountLinks.map((link, index) => (
          <LinkButton
            key={link.href}
            href={link.href}
            variant={index === 0 ? 'primary' : 'outline'}
            className="w-full"
            onPress={close}
          >
            {link.label}
          </LinkButton>
        ))
      }
    >
      {({ close }) => (
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <LinkButton
                  href={link.href}
                  variant="ghost"
                  size="lg"
                  aria-current={isCurrentPath(link.href, currentPath) ? 'page' : undefined}
                  className="w-full justify-start px-3 aria-[current=page]:bg-surface-muted aria-[current=page]:text-ember-700"
                  onPress={close}
                >
                  {link.label}
                </LinkButton>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Drawer>
  );
}
