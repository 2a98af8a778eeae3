import type { ReactNode } from 'react';
import type { CodeDelivery, CodeRequestOutcome } from './code-delivery';
import { SignedInCard } from './SignedInCard';
import { ConfirmSignUpStep } from '../screens/register/ConfirmSignUpStep';

/** The account that must be confirmed, and where its code went. */
export interface PendingConfirmation {
  email: string;
  delivery?: CodeDelivery;
}

export interface SignUpStepsProps {
  /** The screen's title, kept on the signed-in card. */
  title: string;
  /** Already signed in: the card that offers the profile or signing out replaces the form. */
  signedInAs?: string | null;
  onSignOut: () => Promise<void>;
  /** Set once the service asked for a code: the confirmation step replaces the form. */
  confirming: PendingConfirmation | null;
  /** Confirms the code; resolves with the service's message when refused. */
  onConfirm: (email: string, code: string) => Promise<string | undefined>;
  onResendCode: (email: string) => Promise<CodeRequestOutcome>;
  /** The screen's form. */
  children: ReactNode;
}

/**
 * The steps of /login and /register around their form: the signed-in card when there is
 * already an account, the confirmation code when the account was never confirmed, else the form.
 */
export function SignUpSteps({
  title,
  signedInAs,
  onSignOut,
  confirming,
  onConfirm,
  onResendCode,
  children,
}: SignUpStepsProps) {
  if (signedInAs) {
    return <SignedInCard title={title} signedInAs={signedInAs} onSignOut={onSignOut} />;
  }
  if (!confirming) return children;
  const { email, delivery } = confirming;
  return (
    <ConfirmSignUpStep
      email={email}
      delivery={delivery}
      onConfirm={(code) => onConfirm(email, code)}
      onResend={() => onResendCode(email)}
    />
  );
}
