import { LogIn } from 'lucide-react';
import { Alert } from '@ds/primitives/Alert/Alert';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';

export interface SignInToPostProps {
  title: string;
  /** What needs an account, and where signing in comes back to. */
  children: string;
  /** The sign-in page, returning here. */
  signInHref: string;
}

/** A guest's note where a member would write: signing in comes back to the same place. */
export function SignInToPost({ title, children, signInHref }: SignInToPostProps) {
  return (
    <Alert tone="info" title={title}>
      <Stack gap="sm">
        <Text size="sm">{children}</Text>
        <Stack direction="row">
          <LinkButton href={signInHref} variant="accent">
            <LogIn aria-hidden="true" />
            Sign in to post
          </LinkButton>
        </Stack>
      </Stack>
    </Alert>
  );
}
