import { zodResolver } from '@hookform/resolvers/zod';
import { Gift, Mail, Store } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatMoney } from '@ds/lib/money';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Form, FormRow, FormSection } from '@ds/primitives/Form/Form';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Eyebrow, Heading } from '@ds/primitives/Heading/Heading';
import { Image } from '@ds/primitives/Image/Image';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { List, ListItem } from '@ds/primitives/List/List';
import { Radio } from '@ds/primitives/RadioGroup/RadioGroup';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { BoundRadioGroup, BoundTextArea, BoundTextField } from '../../forms/bound-fields';
import { giftCardSchema, maxGiftMessageLength, type GiftCardValues } from './gift-card-schema';
import { useFormActivity } from '../../forms/form-activity';
import { paths } from '@domain/paths';

export interface GiftCardOrder {
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export interface GiftCardsScreenProps {
  /** The amounts on offer, in cents ($25 … $150). */
  amountsCents: number[];
  /** The card's picture. */
  image: string;
  /** The store's current name, printed in the card's copy. */
  storeName: string;
  /** Puts the card in the cart; resolves whether it was added. */
  onAddToCart: (order: GiftCardOrder) => Promise<boolean>;
}

/** The amount chosen when the page opens: $50 if offered, else the first. */
const defaultAmount = (amounts: number[]) =>
  String(amounts.includes(5000) ? 5000 : (amounts[0] ?? ''));

/** /gift-cards: a gift card of a chosen amount, for someone, added to the cart. */
export function GiftCardsScreen({
  amountsCents,
  image,
  storeName,
  onAddToCart,
}: GiftCardsScreenProps) {
  const [added, setAdded] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const empty: GiftCardValues = {
    amount: defaultAmount(amountsCents),
    recipientName: '',
    recipientEmail: '',
    message: '',
  };
  const { control, handleSubmit, reset, formState } = useForm<GiftCardValues>({
    resolver: zodResolver(giftCardSchema(amountsCents)),
    mode: 'onTouched',
    defaultValues: empty,
  });
  useFormActivity(formState);

  const submit = handleSubmit(async (values) => {
    setError(null);
    const amountCents = Number(values.amount);
    const wasAdded = await onAddToCart({ ...values, amountCents });
    if (!wasAdded) {
      setError('The gift card could not be added. Please try again.');
      return;
    }
    const recipient = values.recipientName ? ` for ${values.recipientName}` : '';
    setAdded(`A ${formatMoney(amountCents)} gift card${recipient} is in your cart.`);
    reset(empty);
  });

  return (
    <Section spacing="md">
      <Grid columns="halves" gap="xl" align="start">
        <Stack gap="lg">
          <Image
            src={image}
            alt={`${storeName} gift card in a red envelope with a gold ribbon`}
            ratio="4/3"
            rounded="xl"
            priority
          />
          <List variant="plain" spacing="md" aria-label="About our gift cards">
            <ListItem icon={Gift}>
              From {formatMoney(amountsCents[0] ?? 0)} to {formatMoney(amountsCents.at(-1) ?? 0)}.
            </ListItem>
            <ListItem icon={Store}>Good for anything in the shop: rubs, sauces and gear.</ListItem>
            <ListItem icon={Mail}>
              Add the recipient's name and a message for a personal touch.
            </ListItem>
          </List>
        </Stack>

        <Stack gap="lg">
          <Stack gap="sm">
            <Eyebrow>The gift every pitmaster wants</Eyebrow>
            <Heading level={1} size="2xl">
              Gift Cards
            </Heading>
            <Text tone="muted" leading="relaxed">
              Let them pick their own rubs, sauces and gear: a {storeName} gift card.
            </Text>
          </Stack>

          <Form
            aria-label="Gift card"
            onSubmit={(event) => void submit(event)}
            error={error}
            onDismissError={() => setError(null)}
            actionsAlign="stretch"
            actions={
              <Button
                type="submit"
                variant="accent"
                size="lg"
                isPending={formState.isSubmitting}
                pendingLabel="Adding..."
              >
                Add to Cart
              </Button>
            }
          >
            {added ? (
              <Alert
                tone="success"
                title="Added to cart"
                onDismiss={() => setAdded(null)}
                action={
                  <LinkButton href={paths.cart()} variant="outline" size="sm">
                    View Cart
                  </LinkButton>
                }
              >
                {added}
              </Alert>
            ) : null}
            <BoundRadioGroup
              control={control}
              name="amount"
              label="Amount"
              variant="cards"
              orientation="horizontal"
            >
              {amountsCents.map((cents) => (
                <Radio key={cents} value={String(cents)}>
                  {formatMoney(cents)}
                </Radio>
              ))}
            </BoundRadioGroup>
            <FormSection legend="Recipient (optional)">
              <FormRow>
                <BoundTextField control={control} name="recipientName" label="Recipient name" />
                <BoundTextField
                  control={control}
                  name="recipientEmail"
                  label="Recipient email"
                  type="email"
                />
              </FormRow>
              <BoundTextArea
                control={control}
                name="message"
                label="Message"
                description={`Up to ${maxGiftMessageLength} characters.`}
              />
            </FormSection>
          </Form>
        </Stack>
      </Grid>
    </Section>
  );
}
