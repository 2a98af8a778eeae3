import { accountDisabledMessage, poolDisabledMessage } from '@domain/account-status';

/** Where a one-time code went, as the identity service reports it (`codeDeliveryDetails`). */
export interface CodeDelivery {
  /** Masked by the service, e.g. 'c***r@example.com'. */
  destination?: string;
  /** 'EMAIL' or 'SMS'. */
  medium?: string;
}

/** What asking for a code gives a screen: where it went, or the service's message. */
export type CodeRequestOutcome = { delivery: CodeDelivery } | { error: string };

/** Said when a code is on its way (it may take a minute to arrive). */
export function codeDeliveryMessage(delivery: CodeDelivery = {}): string {
  const arrival = 'It may take a minute to arrive.';
  const { destination, medium } = delivery;
  if (destination && (medium === 'EMAIL' || medium === undefined)) {
    return `Your code is on the way. To log in, enter the code we emailed to ${destination}. ${arrival}`;
  }
  if (destination && medium === 'SMS') {
    return `Your code is on the way. To log in, enter the code we texted to ${destination}. ${arrival}`;
  }
  return `Your code is on the way. To log in, enter the code we sent you. ${arrival}`;
}

/** Shown when a call failed without a message of its own. */
export const fallbackErrorMessage = 'Something went wrong. Please try again.';

/**
 * The service's own message for a failed call (remote errors show as they are), except a
 * disabled account's, which says what to do in the shop's words.
 */
export function serviceErrorMessage(error: unknown): string {
  const message = messageOf(error);
  if (message === poolDisabledMessage) return accountDisabledMessage;
  return message ?? fallbackErrorMessage;
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}
