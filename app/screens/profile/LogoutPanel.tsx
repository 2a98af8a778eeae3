import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { paths } from '@domain/paths';

export interface LogoutPanelProps {
  /** The signed-in account's e-mail, or null when no account is signed in. */
  signedInAs: string | null;
  onSignOut: () => Promise<void>;
}

/** Signs the account out; without an account, says so and offers Sign In and Register. */
export function LogoutPanel({ signedInAs, onSignOut }: LogoutPanelProps) {
  const [isPending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!signedInAs) {
    return (
      <Stack gap="md" align="start">
        <Text>
          No account is signed in. This profile belongs to this browser: its orders, addresses and
          cards stay here until you sign in.
        </Text>
        <Stack direction="row" gap="sm" wrap>
          <LinkButton href={paths.login()} variant="primary">
            Sign In
          </LinkButton>
          <LinkButton href={paths.register()} variant="outline">
            Register
          </LinkButton>
        </Stack>
      </Stack>
    );
  }

  async function signOut() {
    setPending(true);
    setFailed(false);
    try {
      await onSignOut();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="md" align="start">
      <Text>
        Signed in as <strong>{signedInAs}</strong>.
      </Text>
      {failed ? (
        <Alert tone="danger" onDismiss={() => setFailed(false)}>
          Signing out failed. Please try again.
        </Alert>
      ) : null}
      <Button
        variant="destructive"
        onPress={() => void signOut()}
        isPending={isPending}
        pendingLabel="Signing out..."
      >
        <LogOut aria-hidden="true" /> Sign Out
      </Button>
    </Stack>
  );
}
