import { z } from 'zod';

/**
 * The test payment provider's token: what its browser tokenizer hands the server instead of
 * the card. It carries only what may be stored (brand, last four, expiry) and the outcome the
 * well-known test number stands for; never the number or the CVC. A real provider's token is
 * an opaque id from its own script (Stripe.js), and only its server can read it.
 */
export const testTokenPrefix = 'tok_test_';

/** 4000 0000 0000 0002: the provider's "card declined" number, as with Stripe's test cards. */
export const declinedTestCardNumber = '4000000000000002';

/**
 * 4000 0027 6000 3184: the bank asks the customer to confirm every payment, as Stripe's test
 * card does. Customer present (checkout): the payment waits for 3-D Secure (requires_action);
 * off-session (a club renewal): the charge answers PaymentAuthenticationRequired.
 */
export const authenticationTestCardNumber = '4000002760003184';

const testCardSchema = z.object({
  brand: z.string().min(1).max(40),
  last4: z.string().regex(/^\d{4}$/),
  expiry: z.string().regex(/^\d{2}\/\d{2}$/),
  outcome: z.enum(['approve', 'decline', 'authenticate']),
});

export type TestCard = z.output<typeof testCardSchema>;

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export const encodeTestToken = (card: TestCard) =>
  `${testTokenPrefix}${toBase64Url(JSON.stringify(testCardSchema.parse(card)))}`;

/** The card a test token stands for, or undefined when it is not one. */
export function decodeTestToken(token: string): TestCard | undefined {
  if (!token.startsWith(testTokenPrefix)) return undefined;
  try {
    const parsed = testCardSchema.safeParse(
      JSON.parse(fromBase64Url(token.slice(testTokenPrefix.length))),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
