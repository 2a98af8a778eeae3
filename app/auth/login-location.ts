/** What /forgot-password hands over after a reset (router location state). */
export interface LoginLocationState {
  passwordChanged?: boolean;
  email?: string;
  /** The API refused the account as disabled and the app signed it out. */
  accountDisabled?: boolean;
}
