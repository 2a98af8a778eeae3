import { Authenticator, useAuthenticator, type AuthenticatorProps } from '@aws-amplify/ui-react';
// A social sign-in (the Authenticator's buttons, when the pool offers them) comes back to
// /auth/callback with a code: Amplify exchanges it as it is configured.
import 'aws-amplify/auth/enable-oauth-listener';
import { ServerCrash } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { AccountPanel } from '../../design-system/patterns/AccountPanel/AccountPanel';
import { AuthCard } from '../../design-system/patterns/AuthCard/AuthCard';
import {
  authenticatorComponents,
  AuthenticatorTheme,
} from '../../design-system/patterns/AuthenticatorTheme/AuthenticatorTheme';
import { Alert } from '../../design-system/primitives/Alert/Alert';
import { brand } from '../../domain/brand';
import { authStore, useAuth } from './auth-store';
import { authenticatorSignIn, authFlowType, configureAuth } from './client';
import { configErrorMessage } from './config-error';

/**
 * The sign-in layer of gated hosts (app/main.tsx loads this module only
 * there): Amplify UI's Authenticator, themed with our tokens and with self sign-up hidden,
 * in front of the whole app; once signed in, the app and the floating AccountPanel.
 */

// Its sign-in uses the app's password flow (the local identity service has no SRP). The
// service is typed as Amplify's overloaded signIn, which a plain function does not satisfy.
const services = {
  handleSignIn: authenticatorSignIn,
} as unknown as NonNullable<AuthenticatorProps['services']>;

const components = authenticatorComponents({ brandName: brand.name });

export interface GatedAppProps {
  /** The app (the router). */
  children: ReactNode;
  /** After a sign-in: the auth store knows the account; the screens can read again. */
  onSignedIn?: () => void;
}

export function GatedApp({ children, onSignedIn }: GatedAppProps) {
  const [isConfigured] = useState(() => {
    try {
      configureAuth();
      return true;
    } catch {
      // configureAuth logged the details.
      return false;
    }
  });
  if (!isConfigured) {
    return (
      <AuthCard title="Sign-in unavailable" icon={<ServerCrash aria-hidden="true" />}>
        <Alert tone="danger">{configErrorMessage}</Alert>
      </AuthCard>
    );
  }
  return (
    <Authenticator.Provider>
      <SignInLayer onSignedIn={onSignedIn}>{children}</SignInLayer>
    </Authenticator.Provider>
  );
}

function SignInLayer({ children, onSignedIn }: GatedAppProps) {
  const { authStatus } = useAuthenticator((context) => [context.authStatus]);
  if (authStatus === 'authenticated')
    return <SignedIn onSignedIn={onSignedIn}>{children}</SignedIn>;
  return (
    <AuthenticatorTheme>
      <Authenticator hideSignUp services={services} components={components} />
    </AuthenticatorTheme>
  );
}

function SignedIn({ children, onSignedIn }: GatedAppProps) {
  const { user, signOut } = useAuthenticator((context) => [context.user]);
  const account = useAuth((state) => state.account);
  const [isSigningOut, setSigningOut] = useState(false);

  // The Authenticator signed someone in: the auth store reads the account (the header's
  // My Profile and Admin follow), then the screens read their data for that account.
  useEffect(() => {
    let current = true;
    authStore
      .getState()
      .refresh()
      .then(() => current && onSignedIn?.())
      .catch((error: unknown) => console.error('Could not read the signed-in account:', error));
    return () => {
      current = false;
    };
  }, [user?.userId, onSignedIn]);

  return (
    <>
      {children}
      <AccountPanel
        name={account?.name}
        userId={account?.userId ?? user?.userId ?? ''}
        loginId={account?.loginId ?? user?.signInDetails?.loginId ?? user?.username ?? ''}
        authFlow={account?.authFlowType ?? user?.signInDetails?.authFlowType ?? authFlowType()}
        onSignOut={() => {
          setSigningOut(true);
          signOut();
        }}
        isSigningOut={isSigningOut}
      />
    </>
  );
}
