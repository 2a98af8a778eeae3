/**
 * Shared fakes for the account screens' stories (login, register, forgot password): the
 * local pool's password policy, code deliveries and the live-announcer clean-up. Stories only.
 */
import { fn } from 'storybook/test';
import type { CodeDelivery, CodeRequestOutcome } from './code-delivery';
import type { PasswordPolicy } from './password-rules';

/** The local pool's policy (amplify_outputs.json), as Cognito's default. */
export const storyPolicy: PasswordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialCharacters: true,
};

/** A code e-mailed to a masked address, as the identity service reports it. */
export function emailedTo(destination: string): CodeDelivery {
  return { destination, medium: 'EMAIL' };
}

/** A spy for `onRequestCode` / `onResendCode`: the code always goes to `delivery`. */
export function sendsCode(delivery: CodeDelivery) {
  return fn(async (): Promise<CodeRequestOutcome> => ({ delivery }));
}
