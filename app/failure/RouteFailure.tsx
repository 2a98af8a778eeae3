import { useEffect } from 'react';
import { useLocation, useRevalidator, useRouteError } from 'react-router-dom';
import { PageFailure, pageFailureCopy } from '../../design-system/patterns/PageFailure/PageFailure';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { ApiError } from '../data/api';
import { routeFailureReason } from './failure-reason';
import { useStoreName } from '../layout/store-name';
import { paths } from '../../domain/paths';

interface RouteFailureProps {
  /** The way out beside 'Try again'. */
  exit: { href: string; label: string };
  /** The shell itself failed: the page names the shop. */
  standalone?: boolean;
}

/**
 * A route's error boundary: the failure in the visitor's terms, never React Router's raw page.
 * 'Try again' runs the matched routes' loaders again (no reload: the cart, the header and the
 * scroll stay); only code gone after a deploy needs the page reloaded.
 */
function RouteFailure({ exit, standalone = false }: RouteFailureProps) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const reason = routeFailureReason(error);
  const storeName = useStoreName();

  useEffect(() => {
    // The API being down is the browser's own console line already; anything else is a bug.
    if (reason === 'unexpected' || reason === 'outdated') console.error(error);
  }, [error, reason]);

  if (reason === 'notFound') {
    return (
      <>
        <title>{`Page not found | ${storeName}`}</title>
        <NotFoundScreen />
      </>
    );
  }
  return (
    <>
      <title>{`${pageFailureCopy[reason].title} | ${storeName}`}</title>
      <PageFailure
        reason={reason}
        onRetry={() =>
          reason === 'outdated' ? window.location.reload() : void revalidator.revalidate()
        }
        isRetrying={revalidator.state === 'loading'}
        exit={exit}
        brandName={standalone ? storeName : undefined}
        reference={error instanceof ApiError ? error.requestId : undefined}
      />
    </>
  );
}

/** The layout itself (its code or its data) failed: a page of its own, without the shell. */
export function RootFailure() {
  return <RouteFailure standalone exit={{ href: paths.home(), label: 'Go to the home page' }} />;
}

/** The storefront's pages: inside the shell, which stays usable. */
export function StorefrontFailure() {
  return <RouteFailure exit={{ href: paths.home(), label: 'Go to the home page' }} />;
}

/** Account pages (profile, favorites, sign-in, invoices): back to shopping. */
export function AccountFailure() {
  return <RouteFailure exit={{ href: paths.shop(), label: 'Continue shopping' }} />;
}

/** The admin console's screens: back to the console, or from the console to the storefront. */
export function AdminFailure() {
  const { pathname } = useLocation();
  return (
    <RouteFailure
      exit={
        pathname === paths.adminConsole()
          ? { href: paths.home(), label: 'Go to the storefront' }
          : { href: paths.adminConsole(), label: 'Back to the admin console' }
      }
    />
  );
}
