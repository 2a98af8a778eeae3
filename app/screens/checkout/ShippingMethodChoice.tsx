import type { Control } from 'react-hook-form';
import { formatMoney } from '@ds/lib/money';
import { Radio, RadioGroup } from '@ds/primitives/RadioGroup/RadioGroup';
import type { ShippingOption } from '@domain/shipping-methods';
import type { CheckoutForm } from '../../commerce/checkout-schema';
import { useBinding } from '../../forms/bound-text-field';

export interface ShippingMethodChoiceProps {
  control: Control<CheckoutForm>;
  /** What the entered address and the subtotal get, standard first. */
  options: readonly ShippingOption[];
  /** The option charged now: the form's choice while offered, else standard. */
  chosenId: string;
}

/** '$9.99 · 0-1 days', or 'Free · 3-5 days'. */
const optionDetail = (option: ShippingOption) =>
  `${option.priceCents === 0 ? 'Free' : formatMoney(option.priceCents)} · ${option.estimatedDays}`;

/** Checkout's shipping methods for the address as typed, each with its price and estimate. */
export function ShippingMethodChoice({ control, options, chosenId }: ShippingMethodChoiceProps) {
  const { field, shared } = useBinding({ control, name: 'shippingMethodId' });
  return (
    <RadioGroup
      {...shared}
      label="Shipping method"
      description={
        options.length === 1
          ? 'Local delivery methods appear here for addresses in our delivery zones, once the order reaches their minimum.'
          : undefined
      }
      variant="cards"
      value={chosenId}
      onChange={field.onChange}
    >
      {options.map((option) => (
        <Radio
          key={option.id}
          value={option.id}
          detail={optionDetail(option)}
          note={option.zoneName ? `${option.zoneName} delivery` : undefined}
        >
          {option.name}
        </Radio>
      ))}
    </RadioGroup>
  );
}
