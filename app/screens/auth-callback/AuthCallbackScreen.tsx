import { LogIn } from 'lucide-react';
import { AuthCard } from '@ds/patterns/AuthCard/AuthCard';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Link } from '@ds/primitives/Link/Link';
import { Spinner } from '@ds/primitives/Spinner/Spinner';
import { Text } from '@ds/primitives/Text/Text';
import { paths } from '@domain/paths';

export const notCompletedMessage =
  'The sign-in with your social account did not complete. Try again, or sign in with your e-mail and password.';

export interface AuthCallbackScreenProps {
  /** Why the social sign-in did not complete; none while it is completing. */
  failure?: string | null;
}

/** /auth/callback: a social sign-in completing, or why it did not. */
export function AuthCallbackScreen({ failure }: AuthCallbackScreenProps) {
  if (failure) {
    return (
      <AuthCard
        title="Sign-in not completed"
        icon={<LogIn aria-hidden="true" />}
        footer={
          <Text size="sm" tone="muted">
            <Link href={paths.login()}>Back to Login</Link>
          </Text>
        }
      >
        <Alert tone="danger">{failure}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Signing you in" icon={<LogIn aria-hidden="true" />}>
      <Spinner label="Completing the sign-in" />
    </AuthCard>
  );
}
