import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { NotAuthorised } from '@ds/patterns/NotAuthorised/NotAuthorised';
import { Section } from '@ds/primitives/Section/Section';
import { Spinner } from '@ds/primitives/Spinner/Spinner';
import { Stack } from '@ds/primitives/Stack/Stack';
import { consoleGroupsFor, isMemberOfAny } from '@domain/permissions';
import { authStore, useAuth } from '@app/auth/auth-store';
import { loginHref } from '@app/auth/return-path';
import { paths } from '@domain/paths';
import { useStoreName } from '@app/layout/store-name';

/**
 * /admin-console and every /admin/* screen need the admin group, except the console and
 * recipes, which editors may open too (domain/permissions.ts; the server enforces the same
 * rule on every write). While the session is read: a spinner; signed out: the login page,
 * which comes back here; signed in without the group: 'Not authorised'.
 */
export function Component() {
  const storeName = useStoreName();
  const status = useAuth((state) => state.status);
  const account = useAuth((state) => state.account);
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;

  useEffect(() => {
    void authStore.getState().init();
  }, []);

  if (status === 'unknown') {
    return (
      <Section spacing="lg">
        <Stack align="center">
          <Spinner size="lg" label="Checking your access…" showLabel layout="stacked" />
        </Stack>
      </Section>
    );
  }
  if (status === 'signedOut') return <Navigate to={loginHref(here)} replace />;
  const allowed = consoleGroupsFor(pathname);
  if (!isMemberOfAny(account?.groups ?? [], allowed)) {
    return (
      <>
        <title>{`Not authorised | ${storeName}`}</title>
        <NotAuthorised
          accountLabel={account?.loginId}
          area={pathname === paths.adminConsole() ? 'the admin console' : 'this admin screen'}
          requiredGroup={allowed.join(' or ')}
          homeHref={paths.home()}
          signInHref={loginHref(here)}
        />
      </>
    );
  }
  return <Outlet />;
}
