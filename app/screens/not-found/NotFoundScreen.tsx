import { MapPinOff } from 'lucide-react';
import { Container } from '@ds/primitives/Container/Container';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { paths } from '@domain/paths';

/** Any path the shop does not have: a way back home and to the shop. */
export function NotFoundScreen() {
  return (
    <Container size="md">
      <EmptyState
        headingLevel={1}
        icon={<MapPinOff aria-hidden="true" />}
        title="Page not found"
        description="The page you are looking for does not exist. It may have moved, or the link may be mistyped."
        action={
          <>
            <LinkButton href={paths.home()} variant="accent">
              Go to the Home Page
            </LinkButton>
            <LinkButton href={paths.shop()} variant="outline">
              Browse the Shop
            </LinkButton>
          </>
        }
      />
    </Container>
  );
}
