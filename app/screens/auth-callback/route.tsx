import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authStore } from '../../auth/auth-store';
import { returnPathAfterSignIn } from '../../auth/return-path';
import { AuthCallbackScreen, notCompletedMessage } from './AuthCallbackScreen';
import { useStoreName } from '@app/layout/store-name';

/**
 * Where the pool's hosted sign-in returns after a social sign-in (amplify/auth/resource.ts):
 * Amplify completes the code exchange, then the visitor goes back to the page they left.
 */
export function Component() {
  const storeName = useStoreName();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import('../../auth/social-callback')
      .then(async ({ completeSocialSignIn, NoSignInToComplete }) => {
        try {
          const returnTo = await completeSocialSignIn();
          await authStore.getState().refresh();
          if (current) await navigate(returnPathAfterSignIn(returnTo ?? null), { replace: true });
        } catch (error) {
          if (!current) return;
          if (error instanceof NoSignInToComplete) {
            // On a gated host the sign-in layer completed it before this page showed.
            if (await authStore.getState().refresh()) {
              if (current) await navigate(returnPathAfterSignIn(null), { replace: true });
              return;
            }
            return setFailure(error.message);
          }
          console.error('Social sign-in failed:', error);
          setFailure(notCompletedMessage);
        }
      })
      .catch(() => current && setFailure(notCompletedMessage));
    return () => {
      current = false;
    };
  }, [navigate]);

  return (
    <>
      <title>{`Signing in | ${storeName}`}</title>
      <AuthCallbackScreen failure={failure} />
    </>
  );
}
