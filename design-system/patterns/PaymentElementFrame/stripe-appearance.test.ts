import { describe, expect, it } from 'vitest';
import { stripeAppearance } from './stripe-appearance';

describe('stripeAppearance', () => {
  it("themes the Payment Element from the page's token values", () => {
    const tokens: Record<string, string> = {
      '--color-surface': '#fffffe',
      '--color-ink': '#111111',
      '--color-ink-muted': '#555555',
      '--color-line-strong': '#888888',
      '--color-primary': '#222222',
      '--color-focus': '#b57916',
      '--color-danger-700': '#b21f1f',
      '--font-sans': 'Inter, sans-serif',
      '--radius-md': '8px',
    };
    const appearance = stripeAppearance((name) => tokens[name] ?? '');
    expect(appearance.variables).toEqual({
      colorPrimary: '#222222',
      colorBackground: '#fffffe',
      colorText: '#111111',
      colorTextSecondary: '#555555',
      colorDanger: '#b21f1f',
      fontFamily: 'Inter, sans-serif',
      borderRadius: '8px',
    });
    expect(appearance.rules?.['.Input:focus']).toEqual({
      borderColor: '#b57916',
      boxShadow: '0 0 0 2px #b57916',
    });
    expect(appearance.rules?.['.Input']?.border).toBe('1px solid #888888');
  });

  it("uses theme.css's values for a token the page has not emitted", () => {
    const appearance = stripeAppearance(() => '');
    expect(appearance.variables?.colorText).toBe('#262422');
    expect(appearance.variables?.borderRadius).toBe('0.5rem');
    expect(Object.values(appearance.variables ?? {}).every(Boolean)).toBe(true);
  });
});
