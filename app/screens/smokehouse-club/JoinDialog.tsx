import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '@ds/lib/money';
import { Button } from '@ds/primitives/Button/Button';
import { Form, FormRow } from '@ds/primitives/Form/Form';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Radio } from '@ds/primitives/RadioGroup/RadioGroup';
import { Text } from '@ds/primitives/Text/Text';
import { clubDiscountPercent } from '@domain/constants';
import { discountTierIds } from '@domain/membership';
import type { MembershipTier, PaymentCard } from '@domain/types';
import { formatCardNumber, formatExpiry } from '../../commerce/card';
import { newCardChoice, paysWithSavedCard } from '../../commerce/checkout-schema';
import { BoundRadioGroup, BoundTextField } from '../../forms/bound-fields';
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
}

/** 'Join Smoke Master': the card that pays the first month now and each renewal after. */
export function JoinDialog({ tier, savedCards, onJoin, onClose }: JoinDialogProps) {
  const { control, handleSubmit, formState, setError } = useForm<JoinForm>({
    resolver: zodResolver(joinSchema()),
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
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
