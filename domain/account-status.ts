/** The API's refusal of a disabled account's token (401): the app signs it out and says why. */
export const accountDisabledCode = 'account_disabled';

export const accountDisabledMessage =
  'This account has been disabled. Contact us if you think this is a mistake.';

/** What the user pool says when a disabled account signs in (Cognito and the local service). */
export const poolDisabledMessage = 'User is disabled.';
