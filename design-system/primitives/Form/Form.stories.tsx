import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { Form, FormRow, FormSection } from './Form';

/**
 * Use Form around every set of fields that is submitted together: checkout, sign-in and
 * register, contact and quote requests, the admin modals. It lays out the fields, then the
 * form-level error banner (dismissible, 'Dismiss alert'), then the actions, so the banner
 * sits right above the submit button. Group fields with FormSection ('Contact', 'Shipping
 * address') and put short fields side by side with FormRow. Bind fields with
 * react-hook-form's Controller and a zod schema; the page never reloads on submit.
 */
const meta = {
  title: 'Primitives/Form',
  component: Form,
  args: {
    onSubmit: fn(),
    onDismissError: fn(),
    actions: <Button type="submit">Send Message</Button>,
    children: null,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: (
      <>
        <FormRow>
          <TextField label="Name" name="name" autoComplete="name" />
          <TextField label="Email" name="email" type="email" autoComplete="email" />
        </FormRow>
        <TextField label="Subject" name="subject" />
        <TextArea label="Message" name="message" rows={4} />
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('textbox', { name: 'Name' }).closest('form')!;
    // ARIA validation only: the browser never shows its own bubbles.
    await expect(form).toHaveAttribute('novalidate');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Aaron Franklin');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email' }),
      'aaron@example.com{Enter}',
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const WithError: Story = {
  args: {
    error: 'Incorrect username or password.',
    actionsAlign: 'stretch',
    actions: <Button type="submit">Login</Button>,
    children: (
      <>
        <TextField label="Email" name="email" type="email" autoComplete="username" />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
        />
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    const banner = canvas.getByRole('alert');
    const login = canvas.getByRole('button', { name: 'Login' });
    await expect(banner).toHaveTextContent('Incorrect username or password.');
    // The banner comes right before the submit button, in reading order and on screen.
    await expect(
      banner.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      login.getBoundingClientRect().top,
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss alert' }));
    await expect(args.onDismissError).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: {
    actionsAlign: 'stretch',
    actions: (
      <Button type="submit" isPending pendingLabel="Signing in">
        Login
      </Button>
    ),
    children: (
      <>
        <TextField
          label="Email"
          name="email"
          type="email"
          isDisabled
          defaultValue="pit@forge.com"
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          isDisabled
          defaultValue="hickory!"
        />
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    const submit = canvas.getByRole('button', { name: /Signing in/ });
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/* ---- A checkout-like form bound with react-hook-form and zod ---- */

const required = z.string().trim().min(1, 'This field is required');

const shippingSchema = z.object({
  email: required.pipe(z.email('Please enter a valid email')),
  firstName: required,
  lastName: required,
  address: required,
  city: required,
  state: required,
  zipCode: required.regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
});

type ShippingForm = z.infer<typeof shippingSchema>;

const emptyShippingForm: ShippingForm = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

/** How a screen binds a field: every prop maps one to one onto Controller's field. */
function BoundTextField({
  control,
  name,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  control: Control<ShippingForm>;
  name: FieldPath<ShippingForm>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isDisabled={field.disabled}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

function CheckoutExample({ onPlaceOrder }: { onPlaceOrder: (order: ShippingForm) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  const { control, handleSubmit } = useForm<ShippingForm>({
    resolver: zodResolver(shippingSchema),
    defaultValues: emptyShippingForm,
    // Validated on every change or blur, and again on submit.
    mode: 'all',
  });

  if (placed) {
    return (
      <Alert tone="success" title="Order placed">
        Thanks! We sent the confirmation to your e-mail.
      </Alert>
    );
  }

  return (
    <Form
      onSubmit={handleSubmit(
        (order) => {
          setFormError(null);
          onPlaceOrder(order);
          setPlaced(true);
        },
        () => setFormError('Some details are missing or wrong. Check the fields marked above.'),
      )}
      error={formError}
      onDismissError={() => setFormError(null)}
      actions={
        <Button type="submit" variant="accent" size="lg">
          Place Order
        </Button>
      }
    >
      <FormSection legend="Contact">
        <BoundTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          isRequired
        />
      </FormSection>
      <FormSection legend="Shipping address">
        <FormRow>
          <BoundTextField
            control={control}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            isRequired
          />
          <BoundTextField
            control={control}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            isRequired
          />
        </FormRow>
        <BoundTextField
          control={control}
          name="address"
          label="Address"
          autoComplete="street-address"
          isRequired
        />
        <FormRow columns={3}>
          <BoundTextField
            control={control}
            name="city"
            label="City"
            autoComplete="address-level2"
            isRequired
          />
          <BoundTextField
            control={control}
            name="state"
            label="State"
            autoComplete="address-level1"
            isRequired
          />
          <BoundTextField
            control={control}
            name="zipCode"
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            isRequired
          />
        </FormRow>
      </FormSection>
    </Form>
  );
}

/** The checkout stories render CheckoutExample, so their args are its props. */
type CheckoutStory = StoryObj<typeof CheckoutExample>;

const fieldNames = ['Email', 'First name', 'Last name', 'Address', 'City', 'State', 'ZIP code'];

export const CheckoutForm: CheckoutStory = {
  args: { onPlaceOrder: fn() },
  render: (args) => <CheckoutExample {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));

    // Every empty field shows its message under it, and the banner sits above the button.
    const banner = await canvas.findByText(/Some details are missing/);
    for (const name of fieldNames) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('This field is required');
    }
    await expect(canvas.getAllByRole('alert')).toHaveLength(fieldNames.length + 1);
    // react-hook-form focuses the first invalid field through `inputRef`.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await expect(banner).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('alert')).toHaveLength(fieldNames.length);

    // Fixing a field clears its message as you type.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'pit@');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'forge.com');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute(
      'aria-invalid',
    );

    const values = ['Aaron', 'Franklin', '900 E 11th St', 'Austin', 'TX', '78702'];
    for (const [index, name] of fieldNames.slice(1).entries()) {
      await userEvent.type(canvas.getByRole('textbox', { name }), values[index]!);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Order placed');
    await expect(args.onPlaceOrder).toHaveBeenCalledWith({
      email: 'pit@forge.com',
      firstName: 'Aaron',
      lastName: 'Franklin',
      address: '900 E 11th St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78702',
    });
  },
};

export const CheckoutFormInvalid: CheckoutStory = {
  args: { onPlaceOrder: fn() },
  render: (args) => <CheckoutExample {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await canvas.findByText(/Some details are missing/);
    await expect(canvas.getAllByText('This field is required')).toHaveLength(fieldNames.length);
  },
};

export const FocusVisible: CheckoutStory = {
  args: { onPlaceOrder: fn() },
  render: (args) => <CheckoutExample {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of fieldNames) {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name })).toHaveFocus();
    }
    await userEvent.tab();
    const placeOrder = canvas.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toHaveFocus();
    await expect(placeOrder).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: {
    error:
      'We could not reach the payment service to authorise your card. Nothing has been charged. Check your connection and try again, or choose another payment method; if it keeps happening, call us at (312) 555-0142.',
    children: (
      <FormSection legend="Payment details for your Smokehouse Club annual membership">
        <TextField
          label="Name on card exactly as printed, including any middle initial"
          name="cardName"
          defaultValue="Aaron Michael Franklin-Hernandez de la Vega"
        />
        <FormRow columns={3}>
          <TextField label="Card number" name="cardNumber" placeholder="1234 5678 9012 3456" />
          <TextField label="Expiry" name="cardExpiry" placeholder="MM/YY" />
          <TextField label="CVC" name="cardCvc" />
        </FormRow>
      </FormSection>
    ),
    actions: (
      <>
        <Button variant="outline">Back to shipping</Button>
        <Button type="submit" variant="accent">
          Pay and join the Smokehouse Club
        </Button>
      </>
    ),
  },
};

export const NarrowWidth: CheckoutStory = {
  args: { onPlaceOrder: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <CheckoutExample {...args} />,
  play: async ({ canvas }) => {
    // FormRow stacks on phones: last name sits under first name.
    const first = canvas.getByRole('textbox', { name: 'First name' }).getBoundingClientRect();
    const last = canvas.getByRole('textbox', { name: 'Last name' }).getBoundingClientRect();
    await expect(last.left).toBe(first.left);
    await expect(last.top).toBeGreaterThan(first.bottom);
    const placeOrder = canvas.getByRole('button', { name: 'Place Order' }).getBoundingClientRect();
    await expect(placeOrder.width).toBeGreaterThan(300);
  },
};
