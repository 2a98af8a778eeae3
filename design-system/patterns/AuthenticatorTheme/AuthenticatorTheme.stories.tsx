import { Authenticator, type AuthenticatorProps } from '@aws-amplify/ui-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  authenticatorComponents,
  AuthenticatorTheme,
  authenticatorTheme,
} from './AuthenticatorTheme';

const components = authenticatorComponents({ brandName: 'Forge & Flame' });

type Services = NonNullable<AuthenticatorProps['services']>;

/** What the app's amplify_outputs.json gives the Authenticator (e-mail login, Cognito's policy). */
const storyConfig = {
  loginMechanisms: ['email'],
  signUpAttributes: ['email'],
  socialProviders: [],
  passwordlessCapabilities: {
    emailOtpEnabled: false,
    smsOtpEnabled: false,
    webAuthnEnabled: false,
    preferredChallenge: undefined,
  },
  userPoolId: 'us-east-1_story',
  userPoolClientId: 'story-client',
  passwordFormat: {
    minLength: 8,
    requireLowercase: true,
    requireUppercase: true,
    requireNumbers: true,
    requireSpecialCharacters: true,
  },
};

const codeDeliveryDetails = {
  deliveryMedium: 'EMAIL',
  destination: 'p***t@example.com',
  attributeName: 'email',
} as const;

/**
 * The Authenticator's calls, answered here: no network, no Amplify configuration. Each
 * story replaces the one it drives (sign-in → TOTP setup, sign-up → confirm, …).
 */
function storyServices(overrides: Record<string, unknown> = {}): Services {
  return {
    getAmplifyConfig: async () => storyConfig,
    getCurrentUser: async () => {
      throw Object.assign(new Error('No user is signed in.'), {
        name: 'UserUnAuthenticatedException',
      });
    },
    handleSignIn: async () => {
      throw Object.assign(new Error('Incorrect username or password.'), {
        name: 'NotAuthorizedException',
      });
    },
    handleResendSignUpCode: async () => codeDeliveryDetails,
    ...overrides,
  } as unknown as Services;
}

/** A sign-in that asks for the next step of the flow the story shows. */
const signInLeadsTo = (nextStep: Record<string, unknown>) =>
  fn(async () => ({ isSignedIn: false, nextStep }));

type Canvas = ReturnType<typeof within>;

async function signIn(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'pat@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'Smokehouse#1');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/**
 * Wrap Amplify UI's `<Authenticator>` in AuthenticatorTheme wherever the sign-in layer shows
 * (hosts that are not public): it maps our tokens (Inter and Oswald, charcoal
 * ink, ember actions, gold focus, our radii and shadows) onto Amplify's theme, so the widget
 * looks like the rest of the shop. Pass `authenticatorComponents({ brandName })` as its
 * `components` (the brand header, and headings in order). The stories drive the real
 * Authenticator through `initialState` and `services` overrides.
 */
const meta = {
  title: 'Patterns/AuthenticatorTheme',
  component: AuthenticatorTheme,
  parameters: { layout: 'fullscreen' },
  args: { children: null },
  render: (_args, { parameters }) => (
    <AuthenticatorTheme>
      <Authenticator
        {...(parameters.authenticator as AuthenticatorProps)}
        components={components}
      />
    </AuthenticatorTheme>
  ),
} satisfies Meta<typeof AuthenticatorTheme>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  parameters: { authenticator: { services: storyServices() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Create Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    // The theme reaches the widget: Inter for text, our ember on the primary action.
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await expect(getComputedStyle(submit).fontFamily).toContain('Inter Variable');
    await expect(authenticatorTheme.name).toBe('forge-and-flame');
    // ...from the stylesheet: no inline <style> of Amplify's, which the CSP would refuse.
    const style = getComputedStyle(submit);
    await expect(style.getPropertyValue('--color-accent').trim()).not.toBe('');
    await expect(
      style.getPropertyValue('--amplify-components-button-primary-background-color').trim(),
    ).toBe(style.getPropertyValue('--color-accent').trim());
    await expect(document.getElementById('amplify-theme-forge-and-flame')).toBeNull();
  },
};

/** A refused sign-in: the service's message in the banner above the button, fields kept. */
export const SignInError: Story = {
  parameters: { authenticator: { services: storyServices() } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByText('Incorrect username or password.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('pat@example.com');
  },
};

/** The gated host: self sign-up hidden, so no Create Account tab. */
export const SignInWithoutSignUp: Story = {
  parameters: { authenticator: { services: storyServices(), hideSignUp: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Create Account' })).toBeNull();
  },
};

export const SignUp: Story = {
  parameters: { authenticator: { services: storyServices(), initialState: 'signUp' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Create Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'shorter');
    await userEvent.tab();
    await expect(await canvas.findByText('Password must have at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Your passwords must match')).toBeVisible();
  },
};

export const ConfirmSignUp: Story = {
  parameters: {
    authenticator: {
      initialState: 'signUp',
      services: storyServices({
        handleSignUp: fn(async () => ({
          isSignUpComplete: false,
          nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails },
        })),
      }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Smokehouse#1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Smokehouse#1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('textbox', { name: 'Confirmation Code' })).toBeVisible();
    await expect(canvas.getByText(/p\*\*\*t@example.com/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend Code' })).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  parameters: {
    authenticator: {
      initialState: 'forgotPassword',
      services: storyServices({
        handleForgotPassword: fn(async () => ({
          isPasswordReset: false,
          nextStep: {
            resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
            codeDeliveryDetails,
          },
        })),
      }),
    },
  },
  play: async ({ canvas, parameters }) => {
    const services = (parameters.authenticator as AuthenticatorProps).services!;
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Enter your email' }),
      'pat@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(services.handleForgotPassword).toHaveBeenCalledWith({
      username: 'pat@example.com',
    });
    await expect(await canvas.findByRole('textbox', { name: /^Code/ })).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toBeVisible();
  },
};

export const ForceNewPassword: Story = {
  parameters: {
    authenticator: {
      services: storyServices({
        handleSignIn: signInLeadsTo({
          signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
          missingAttributes: [],
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Change Password' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm Password')).toBeVisible();
  },
};

export const SetupTotp: Story = {
  parameters: {
    authenticator: {
      services: storyServices({
        handleSignIn: signInLeadsTo({
          signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
          totpSetupDetails: {
            sharedSecret: 'JBSWY3DPEHPK3PXP',
            getSetupUri: (appName: string, accountName = 'pat@example.com') =>
              new URL(
                `otpauth://totp/${appName}:${accountName}?secret=JBSWY3DPEHPK3PXP&issuer=${appName}`,
              ),
          },
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Setup TOTP' })).toBeVisible();
    await expect(canvas.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    const qrCode = await canvas.findByRole('img', { name: 'qr code' });
    await waitFor(() => expect((qrCode as HTMLImageElement).complete).toBe(true));
    await expect(qrCode).toHaveAttribute('width', '228');
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { authenticator: { services: storyServices(), hideSignUp: true } },
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Sign in' });
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};
