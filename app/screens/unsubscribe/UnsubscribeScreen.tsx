import { MailCheck, MailX } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Container } from '@ds/primitives/Container/Container';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Stack } from '@ds/primitives/Stack/Stack';
import { invalidUnsubscribeMessage } from '@domain/message-schemas';
import { paths } from '@domain/paths';

export interface UnsubscribeScreenProps {
  /** Whether the link carried a token at all. */
  hasToken: boolean;
  /** Sends the press to the server; resolves with the address, or null when the token is bad. */
  onConfirm: () => Promise<{ email: string } | null>;
}

type Outcome = { state: 'confirm' } | { state: 'done'; email: string } | { state: 'invalid' };

const invalidView = (
  <EmptyState
    headingLevel={1}
    icon={<MailX aria-hidden="true" />}
    title="This link doesn't work"
    description={invalidUnsubscribeMessage}
    action={
      <LinkButton href={paths.contact()} variant="outline">
        Contact us
      </LinkButton>
    }
  />
);

/**
 * /unsubscribe?token=…: the link in the newsletter and store e-mails. Nothing changes until the
 * press (a POST), so mail scanners that open links unsubscribe nobody.
 */
export function UnsubscribeScreen({ hasToken, onConfirm }: UnsubscribeScreenProps) {
  const [outcome, setOutcome] = useState<Outcome>({ state: hasToken ? 'confirm' : 'invalid' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setFailure(null);
    try {
      const done = await onConfirm();
      setOutcome(done ? { state: 'done', email: done.email } : { state: 'invalid' });
    } catch {
      setFailure('We could not unsubscribe you just now. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <Container size="md">
      {outcome.state === 'invalid' ? invalidView : null}
      {outcome.state === 'done' ? (
        <EmptyState
          headingLevel={1}
          icon={<MailCheck aria-hidden="true" />}
          title="You're unsubscribed"
          description={`We won't send the newsletter or store announcements to ${outcome.email} any more. Signing up for the newsletter again turns them back on.`}
          action={
            <LinkButton href={paths.shop()} variant="outline">
              Back to the Shop
            </LinkButton>
          }
        />
      ) : null}
      {outcome.state === 'confirm' ? (
        <Stack gap="md" align="center">
          <EmptyState
            headingLevel={1}
            icon={<MailX aria-hidden="true" />}
            title="Unsubscribe from our e-mails?"
            description="You will no longer get the newsletter or store announcements. Order e-mails and replies to your messages still arrive."
            action={
              // Disabled rather than pending: a pending button is announced by a live region
              // that would point at nothing once the confirmation replaces it.
              <Button variant="accent" isDisabled={pending} onPress={() => void confirm()}>
                {pending ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
            }
          />
          {failure ? (
            <Alert tone="danger" onDismiss={() => setFailure(null)}>
              {failure}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Container>
  );
}
