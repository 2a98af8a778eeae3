import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import outputs from 'virtual:amplify-outputs';
import { authStore, useAuth } from '../../auth/auth-store';
import { resendSignUpCode } from '../../auth/account-actions';
import { serviceErrorMessage } from '../../auth/code-delivery';
import { passwordPolicyFrom } from '../../auth/password-rules';
import type { LoginLocationState } from '../../auth/login-location';
import { RegisterScreen, type RegisterOutcome } from './RegisterScreen';
import { paths } from '@domain/paths';
import { useStoreName } from '@app/layout/store-name';

/** The pool's password policy, from the bundled amplify_outputs.json. */
const policy = passwordPolicyFrom(outputs);

export function Component() {
  const storeName = useStoreName();
  const navigate = useNavigate();
  const signedInAs = useAuth((auth) => (auth.status === 'signedIn' ? auth.account?.loginId : null));
  // Once the new account is signed in this page leaves for the profile.
  const [isLeaving, setLeaving] = useState(false);

  async function register({
    name,
    email,
    password,
  }: {
    name: string;
    email: string;
    password: string;
  }): Promise<RegisterOutcome> {
    try {
      const { isSignUpComplete, nextStep } = await authStore
        .getState()
        .signUp(email, password, name);
      if (nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
        const details = nextStep.codeDeliveryDetails;
        return {
          status: 'confirm',
          delivery: { destination: details.destination, medium: details.deliveryMedium },
        };
      }
      if (isSignUpComplete) {
        await navigate(paths.login(), { state: { email } satisfies LoginLocationState });
        return { status: 'done' };
      }
      return { status: 'error', message: 'The account could not be created. Please try again.' };
    } catch (error) {
      return { status: 'error', message: serviceErrorMessage(error) };
    }
  }

  async function confirm(email: string, code: string) {
    try {
      setLeaving(true);
      await authStore.getState().confirmSignUp(email, code);
      if (authStore.getState().status === 'signedIn') {
        await navigate(paths.profile(), { replace: true });
      } else {
        // Confirmed, but the automatic sign-in did not happen: sign in by hand.
        await navigate(paths.login(), { state: { email } satisfies LoginLocationState });
      }
      return undefined;
    } catch (error) {
      setLeaving(false);
      return serviceErrorMessage(error);
    }
  }

  return (
    <>
      <title>{`Register | ${storeName}`}</title>
      <RegisterScreen
        policy={policy}
        onRegister={register}
        onConfirm={confirm}
        onResendCode={resendSignUpCode}
        signedInAs={isLeaving ? null : signedInAs}
        onSignOut={() => authStore.getState().signOut()}
      />
    </>
  );
}
