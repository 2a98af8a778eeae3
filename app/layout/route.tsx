import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import { formatWholeMoney } from '../../design-system/lib/money';
import { SiteFooter } from '../../design-system/patterns/SiteFooter/SiteFooter';
import { SiteHeader } from '../../design-system/patterns/SiteHeader/SiteHeader';
import { DeferredToaster } from '../../design-system/primitives/Toast/DeferredToaster';
import { freeShippingThresholdCents } from '../../domain/constants';
import { paths } from '../../domain/paths';
import { consoleGroupsFor, isMemberOfAny } from '../../domain/permissions';
import { authStore, useAuth } from '../auth/auth-store';
import { getContactContent } from '../data/content';
import { getStore } from '../data/store';
import { useRouterHref } from '../router-href';
import { subscribeToNewsletter } from '../data/messages';
import { cartCount } from '../state/cart-store';
import { searchPath } from '../catalog/search-path';
import { useCart, useFavorites } from '../state/stores';
import { DeferredNewsletterForm } from './DeferredNewsletterForm';
import { footerColumns, headerLinks } from './site-links';
import { useCanonical } from './use-page-meta';
import { useStorageProblemToast } from './use-storage-problem-toast';
import { useUpdateToast } from './use-update-toast';

/**
 * The store's details and the footer's social links, read once per page load. Reading the
 * store also sets the currency and time zone every price and date below is printed in.
 */
export async function loader() {
  const [store, { socialLinks }] = await Promise.all([getStore(), getContactContent()]);
  const { phone, email, address, city, state, zip } = store.contact;
  return {
    storeName: store.name,
    contact: { phone, email, addressLines: [address, `${city}, ${state} ${zip}`] },
    socialLinks: socialLinks.map(({ label, href }) => ({ label, href })),
  };
}

export function shouldRevalidate() {
  return false;
}

/**
 * The shell around every route: 'Skip to content', the header (with the progress bar while a
 * route loads), the page in <main>, the footer and the toasts. React Aria links navigate
 * through the router, and each navigation starts at the top of the page.
 */
export function Component() {
  const { storeName, contact, socialLinks } = useLoaderData<typeof loader>();
  // In the store's currency, set by the loader's read of the store.
  const announcement = {
    label: `Free delivery on orders over ${formatWholeMoney(freeShippingThresholdCents)}`,
    href: paths.shop(),
  };
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isSignedIn = useAuth((state) => state.status === 'signedIn');
  // Editors get the Admin link too: the console lets them edit recipes.
  const canOpenConsole = useAuth((state) =>
    isMemberOfAny(state.account?.groups ?? [], consoleGroupsFor(paths.adminConsole())),
  );
  const itemsInCart = useCart((state) => cartCount(state.lines));
  const favoritesCount = useFavorites((state) => state.items.length);

  useUpdateToast();
  useStorageProblemToast();
  useCanonical(pathname);

  // Reads the session only if this browser holds one; otherwise no Amplify is loaded.
  useEffect(() => {
    void authStore.getState().init();
  }, []);

  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useRouterHref}>
      <SiteHeader
        brandName={storeName}
        links={headerLinks}
        currentPath={pathname}
        isSignedIn={isSignedIn}
        isAdmin={canOpenConsole}
        cartCount={itemsInCart}
        favoritesCount={favoritesCount}
        announcement={announcement}
        onSearch={(query) => void navigate(searchPath(query))}
        isLoading={navigation.state === 'loading'}
        mainId="main"
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        brandName={storeName}
        contact={contact}
        tagline="Rubs, sauces and know-how for the backyard pitmaster, blended in Chicago."
        year={new Date().getFullYear()}
        columns={footerColumns}
        socialLinks={socialLinks}
        newsletterDescription="Recipes, deals and pit tips in your inbox twice a month."
        newsletter={<DeferredNewsletterForm onSubscribe={subscribeToNewsletter} />}
      />
      <DeferredToaster />
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
