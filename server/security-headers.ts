import { readFileSync } from 'node:fs';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * Where browsers call the identity service, from amplify_outputs.json: the local service's
 * `custom.userPoolEndpoint`, else Cognito's regional endpoint; none when sign-in is not set up.
 */
export function identityOriginOf(outputsPath: string): string | undefined {
  let outputs: { auth?: { aws_region?: string }; custom?: { userPoolEndpoint?: string } };
  try {
    outputs = JSON.parse(readFileSync(outputsPath, 'utf8'));
  } catch {
    return undefined;
  }
  const endpoint = outputs.custom?.userPoolEndpoint;
  if (endpoint && URL.canParse(endpoint)) return new URL(endpoint).origin;
  const region = outputs.auth?.aws_region;
  return region && /^[a-z0-9-]+$/.test(region)
    ? `https://cognito-idp.${region}.amazonaws.com`
    : undefined;
}

/** What the build writes where index.html needs the response's nonce (vite.config.ts). */
export const cspNoncePlaceholder = 'CSP_NONCE_PLACEHOLDER';

/**
 * The hosts Stripe's security guide lists for Stripe.js and its Elements
 * (https://docs.stripe.com/security/guide#content-security-policy): the script, the Payment
 * Element's and 3-D Secure's frames, and its API. Allowed only when Stripe is configured.
 */
export const stripeCspHosts = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The headers of every response (the app, its files and the API): a strict CSP (tokens sit in
 * localStorage) with no inline script and no inline style but the nonced <style> elements
 * react-aria injects, nosniff, a referrer policy and no powerful features. HSTS is left to the
 * TLS terminator, which knows whether the host is on https. With `stripe`, Stripe.js's hosts too.
 */
export function securityHeaders(identityOrigin?: string, { stripe = false } = {}) {
  const stripeHosts = stripe ? stripeCspHosts : { script: [], frame: [], connect: [] };
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripeHosts.script],
      // react-aria injects small <style> elements; they carry this response's nonce (static.ts).
      styleSrc: ["'self'", NONCE],
      connectSrc: ["'self'", ...(identityOrigin ? [identityOrigin] : []), ...stripeHosts.connect],
      ...(stripe ? { frameSrc: stripeHosts.frame } : {}),
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    // The app uses none of these; clipboard writes (copy buttons) keep the default (self).
    // Only features Chromium knows: an unknown one (bluetooth) logs a warning on every page.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
      browsingTopics: [],
    },
  });
}
