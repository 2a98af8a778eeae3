import { authenticatorTextUtil } from '@aws-amplify/ui';
import {
  Heading as AmplifyHeading,
  Text as AmplifyText,
  useAuthenticator,
  type AuthenticatorProps,
} from '@aws-amplify/ui-react';
import { Flame } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import './authenticator-theme.css';
// The theme as a stylesheet: ThemeProvider would inject it as an inline <style>.
import './authenticator-tokens.css';
import { authenticatorTheme } from './authenticator-tokens';

export { authenticatorTheme };

/**
 * The page around the Authenticator: the muted band, full height. The card's corners and the
 * Oswald headings and tabs are in authenticator-theme.css (Amplify's tokens have no heading
 * font, and its reset unsets any element whose class names mention it).
 */
const authenticatorFrameClasses = 'px-4 py-10 md:py-16 min-h-screen w-full bg-surface-muted';

export interface AuthenticatorThemeProps {
  /** The Authenticator (or anything built from Amplify UI parts). */
  children: ReactNode;
  className?: string;
}

/**
 * Wraps Amplify UI's Authenticator so it looks like the rest of the design system: apply it
 * around `<Authenticator>` wherever the sign-in layer shows (gated hosts). It is the page's
 * main landmark: nothing else shows while the sign-in layer does.
 * The theme's variables come from authenticator-tokens.css, scoped by `data-amplify-theme` as
 * Amplify's ThemeProvider would scope them, without the inline `<style>` it injects, which the
 * server's Content-Security-Policy (style-src 'self') refuses.
 */
export function AuthenticatorTheme({ children, className }: AuthenticatorThemeProps) {
  return (
    <div data-amplify-theme={authenticatorTheme.name} data-amplify-color-mode="light" dir="ltr">
      <main data-slot="authenticator-theme" className={cn(authenticatorFrameClasses, className)}>
        {children}
      </main>
    </div>
  );
}

export interface AuthenticatorBrandHeaderProps {
  brandName: string;
  /** The line under the name, e.g. 'Sign in to continue'. */
  tagline?: string;
}

/**
 * The brand above the Authenticator's card (its `components.Header`): the page's h1, and the
 * tagline as the h2 that heads the card, whose own screen titles are h3s.
 */
export function AuthenticatorBrandHeader({
  brandName,
  tagline = 'Sign in to continue',
}: AuthenticatorBrandHeaderProps) {
  return (
    <div
      data-slot="authenticator-brand"
      className="flex flex-col items-center gap-2 pb-6 text-center"
    >
      <h1 className="inline-flex items-center gap-2 font-display text-2xl font-bold tracking-wide text-ink uppercase">
        <Flame aria-hidden="true" className="size-7 text-ember-700" />
        {brandName}
      </h1>
      <h2 className="font-sans text-sm font-normal text-ink-muted">{tagline}</h2>
    </div>
  );
}

const { getChallengeText, getChangePasswordText, getDeliveryMethodText } = authenticatorTextUtil;

/** Headers of its screens with an h4 (or an h3 then an h5), rebuilt as one h3 each. */
function ConfirmSignUpHeader() {
  const { codeDeliveryDetails } = useAuthenticator((context) => [context.codeDeliveryDetails]);
  return <AmplifyHeading level={3}>{getDeliveryMethodText(codeDeliveryDetails)}</AmplifyHeading>;
}

function ForceNewPasswordHeader() {
  return <AmplifyHeading level={3}>{getChangePasswordText()}</AmplifyHeading>;
}

function ConfirmSignInHeader() {
  const { challengeName, codeDeliveryDetails } = useAuthenticator((context) => [
    context.challengeName,
    context.codeDeliveryDetails,
  ]);
  const isCodeSent =
    (challengeName === 'EMAIL_OTP' || challengeName === 'SMS_MFA') && codeDeliveryDetails;
  return (
    <>
      <AmplifyHeading level={3}>{getChallengeText(challengeName)}</AmplifyHeading>
      {isCodeSent ? <AmplifyText>{getDeliveryMethodText(codeDeliveryDetails)}</AmplifyText> : null}
    </>
  );
}

/**
 * The Authenticator's `components` for our pages: the brand as the page's h1 and a tagline
 * h2 above the card, and every screen titled by an h3, so headings go down one level at a
 * time (its own headers use h4 on some screens and h3 then h5 on others).
 */
export function authenticatorComponents({
  brandName,
  tagline,
}: AuthenticatorBrandHeaderProps): NonNullable<AuthenticatorProps['components']> {
  return {
    Header: () => <AuthenticatorBrandHeader brandName={brandName} tagline={tagline} />,
    ConfirmSignUp: { Header: ConfirmSignUpHeader },
    ForceNewPassword: { Header: ForceNewPasswordHeader },
    ConfirmSignIn: { Header: ConfirmSignInHeader },
  };
}
