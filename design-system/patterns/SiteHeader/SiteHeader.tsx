import { cva } from 'class-variance-authority';
import { Flame, Heart, MapPin, Menu, ShoppingCart, Truck, User } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Container } from '../../primitives/Container/Container';
import {
  iconButtonBadgeClasses,
  iconButtonVariants,
  IconButton,
} from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar';
import { ExpandableSearch } from '../../primitives/SearchField/ExpandableSearch';
import { withItemCount, isCurrentPath, type SiteHeaderLinks, type SiteNavLink } from './site-nav';

// The drawer (and react-aria's Dialog and Modal) loads when the menu is first wanted.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

export { withItemCount, isCurrentPath, type SiteHeaderLinks, type SiteNavLink } from './site-nav';

const siteHeaderClasses = 'group/header relative z-40 bg-surface';

const skipLinkClasses = [
  focusRing,
  'focus:top-3 focus:left-3 sr-only focus:not-sr-only focus:fixed focus:z-80',
  'focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:rounded-md focus:bg-primary focus:text-on-primary focus:shadow-lg',
].join(' ');

const topBarClasses = 'text-sm bg-charcoal-950 text-charcoal-100';

const mainBarClasses = 'border-b border-line bg-surface';

/** The logo gives way to the icons: a long name shrinks and wraps rather than push them out. */
const logoClasses = [
  focusRing,
  'gap-2.5 min-w-0 flex shrink items-center rounded-md text-ink no-underline',
].join(' ');

const logoMarkClasses =
  'size-9 [&_svg]:size-5 flex shrink-0 items-center justify-center rounded-pill bg-ember-700 text-white';

/** Names longer than this are set smaller, in up to two lines. */
export const shortBrandNameLength = 16;

/**
 * The shop's name, at most two lines, then an ellipsis (the link's label keeps the whole name).
 * A long name (the setting allows 40 characters) is set smaller so it fits two lines at 390 px
 * beside the menu, search, favourites and cart. On phones the name steps aside while the
 * search is open, so the box has room.
 */
const logoTextVariants = cva(
  'line-clamp-2 font-display font-bold tracking-wide break-words uppercase max-sm:group-has-[[data-slot=expandable-search][data-expanded]]/header:hidden',
  {
    variants: {
      length: {
        short: 'text-lg leading-none sm:text-xl',
        long: 'text-sm leading-tight sm:text-base xl:text-lg',
      },
    },
  },
);

/** The cart and favourites icons: links that look like IconButtons, with the count bubble. */
function CountLink({
  href,
  label,
  count,
  children,
}: {
  href: string;
  label: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <LinkButton
      href={href}
      variant="ghost"
      size="icon"
      aria-label={withItemCount(label, count)}
      data-slot="site-header-count-link"
      className={iconButtonVariants({ size: 'md' })}
    >
      {children}
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-slot="icon-button-badge"
          data-count={count > 99 ? '99+' : count}
          className={iconButtonBadgeClasses}
        />
      ) : null}
    </LinkButton>
  );
}

export interface SiteHeaderProps {
  brandName: string;
  /** Where the logo, the bars and the menu lead. */
  links: SiteHeaderLinks;
  /** The path being shown, e.g. '/shop/texas-brisket-rub': marks the current link. */
  currentPath: string;
  /** Signed in: 'My Profile'; otherwise 'Sign In' and 'Register'. */
  isSignedIn: boolean;
  /** Shows the 'Admin' link (admin group only). */
  isAdmin?: boolean;
  cartCount: number;
  favoritesCount: number;
  /** The top bar's banner, e.g. 'Free delivery on orders over $75' linking to /shop. */
  announcement?: SiteNavLink;
  /** Called with the query when a search is submitted. */
  onSearch: (query: string) => void;
  /** A route is loading: a slim bar runs along the top of the page. */
  isLoading?: boolean;
  /** The id of the page's main content, for the 'Skip to content' link. */
  mainId?: string;
  /** Opens the mobile menu on first render (stories). */
  defaultMenuOpen?: boolean;
  className?: string;
}

/**
 * The header on every page. A top bar (Find a Store, the free-delivery banner, Sign In and
 * Register or My Profile) over the main bar: logo, Shop, Recipes, Catering, Contact (the
 * current one marked), Admin for administrators, the expandable search, favourites and cart
 * with their counts. Below lg a 'Menu' button opens a drawer repeating every link. First in
 * the tab order: 'Skip to content'. Hidden when printing (data-print="hide").
 */
export function SiteHeader({
  brandName,
  links,
  currentPath,
  isSignedIn,
  isAdmin = false,
  cartCount,
  favoritesCount,
  announcement,
  onSearch,
  isLoading = false,
  mainId = 'main',
  defaultMenuOpen = false,
  className,
}: SiteHeaderProps) {
  const navLinks = isAdmin ? [...links.main, links.admin] : links.main;
  const [isMenuOpen, setMenuOpen] = useState(defaultMenuOpen);
  // Stays true once the menu has opened, so it can play its closing transition.
  const [isMenuWanted, setMenuWanted] = useState(defaultMenuOpen);

  // Move focus as well as the view: the main region is focusable (tabindex -1) for this.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(mainId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };

  const accountLinks = isSignedIn ? links.signedIn : links.signedOut;

  return (
    <header data-slot="site-header" data-print="hide" className={cn(siteHeaderClasses, className)}>
      <a href={`#${mainId}`} onClick={skipToContent} className={skipLinkClasses}>
        Skip to content
      </a>
      {isLoading ? (
        <ProgressBar
          isIndeterminate
          aria-label="Loading page"
          size="sm"
          tone="accent"
          data-slot="site-header-progress"
          className="fixed inset-x-0 top-0 z-70 [&_[data-slot=progress-bar-track]]:rounded-none"
        />
      ) : null}

      <div data-slot="site-header-top-bar" className={topBarClasses}>
        <Container className="flex h-10 items-center justify-center gap-4 md:justify-between">
          <Link
            href={links.stores.href}
            variant="inverse"
            isCurrent={isCurrentPath(links.stores.href, currentPath)}
            className="hidden items-center gap-1.5 md:inline-flex"
          >
            <MapPin aria-hidden="true" />
            {links.stores.label}
          </Link>
          {announcement ? (
            <Link
              href={announcement.href}
              variant="inverse"
              className="inline-flex items-center gap-2 font-medium text-gold-300"
            >
              <Truck aria-hidden="true" />
              {announcement.label}
            </Link>
          ) : null}
          <nav aria-label="Account" className="hidden md:block">
            <ul className="flex items-center gap-5">
              {accountLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    variant="inverse"
                    isCurrent={isCurrentPath(link.href, currentPath)}
                    className="inline-flex items-center gap-1.5"
                  >
                    {isSignedIn ? <User aria-hidden="true" /> : null}
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>

      <div data-slot="site-header-main-bar" className={mainBarClasses}>
        <Container className="flex h-16 items-center gap-2 sm:gap-4 lg:h-20">
          <IconButton
            label="Menu"
            className="-ml-2 lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onHoverStart={() => void loadMobileMenu()}
            onPress={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </IconButton>
          {isMenuWanted ? (
            <Suspense fallback={null}>
              <MobileMenu
                isOpen={isMenuOpen}
                onOpenChange={setMenuOpen}
                currentPath={currentPath}
                accountLinks={accountLinks}
                links={[
                  ...navLinks,
                  links.stores,
                  { label: withItemCount('Favorites', favoritesCount), href: links.favorites },
                  { label: withItemCount('Cart', cartCount), href: links.cart },
                ]}
              />
            </Suspense>
          ) : null}

          <Link
            href={links.home}
            aria-label={brandName}
            data-slot="site-logo"
            className={logoClasses}
          >
            <span aria-hidden="true" className={logoMarkClasses}>
              <Flame />
            </span>
            <span
              data-slot="site-logo-text"
              // Shown on hover when the name is cut short; screen readers read the link's label.
              title={brandName}
              className={logoTextVariants({
                length: brandName.length > shortBrandNameLength ? 'long' : 'short',
              })}
            >
              {brandName}
            </span>
          </Link>

          <nav aria-label="Main" className="ml-6 hidden lg:block xl:ml-10">
            <ul className="flex items-center gap-6 xl:gap-8">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    variant="nav"
                    isCurrent={isCurrentPath(link.href, currentPath)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          {/* Never narrower than its icons, so the name cannot slide under them; the open
              search may shrink it (on phones the name is hidden then). */}
          <div
            data-slot="site-header-actions"
            className="ml-auto flex min-w-max flex-1 items-center justify-end gap-1 group-has-[[data-slot=expandable-search][data-expanded]]/header:min-w-0 sm:gap-2"
          >
            <ExpandableSearch onSubmit={onSearch} placeholder="Search products..." />
            <CountLink href={links.favorites} label="Favorites" count={favoritesCount}>
              <Heart aria-hidden="true" />
            </CountLink>
            <CountLink href={links.cart} label="Cart" count={cartCount}>
              <ShoppingCart aria-hidden="true" />
            </CountLink>
          </div>
        </Container>
      </div>
    </header>
  );
}
