import type { ReactNode, RefObject } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  PaymentElementFrame,
  type PaymentElementHandle,
  type StripePayment,
} from '@ds/patterns/PaymentElementFrame/PaymentElementFrame';
import { FormRow } from '@ds/primitives/Form/Form';
import { Radio } from '@ds/primitives/RadioGroup/RadioGroup';
import type { PaymentCard } from '@domain/types';
import { BoundRadioGroup, BoundTextField } from '../forms/bound-fields';
import { formatCardNumber, formatExpiry } from './card';
import { newCardChoice, paysWithSavedCard } from './checkout-schema';

/** The fields every form that takes a card names alike (checkout, joining the club). */
export interface CardChoiceValues {
  payWith?: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

export interface CardChoiceFieldsProps<T extends CardChoiceValues> {
  control: Control<T>;
  /** The account's saved cards, offered above a new card. */
  savedCards: PaymentCard[];
  /** Shown under a new card's fields, e.g. "Save this card for next time". */
  newCardExtra?: ReactNode;
  /** Stripe is the store's provider: a new card goes into its Payment Element instead. */
  stripe?: StripePayment | undefined;
  /** Asked for the new card's PaymentMethod when the form is sent (with `stripe`). */
  handleRef?: RefObject<PaymentElementHandle | null> | undefined;
}

/** A saved card to choose, or a new card's number, expiry and CVC. */
export function CardChoiceFields<T extends CardChoiceValues>({
  control,
  savedCards,
  newCardExtra,
  stripe,
  handleRef,
}: CardChoiceFieldsProps<T>) {
  // Generic forms cannot prove these paths exist; CardChoiceValues is what they share.
  const card = control as unknown as Control<CardChoiceValues>;
  const payWith = useWatch({ control: card, name: 'payWith' });
  return (
    <>
      {savedCards.length > 0 ? (
        <BoundRadioGroup control={card} name="payWith" label="Pay with">
          {savedCards.map((saved) => (
            <Radio key={saved.id} value={saved.id} detail={`Expires ${saved.expiry}`}>
              {`${saved.brand} ending in ${saved.last4}`}
            </Radio>
          ))}
          <Radio value={newCardChoice}>A new card</Radio>
        </BoundRadioGroup>
      ) : null}
      {paysWithSavedCard({ payWith }) ? null : (
        <>
          <PaymentElementFrame
            {...(stripe ? { stripe } : {})}
            {...(handleRef ? { handleRef } : {})}
          >
            <BoundTextField
              control={card}
              name="cardNumber"
              label="Card number"
              placeholder="1234 5678 9012 3456"
              inputMode="numeric"
              autoComplete="cc-number"
              format={formatCardNumber}
            />
            <FormRow>
              <BoundTextField
                control={card}
                name="cardExpiry"
                label="Expiry"
                placeholder="MM/YY"
                inputMode="numeric"
                autoComplete="cc-exp"
                format={formatExpiry}
              />
              <BoundTextField
                control={card}
                name="cardCvc"
                label="CVC"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
              />
            </FormRow>
          </PaymentElementFrame>
          {newCardExtra}
        </>
      )}
    </>
  );
}
