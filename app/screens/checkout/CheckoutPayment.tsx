import { useWatch, type Control } from 'react-hook-form';
import { FormSection } from '@ds/primitives/Form/Form';
import type { PaymentCard } from '@domain/types';
import { CardChoiceFields } from '../../commerce/CardChoiceFields';
import { stripePaymentOf, type StripeCardEntry } from '../../commerce/card-entry';
import type { CheckoutForm } from '../../commerce/checkout-schema';
import { BoundCheckbox } from '../../forms/bound-fields';

export interface CheckoutPaymentProps {
  control: Control<CheckoutForm>;
  /** The account's saved cards: offered above a new card. */
  savedCards: PaymentCard[];
  /** Signed in: a new card can be saved to the account. */
  canSave: boolean;
  /** Stripe is the store's provider: a new card goes into its Payment Element. */
  stripeCard?: StripeCardEntry | undefined;
  /** What the card will be charged (the Payment Element shows it in the store's currency). */
  amountCents: number;
}

/** The order's card: a saved one, or a new card typed in (and saved for next time if asked). */
export function CheckoutPayment({
  control,
  savedCards,
  canSave,
  stripeCard,
  amountCents,
}: CheckoutPaymentProps) {
  const saveCard = useWatch({ control, name: 'saveCard' });
  return (
    <FormSection legend="Payment">
      <CardChoiceFields
        control={control}
        savedCards={savedCards}
        stripe={stripeCard && stripePaymentOf(stripeCard, amountCents, saveCard ?? false)}
        handleRef={stripeCard?.handleRef}
        newCardExtra={
          canSave ? (
            <BoundCheckbox control={control} name="saveCard" label="Save this card for next time" />
          ) : null
        }
      />
    </FormSection>
  );
}
