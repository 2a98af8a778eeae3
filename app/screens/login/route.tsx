import { useState } from 'react';
import outputs from 'virtual:amplify-outputs';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { accountDisabledMessage } from '@domain/account-status';
import { authStore, useAuth } from '../../auth/auth-store';
import { resendSignUpCode } from '../../auth/account-actions';
import { serviceErrorMessage } from '../../auth/code-delivery';
import { passwordPolicyFrom } from '../../auth/password-rules';
import { socialProvidersOf, type SocialProvider } from '../../auth/social';
import type { LoginLocationState } from '../../auth/login-location';
import { returnPathAfterSignIn } from '../../auth/return-path';
import { LoginScreen, type LoginForm, type SignInOutcome } from './LoginScreen';
import { paths } from '@domain/paths';
import { useStoreName } from '@app/layout/store-name';

/** The pool's password policy, from the bundled amplify_outputs.json. */
const policy = passwordPolicyFrom(outputs);
/** The social sign-ins a deployed pool switched on (amplify/auth); none locally. */
const socialProviders = socialProvidersOf(outputs);

export const passwordChangedNotice = 'Your password has been changed. Sign in with the new one.';

export function Component() {
  const storeName = useStoreName();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state } = useLocation() as { state: LoginLocationState | null };
  const signedInAs = useAuth((auth) => (auth.status === 'signedIn' ? auth.account?.loginId : null));
  // While this page signs someone in and leaves, it is not 'already signed in'.
  const [isLeaving, setLeaving] = useState(false);

  const goBack = () =>
    navigate(returnPathAfterSignIn(searchParams.get('redirect')), { replace: true });

  async function signIn(form: LoginForm): Promise<SignInOutcome> {
    setLeaving(true);
    const outcome = await trySignIn(form);
    if (outcome.status !== 'done') setLeaving(false);
    return outcome;
  }

  async function trySignIn({ email, password }: LoginForm): Promise<SignInOutcome> {
    try {
      const { nextStep } = await authStore.getState().signIn(email, password);
      if (nextStep.signInStep === 'DONE') {
        await goBack();
        return { status: 'done' };
      }
      if (nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        // As the Authenticator does: send a fresh code, then ask for it.
        const sent = await resendSignUpCode(email);
        return 'error' in sent
          ? { status: 'error', message: sent.error }
          : { status: 'confirmSignUp', delivery: sent.delivery };
      }
      if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        return { status: 'newPassword' };
      }
      if (nextStep.signInStep === 'RESET_PASSWORD') {
        await navigate(paths.forgotPassword(email));
        return { status: 'done' };
      }
      return {
        status: 'error',
        message:
          'This account needs a sign-in step this page does not offer yet. Please contact support.',
      };
    } catch (error) {
      return { status: 'error', message: serviceErrorMessage(error) };
    }
  }

  async function setNewPassword(password: string): Promise<string | undefined> {
    try {
      setLeaving(true);
      const { nextStep } = await authStore.getState().confirmNewPassword(password);
      if (nextStep.signInStep !== 'DONE') {
        setLeaving(false);
        return 'This account needs a sign-in step this page does not offer yet. Please contact support.';
      }
      await goBack();
      return undefined;
    } catch (error) {
      setLeaving(false);
      return serviceErrorMessage(error);
    }
  }

  async function socialSignIn(provider: SocialProvider): Promise<string | undefined> {
    try {
      const { signInWithProvider } = await import('../../auth/client');
      await signInWithProvider(provider, returnPathAfterSignIn(searchParams.get('redirect')));
      return undefined;
    } catch (error) {
      return serviceErrorMessage(error);
    }
  }

  async function confirmAndSignIn({ email, password, code }: LoginForm & { code: string }) {
    try {
      setLeaving(true);
      await authStore.getState().confirmSignUp(email, code);
      if (authStore.getState().status !== 'signedIn') {
        const outcome = await signIn({ email, password });
        if (outcome.status === 'error') return outcome.message;
        return undefined;
      }
      await goBack();
      return undefined;
    } catch (error) {
      setLeaving(false);
      return serviceErrorMessage(error);
    }
  }

  return (
    <>
      <title>{`Login | ${storeName}`}</title>
      <LoginScreen
        onSignIn={signIn}
        onConfirmSignUp={confirmAndSignIn}
        onResendCode={resendSignUpCode}
        signedInAs={isLeaving ? null : signedInAs}
        onSignOut={() => authStore.getState().signOut()}
        notice={state?.passwordChanged ? passwordChangedNotice : null}
        warning={state?.accountDisabled ? accountDisabledMessage : null}
        defaultEmail={state?.email}
        policy={policy}
        onSetNewPassword={setNewPassword}
        socialProviders={socialProviders}
        onSocialSignIn={socialSignIn}
      />
    </>
  );
}
