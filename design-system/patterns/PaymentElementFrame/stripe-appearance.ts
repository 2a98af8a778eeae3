import type { Appearance } from '@stripe/stripe-js';

/** A design token's value by its CSS custom property name (e.g. '--color-ink'); '' when unset. */
export type TokenReader = (name: string) => string;

/** The tokens' values as the page has them (Stripe's Appearance API takes values, not var()s). */
export const documentTokens: TokenReader = (name) =>
  typeof document === 'undefined'
    ? ''
    : getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Our tokens' values today, for a page that has not emitted one (theme.css). */
const fallbacks: Record<string, string> = {
  '--color-surface': '#ffffff',
  '--color-ink': '#262422',
  '--color-ink-muted': '#5b5852',
  '--color-line-strong': '#8f8b84',
  '--color-primary': '#262422',
  '--color-focus': '#b57916',
  '--color-danger-700': '#b21f1f',
  '--font-sans': "'Inter Variable', system-ui, sans-serif",
  '--radius-md': '0.5rem',
};

/**
 * The Payment Element themed from our tokens (Stripe's Appearance API): the store's ink,
 * surface, lines, focus ring, error colour, font and corner radius, so Stripe's card fields
 * look like the test provider's fields beside them.
 */
export function stripeAppearance(read: TokenReader = documentTokens): Appearance {
  const token = (name: string) => read(name) || fallbacks[name]!;
  const focus = token('--color-focus');
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: token('--color-primary'),
      colorBackground: token('--color-surface'),
      colorText: token('--color-ink'),
      colorTextSecondary: token('--color-ink-muted'),
      colorDanger: token('--color-danger-700'),
      fontFamily: token('--font-sans'),
      borderRadius: token('--radius-md'),
    },
    rules: {
      '.Input': { border: `1px solid ${token('--color-line-strong')}`, boxShadow: 'none' },
      '.Input:focus': { borderColor: focus, boxShadow: `0 0 0 2px ${focus}` },
      '.Label': { color: token('--color-ink'), fontWeight: '500' },
    },
  };
}
