import { createTheme, type Theme } from '@aws-amplify/ui';

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

const declarations = (cssText: string) =>
  cssText.split('\n').filter((line) => line.startsWith('--'));

/**
 * The theme as the stylesheet authenticator-tokens.css holds: what Amplify's ThemeProvider
 * would inject as a `<style>`, less the variables equal to its defaults, which Amplify's own
 * stylesheet already sets. Regenerate it with `npx tsx scripts/write-authenticator-tokens.ts`.
 */
export function authenticatorTokensCss(): string {
  const defaults = new Set(declarations(createTheme().cssText));
  const ours = declarations(createTheme(authenticatorTheme).cssText).filter(
    (line) => !defaults.has(line),
  );
  return [
    '/* Generated from authenticator-tokens.ts by scripts/write-authenticator-tokens.ts: do not edit. */',
    `[data-amplify-theme="${authenticatorTheme.name}"] {`,
    ...ours.map((line) => `  ${line}`),
    '}',
    '',
  ].join('\n');
}
