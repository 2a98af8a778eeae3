import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { AuthCard } from '../../design-system/patterns/AuthCard/AuthCard';
import { Button } from '../../design-system/primitives/Button/Button';
import { LinkButton } from '../../design-system/primitives/LinkButton/LinkButton';
import { Stack } from '../../design-system/primitives/Stack/Stack';
import { paths } from '../../domain/paths';

export interface SignedInCardProps {
  /** The signed-in account's login, e.g. 'customer@example.com'. */
  signedInAs: string;
  /** The page's h1, e.g. 'Login'. */
  title: string;
  onSignOut: () => Promise<void>;
}

/** An account screen opened while signed in: who it is, the profile, or signing out first. */
export function SignedInCard({ signedInAs, title, onSignOut }: SignedInCardProps) {
  const [isSigningOut, setSigningOut] = useState(false);
  return (
    <AuthCard
      title={title}
      description={`You are signed in as ${signedInAs}. To use another account, sign out first.`}
      icon={<UserCheck aria-hidden="true" />}
    >
      <Stack gap="sm">
        <LinkButton href={paths.profile()} variant="accent" size="lg">
          Go to My Profile
        </LinkButton>
        <Button
          variant="outline"
          size="lg"
          isPending={isSigningOut}
          pendingLabel="Signing out"
          onPress={() => {
            setSigningOut(true);
            void onSignOut().finally(() => setSigningOut(false));
          }}
        >
          Sign out
        </Button>
      </Stack>
    </AuthCard>
  );
}
