import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '@ds/lib/money';
import { Button } from '@ds/primitives/Button/Button';
import { Form } from '@ds/primitives/Form/Form';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Text } from '@ds/primitives/Text/Text';
import { clubDiscountPercent } from '@domain/constants';
import { discountTierIds } from '@domain/membership';
import type { MembershipTier, PaymentCard } from '@domain/types';
import { CardChoiceFields } from '../../commerce/CardChoiceFields';
import { stripePaymentOf, type StripeCardEntry } from '../../commerce/card-entry';
import { paysWithSavedCard } from '../../commerce/checkout-schema';
import { sendFailureMessage } from '../../forms/server-field-errors';
import { useSubmitBanner } from '../../forms/use-submit-banner';
import {
  defaultPayWith,
  joinPaymentOf,
  joinSchema,
  type JoinForm,
  type JoinPayment,
} from './join-schema';

export interface JoinDialogProps {
  tier: MembershipTier;
  /** The account's saved cards, offered above a new card. */
  savedCards: PaymentCard[];
  /** Charges the first month; rejects with the server's refusal (a declined card: 402). */
  onJoin: (tier: MembershipTier, payment: JoinPayment) => Promise<unknown>;
  onClose: () => void;
  /** Stripe is the store's provider: a new card goes into its Payment Element. */
  stripeCard?: StripeCardEntry | undefined;
}

/** 'Join Smoke Master': the card that pays the first month now and each renewal after. */
export function JoinDialog({ tier, savedCards, onJoin, onClose, stripeCard }: JoinDialogProps) {
  const { control, handleSubmit, formState, setError } = useForm<JoinForm>({
    // Stripe's Payment Element checks its own fields.
    resolver: zodResolver(joinSchema(undefined, { cardFields: !stripeCard })),
    mode: 'onTouched',
    defaultValues: {
      payWith: defaultPayWith(savedCards),
      cardNumber: '',
      cardExpiry: '',
      cardCvc: '',
    },
  });
  const payWith = useWatch({ control, name: 'payWith' });
  const newCard = !paysWithSavedCard({ payWith });
  const price = formatMoney(tier.priceCents);
  const { formProps } = useSubmitBanner(
    handleSubmit,
    (values) => onJoin(tier, joinPaymentOf(values)),
    (failure) =>
      sendFailureMessage(
        failure,
        'We could not sign you up. Nothing was charged; please try again.',
      ),
    // A declined or unreadable card is told under the card that was used.
    { setError, renames: { card: newCard ? 'cardNumber' : 'payWith' } },
  );

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={`Join ${tier.name}`}
    >
      <Form
        aria-label={`Join ${tier.name}`}
        {...formProps}
        actions={
          <>
            <Button variant="outline" onPress={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="accent"
              isPending={formState.isSubmitting}
              pendingLabel="Joining..."
            >
              {`Join for ${price}/month`}
            </Button>
          </>
        }
      >
        <Text size="sm" tone="muted">
          {`${price} now, then ${price} every month on the same day until you cancel. Pause, cancel or change tier from your profile; changes apply at your next renewal.`}
          {discountTierIds.includes(tier.id)
            ? ` Members get ${clubDiscountPercent}% off everything in the shop.`
            : ''}
        </Text>
        <CardChoiceFields
          control={control}
          savedCards={savedCards}
          // The card is kept on the account: renewals charge it off-session.
          stripe={stripeCard && stripePaymentOf(stripeCard, tier.priceCents, true)}
          handleRef={stripeCard?.handleRef}
        />
      </Form>
    </Modal>
  );
}
