/** The text/background token pairs the components use; each must reach AA. */
export interface ColorPair {
  text: string;
  background: string;
  usage: string;
  kind?: 'text' | 'ui';
}

export const colorPairs: ColorPair[] = [
  { text: 'ink', background: 'canvas', usage: 'Body text' },
  { text: 'ink-muted', background: 'canvas', usage: 'Secondary text' },
  { text: 'ink-muted', background: 'surface-muted', usage: 'Secondary text on muted panels' },
  { text: 'on-primary', background: 'primary', usage: 'Primary button, header' },
  { text: 'gold-400', background: 'charcoal-900', usage: 'Gold accents on charcoal' },
  { text: 'on-secondary', background: 'secondary', usage: 'Secondary button' },
  { text: 'on-accent', background: 'accent', usage: 'Ember call to action' },
  { text: 'ember-700', background: 'canvas', usage: 'Sale price, links' },
  { text: 'danger-700', background: 'canvas', usage: 'Field errors' },
  { text: 'success-800', background: 'success-100', usage: 'In stock, Easy, paid, delivered' },
  { text: 'warning-800', background: 'warning-100', usage: 'Intermediate, pending' },
  { text: 'danger-800', background: 'danger-100', usage: 'Out of stock, Advanced, failed' },
  { text: 'info-800', background: 'info-100', usage: 'Editor, processing, shipped' },
  { text: 'royal-800', background: 'royal-100', usage: 'Admin role' },
  { text: 'charcoal-800', background: 'charcoal-100', usage: 'User role, neutral badges' },
  { text: 'gold-900', background: 'gold-100', usage: 'Most Popular, author badges' },
  { text: 'ember-800', background: 'ember-100', usage: 'Sale badge' },
  { text: 'white', background: 'danger-700', usage: 'Destructive button' },
  { text: 'focus', background: 'canvas', usage: 'Focus ring on light', kind: 'ui' },
  { text: 'focus', background: 'charcoal-900', usage: 'Focus ring on dark', kind: 'ui' },
];
