import { MailCheck, MailX } from 'lucide-react';
import { Container } from '@ds/primitives/Container/Container';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { paths } from '@domain/paths';

/** What opening the link did: subscribed the address, or nothing, and why. */
export type NewsletterConfirmation =
  { state: 'subscribed'; email: string } | { state: 'refused'; reason: string };

export interface NewsletterConfirmationScreenProps {
  outcome: NewsletterConfirmation;
  /** The store's current name: whose newsletter it is. */
  storeName: string;
}

const backToShop = (
  <LinkButton href={paths.shop()} variant="outline">
    Back to the Shop
  </LinkButton>
);

/**
 * /newsletter/confirm?token=…: the link in the newsletter's confirmation e-mail. Opening it is
 * what subscribes the address; the page says whether it did.
 */
export function NewsletterConfirmationScreen({
  outcome,
  storeName,
}: NewsletterConfirmationScreenProps) {
  return (
    <Container size="md">
      {outcome.state === 'subscribed' ? (
        <EmptyState
          headingLevel={1}
          icon={<MailCheck aria-hidden="true" />}
          title="You're subscribed"
          description={`The ${storeName} newsletter will come to ${outcome.email} about twice a month. Every issue has a link to unsubscribe.`}
          action={backToShop}
        />
      ) : (
        <EmptyState
          headingLevel={1}
          icon={<MailX aria-hidden="true" />}
          title="This link doesn't work"
          description={outcome.reason}
          action={backToShop}
        />
      )}
    </Container>
  );
}
