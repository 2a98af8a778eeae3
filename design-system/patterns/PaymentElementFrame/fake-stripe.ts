import type { Stripe } from '@stripe/stripe-js';

/** What a fake Stripe was asked, for a test to check. */
export interface FakeStripeCalls {
  /** The options each `stripe.elements()` got (mode, amount, currency, setupFutureUsage…). */
  elements: Record<string, unknown>[];
  submits: number;
  createdPaymentMethods: string[];
}

/**
 * A stand-in for Stripe.js, which cannot load without the network: just enough of the object
 * `@stripe/react-stripe-js` and PaymentElementFrame call (`elements()`, `elements.create`,
 * `elements.submit()`, `createPaymentMethod`). Its Payment Element is a plain box, and every
 * PaymentMethod it makes is `paymentMethodId`. Stories and tests hand it to the frame through
 * StripeLoaderProvider.
 */
export function fakeStripe(paymentMethodId = 'pm_fake_element'): {
  stripe: Stripe;
  calls: FakeStripeCalls;
} {
  const calls: FakeStripeCalls = { elements: [], submits: 0, createdPaymentMethods: [] };
  const element = {
    mount(node: HTMLElement) {
      const box = document.createElement('div');
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', 'Stripe Payment Element (stand-in)');
      box.className = 'rounded-md border border-border p-4 text-sm';
      box.textContent = 'Card details are typed here, inside Stripe’s frame.';
      node.replaceChildren(box);
    },
    on() {
      return element;
    },
    off() {
      return element;
    },
    update() {},
    unmount() {},
    destroy() {},
  };
  const elements = {
    create: () => element,
    getElement: () => element,
    update(options: Record<string, unknown>) {
      calls.elements.push(options);
    },
    fetchUpdates: async () => ({}),
    submit: async () => {
      calls.submits += 1;
      return {};
    },
  };
  const stripe = {
    elements(options: Record<string, unknown>) {
      calls.elements.push(options);
      return elements;
    },
    createToken: async () => ({}),
    confirmCardPayment: async () => ({}),
    async createPaymentMethod({ elements: given }: { elements: unknown }) {
      if (given !== elements) return { error: { message: 'Not this form’s elements' } };
      calls.createdPaymentMethods.push(paymentMethodId);
      return { paymentMethod: { id: paymentMethodId, object: 'payment_method', type: 'card' } };
    },
  };
  return { stripe: stripe as unknown as Stripe, calls };
}
