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
import { SiteFooter } from '../../design-system/patterns/SiteFooter/SiteFooter';
import { SiteHeader } from '../../design-system/patterns/SiteHeader/SiteHeader';
import { Toaster } from '../../design-system/primitives/Toast/Toast';
import { brand } from '../../domain/brand';
import { freeShippingThresholdCents } from '../../domain/constants';
import { consoleGroupsFor, isMemberOfAny } from '../../domain/permissions';
import { authStore, useAuth } from '../auth/auth-store';
import { getContactContent } from '../data/content';
import { useRouterHref } from '../router-href';
import { subscribeToNewsletter } from '../data/messages';
import { cartCount } from '../state/cart-store';
import { searchPath } from '../screens/search/search-path';
import { useCart, useFavorites } from '../state/stores';
import { DeferredNewsletterForm } from './DeferredNewsletterForm';
import { useCanonical } from './use-page-meta';
import { useStorageProblemToast } from './use-storage-problem-toast';
import { useUpdateToast } from './use-update-toast';

/** The footer's social links; read once, they do not change while the shop is open. */
export async function loader() {
  const { socialLinks } = await getContactContent();
  return { socialLinks: socialLinks.map(({ label, href }) => ({ label, href })) };
}

export function shouldRevalidate() {
  return false;
}

const announcement = {
  label: `Free delivery on orders over $${freeShippingThresholdCents / 100}`,
  href: '/shop',
};

/**
 * The shell around every route: 'Skip to content', the header (with the progress bar while a
 * route loads), the page in <main>, the footer and the toasts. React Aria links navigate
 * through the router, and each navigation starts at the top of the page.
 */
export function Component() {
  const { socialLinks } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isSignedIn = useAuth((state) => state.status === 'signedIn');
  // Editors get the Admin link too: the console lets them edit recipes.
  const canOpenConsole = useAuth((state) =>
    isMemberOfAny(state.account?.groups ?? [], consoleGroupsFor('/admin-console')),
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
        brandName={brand.name}
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
        brandName={brand.name}
        tagline="Rubs, sauces and know-how for the backyard pitmaster, blended in Chicago."
        year={new Date().getFullYear()}
        socialLinks={socialLinks}
        newsletterDescription="Recipes, deals and pit tips in your inbox twice a month."
        newsletter={<DeferredNewsletterForm onSubscribe={subscribeToNewsletter} />}
      />
      <Toaster />
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
