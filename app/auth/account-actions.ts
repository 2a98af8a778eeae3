import { authStore } from './auth-store';
import { serviceErrorMessage, type CodeRequestOutcome } from './code-delivery';

/**
 * The account screens' calls that only report where a code went: the service's message
 * when it refused, never a thrown error.
 */

/** Sends a new sign-up code to an account that is not confirmed yet. */
export async function resendSignUpCode(email: string): Promise<CodeRequestOutcome> {
  try {
    const details = await authStore.getState().resendSignUpCode(email);
    return { delivery: { destination: details.destination, medium: details.deliveryMedium } };
  } catch (error) {
    return { error: serviceErrorMessage(error) };
  }
}

/** Sends a password-reset code. */
export async function requestPasswordReset(email: string): Promise<CodeRequestOutcome> {
  try {
    const { nextStep } = await authStore.getState().resetPassword(email);
    const details = 'codeDeliveryDetails' in nextStep ? nextStep.codeDeliveryDetails : undefined;
    return { delivery: { destination: details?.destination, medium: details?.deliveryMedium } };
  } catch (error) {
    return { error: serviceErrorMessage(error) };
  }
}
