import { useState } from 'react';
import { formatMoney } from '@ds/lib/money';
import { AdminPageHeader } from '@ds/patterns/AdminPageHeader/AdminPageHeader';
import { Button } from '@ds/primitives/Button/Button';
import { Card, CardBody, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { DescriptionList } from '@ds/primitives/DescriptionList/DescriptionList';
import { Form } from '@ds/primitives/Form/Form';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '@ds/primitives/Table/Table';
import { TextField } from '@ds/primitives/TextField/TextField';
import { malformedGiftCardMessage, normalizeGiftCardCode } from '@domain/gift-card-code';
import type { GiftCardEventType, GiftCardLookup } from '@domain/gift-card-schemas';
import { formatDateTime } from '@app/admin/format';
import { paths } from '@domain/paths';

/** The store's answer to a lookup: the card, or why there is none. */
export type GiftCardLookupResult = { card: GiftCardLookup } | { error: string };

export interface AdminGiftCardLookupScreenProps {
  /** Looks a code up on the server (the code travels in the request body, never the URL). */
  onLookUp: (code: string) => Promise<GiftCardLookupResult>;
}

const eventLabels: Record<GiftCardEventType, string> = {
  issued: 'Issued',
  redeemed: 'Redeemed',
  refunded: 'Refunded',
  voided: 'Voided',
};

/** /admin/gift-cards: look a gift card up by its code, to answer a customer about its balance. */
export function AdminGiftCardLookupScreen({ onLookUp }: AdminGiftCardLookupScreenProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [card, setCard] = useState<GiftCardLookup | null>(null);
  const [pending, setPending] = useState(false);

  async function lookUp() {
    if (!normalizeGiftCardCode(code)) {
      setError(malformedGiftCardMessage);
      return;
    }
    setPending(true);
    try {
      const result = await onLookUp(code);
      if ('error' in result) {
        setError(result.error);
        setCard(null);
      } else {
        setError(undefined);
        setCard(result.card);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Section spacing="sm">
      <AdminPageHeader
        backHref={paths.adminConsole()}
        title="Gift Cards"
        description="Look up a gift card by its code: its balance, who it went to and its history."
      />
      <Stack gap="lg">
        <Form
          aria-label="Look up a gift card"
          onSubmit={(event) => {
            event.preventDefault();
            void lookUp();
          }}
          actions={
            <Button
              type="submit"
              variant="primary"
              isPending={pending}
              pendingLabel="Looking up..."
            >
              Look up
            </Button>
          }
        >
          <TextField
            label="Gift card code"
            description="16 characters, with or without dashes."
            autoComplete="off"
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            errorMessage={error}
          />
        </Form>
        {card ? (
          <Card>
            <CardHeader>
              <CardTitle level={2}>Gift card ending in {card.last4}</CardTitle>
            </CardHeader>
            <CardBody>
              <Stack gap="md">
                <DescriptionList
                  aria-label="Gift card"
                  items={[
                    { term: 'Balance', value: formatMoney(card.balanceCents), emphasis: 'total' },
                    { term: 'Original amount', value: formatMoney(card.initialCents) },
                    {
                      term: 'Recipient',
                      value: card.recipientName
                        ? `${card.recipientName} (${card.recipientEmail})`
                        : card.recipientEmail,
                    },
                    { term: 'Bought with order', value: card.orderId },
                    { term: 'Issued', value: formatDateTime(card.createdAt) },
                  ]}
                />
                <TableContainer label="Gift card history table">
                  <Table aria-label="Gift card history">
                    <TableHeader>
                      <Column id="event" isRowHeader>
                        Event
                      </Column>
                      <Column id="order">Order</Column>
                      <Column id="amount" align="end">
                        Amount
                      </Column>
                      <Column id="balance" align="end">
                        Balance after
                      </Column>
                      <Column id="at">When</Column>
                    </TableHeader>
                    <TableBody items={card.events.map((event, index) => ({ ...event, id: index }))}>
                      {(event) => (
                        <Row id={event.id}>
                          <Cell>{eventLabels[event.type]}</Cell>
                          <Cell>{event.orderId ?? '—'}</Cell>
                          <Cell align="end">
                            {event.type === 'redeemed' || event.type === 'voided' ? '−' : '+'}
                            {formatMoney(event.amountCents)}
                          </Cell>
                          <Cell align="end">{formatMoney(event.balanceAfterCents)}</Cell>
                          <Cell>{formatDateTime(event.at)}</Cell>
                        </Row>
                      )}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Stack>
            </CardBody>
          </Card>
        ) : null}
      </Stack>
    </Section>
  );
}
