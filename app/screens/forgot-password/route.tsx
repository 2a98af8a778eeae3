import { useNavigate, useSearchParams } from 'react-router-dom';
import outputs from 'virtual:amplify-outputs';
import { requestPasswordReset } from '../../auth/account-actions';
import { authStore } from '../../auth/auth-store';
import { serviceErrorMessage } from '../../auth/code-delivery';
import { passwordPolicyFrom } from '../../auth/password-rules';
import type { LoginLocationState } from '../../auth/login-location';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { paths } from '@domain/paths';
import { useStoreName } from '@app/layout/store-name';

/** The pool's password policy, from the bundled amplify_outputs.json. */
const policy = passwordPolicyFrom(outputs);

export function Component() {
  const storeName = useStoreName();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  async function resetPassword({
    email,
    code,
    password,
  }: {
    email: string;
    code: string;
    password: string;
  }) {
    try {
      await authStore.getState().confirmResetPassword(email, code, password);
    } catch (error) {
      return serviceErrorMessage(error);
    }
    await navigate(paths.login(), {
      state: { passwordChanged: true, email } satisfies LoginLocationState,
    });
    return undefined;
  }

  return (
    <>
      <title>{`Forgot password | ${storeName}`}</title>
      <ForgotPasswordScreen
        policy={policy}
        onRequestCode={requestPasswordReset}
        onResetPassword={resetPassword}
        defaultEmail={searchParams.get('email') ?? undefined}
      />
    </>
  );
}
