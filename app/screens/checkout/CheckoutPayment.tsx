import { useWatch, type Control } from 'react-hook-form';
import { FormRow, FormSection } from '@ds/primitives/Form/Form';
import { Radio } from '@ds/primitives/RadioGroup/RadioGroup';
import type { PaymentCard } from '@domain/types';
import { formatCardNumber, formatExpiry } from '../../commerce/card';
import {
  newCardChoice,
  paysWithSavedCard,
  type CheckoutForm,
} from '../../commerce/checkout-schema';
import { BoundCheckbox, BoundRadioGroup, BoundTextField } from '../../forms/bound-fields';

export interface CheckoutPaymentProps {
  control: Control<CheckoutForm>;
  /** The account's saved cards: offered above a new card. */
  savedCards: PaymentCard[];
  /** Signed in: a new card can be saved to the account. */
  canSave: boolean;
}

/** The order's card: a saved one, or a new card typed in (and saved for next time if asked). */
export function CheckoutPayment({ control, savedCards, canSave }: CheckoutPaymentProps) {
  const payWith = useWatch({ control, name: 'payWith' });
  const newCard = !paysWithSavedCard({ payWith });
  return (
    <FormSection legend="Payment">
      {savedCards.length > 0 ? (
        <BoundRadioGroup control={control} name="payWith" label="Pay with">
          {savedCards.map((card) => (
            <Radio key={card.id} value={card.id} detail={`Expires ${card.expiry}`}>
              {`${card.brand} ending in ${card.last4}`}
            </Radio>
          ))}
          <Radio value={newCardChoice}>A new card</Radio>
        </BoundRadioGroup>
      ) : null}
      {newCard ? (
        <>
          <BoundTextField
            control={control}
            name="cardNumber"
            label="Card number"
            placeholder="1234 5678 9012 3456"
            inputMode="numeric"
            autoComplete="cc-number"
            format={formatCardNumber}
          />
          <FormRow>
            <BoundTextField
              control={control}
              name="cardExpiry"
              label="Expiry"
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              format={formatExpiry}
            />
            <BoundTextField
              control={control}
              name="cardCvc"
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
            />
          </FormRow>
          {canSave ? (
            <BoundCheckbox control={control} name="saveCard" label="Save this card for next time" />
          ) : null}
        </>
      ) : null}
    </FormSection>
  );
}
