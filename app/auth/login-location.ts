/** What /forgot-password hands over after a reset (router location state). */
export interface LoginLocationState {
  passwordChanged?: boolean;
  email?: string;
}
