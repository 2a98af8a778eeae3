import { authenticatorTextUtil } from '@aws-amplify/ui';
import {
  Heading as AmplifyHeading,
  Text as AmplifyText,
  ThemeProvider,
  useAuthenticator,
  type AuthenticatorProps,
  type Theme,
} from '@aws-amplify/ui-react';
import { cva } from 'class-variance-authority';
import { Flame } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import './authenticator-theme.css';

/** A design token of ours as a CSS value: `token('color-ember-700')` → `var(--color-ember-700)`. */
const token = (name: string) => ({ value: `var(--${name})` });

/** Our scale in Amplify's steps (10 lightest … 100 darkest). */
const scale = (palette: string, shades: Record<10 | 20 | 40 | 60 | 80 | 90 | 100, number>) =>
  Object.fromEntries(
    Object.entries(shades).map(([step, shade]) => [step, token(`color-${palette}-${shade}`)]),
  );

/**
 * The Amplify Authenticator in our tokens (theme.css): Inter for text, charcoal ink and
 * lines, ember for the primary action and links, the gold focus colour, our radii and
 * shadows. Every value points at a token's CSS variable, so a token change restyles it.
 */
export const authenticatorTheme: Theme = {
  name: 'forge-and-flame',
  tokens: {
    colors: {
      primary: scale('ember', { 10: 50, 20: 100, 40: 300, 60: 500, 80: 700, 90: 800, 100: 900 }),
      secondary: scale('gold', { 10: 50, 20: 100, 40: 300, 60: 400, 80: 600, 90: 700, 100: 800 }),
      font: {
        primary: token('color-ink'),
        secondary: token('color-charcoal-700'),
        tertiary: token('color-ink-muted'),
        disabled: token('color-charcoal-500'),
        inverse: token('color-white'),
        interactive: token('color-ember-700'),
        hover: token('color-ember-800'),
        focus: token('color-ember-900'),
        active: token('color-ember-900'),
        error: token('color-danger-800'),
        success: token('color-success-800'),
        info: token('color-info-800'),
        warning: token('color-warning-800'),
      },
      background: {
        primary: token('color-surface'),
        secondary: token('color-surface-muted'),
        tertiary: token('color-charcoal-100'),
        error: token('color-danger-50'),
        success: token('color-success-50'),
        info: token('color-info-50'),
        warning: token('color-warning-50'),
      },
      border: {
        primary: token('color-line-strong'),
        secondary: token('color-line'),
        tertiary: token('color-charcoal-100'),
        focus: token('color-focus'),
        pressed: token('color-ember-800'),
        error: token('color-danger-700'),
      },
    },
    fonts: {
      default: { variable: token('font-sans'), static: token('font-sans') },
    },
    radii: {
      xs: token('radius-sm'),
      small: token('radius-sm'),
      medium: token('radius-md'),
      large: token('radius-lg'),
      xl: token('radius-xl'),
    },
    shadows: {
      small: token('shadow-sm'),
      medium: token('shadow-md'),
      large: token('shadow-lg'),
    },
    components: {
      authenticator: {
        router: {
          borderColor: token('color-line'),
          boxShadow: token('shadow-lg'),
        },
      },
      button: {
        borderRadius: token('radius-md'),
        fontWeight: { value: '600' },
        primary: {
          backgroundColor: token('color-accent'),
          _hover: { backgroundColor: token('color-ember-800') },
          _focus: { backgroundColor: token('color-ember-800') },
          _active: { backgroundColor: token('color-ember-900') },
        },
      },
      fieldcontrol: {
        borderRadius: token('radius-md'),
        _focus: {
          borderColor: token('color-focus'),
          boxShadow: { value: '0 0 0 var(--amplify-border-widths-small) var(--color-focus)' },
        },
      },
      // Each screen's title is an h3 (see authenticatorComponents): sized like our card titles.
      heading: {
        3: { fontSize: token('text-2xl'), fontWeight: { value: '600' } },
      },
      tabs: {
        item: {
          color: token('color-ink-muted'),
          _hover: { color: token('color-ember-800') },
          _active: { color: token('color-ember-700'), borderColor: token('color-ember-700') },
        },
      },
    },
  },
};

/**
 * The page around the Authenticator: the muted band, full height. The card's corners and the
 * Oswald headings and tabs are in authenticator-theme.css (Amplify's tokens have no heading
 * font, and its reset unsets any element whose class names mention it).
 */
export const authenticatorFrameVariants = cva('min-h-screen px-4 py-10 md:py-16 w-full bg-surface-muted');

export interface AuthenticatorThemeProps {
  /** The Authenticator (or anything built from Amplify UI parts). */
  children: ReactNode;
  className?: string;
}

/**
 * Wraps Amplify UI's Authenticator so it looks like the rest of the design system: apply it
 * around `<Authenticator>` wherever the sign-in layer shows (gated hosts). It is the page's
 * main landmark: nothing else shows while the sign-in layer does.
 */
export function AuthenticatorTheme({ children, className }: AuthenticatorThemeProps) {
  return (
    <ThemeProvider theme={authenticatorTheme} colorMode="light">
      <main data-slot="authenticator-theme" className={cn(authenticatorFrameVariants(), className)}>
        {children}
      </main>
    </ThemeProvider>
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
    <div data-slot="authenticator-brand" className="pb-6 gap-2 flex flex-col items-center text-center">
      <h1 className="gap-2 text-2xl font-bold tracking-wide inline-flex items-center font-display text-ink uppercase">
        <Flame aria-hidden="true" className="size-7 text-ember-700" />
        {brandName}
      </h1>
      <h2 className="text-sm font-normal font-sans text-ink-muted">{tagline}</h2>
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
