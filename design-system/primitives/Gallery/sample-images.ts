/**
 * Deterministic placeholder photos for stories: inline SVG data URLs painted with
 * the palette's tokens (read from the page, so no colour is written down twice).
 * Stories may not load remote images, and these show at a glance which one is current.
 */

export type SampleTone = 'ember' | 'gold' | 'charcoal' | 'smoke' | 'royal' | 'success';

const shades: Record<SampleTone, [from: string, to: string, accent: string]> = {
  ember: ['ember-400', 'ember-800', 'gold-300'],
  gold: ['gold-200', 'gold-600', 'ember-700'],
  charcoal: ['charcoal-600', 'charcoal-950', 'ember-500'],
  smoke: ['smoke-200', 'smoke-600', 'charcoal-900'],
  royal: ['royal-100', 'royal-700', 'gold-300'],
  success: ['success-100', 'success-700', 'gold-200'],
};

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim();
}

function dataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A jar of rub or a bottle of sauce on a coloured backdrop. */
export function sampleProductImage(tone: SampleTone, width = 600, height = 600): string {
  const [from, to, accent] = shades[tone].map(token) as [string, string, string];
  const cx = width / 2;
  const jarWidth = Math.min(width, height) * 0.36;
  const jarHeight = Math.min(width, height) * 0.46;
  const top = (height - jarHeight) / 2 + jarHeight * 0.08;
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<ellipse cx="${cx}" cy="${top + jarHeight}" rx="${jarWidth * 0.7}" ry="${jarWidth * 0.12}" fill="${to}" opacity="0.5"/>` +
      `<rect x="${cx - jarWidth / 2}" y="${top}" width="${jarWidth}" height="${jarHeight}" rx="${jarWidth * 0.12}" fill="${to}"/>` +
      `<rect x="${cx - jarWidth * 0.42}" y="${top - jarHeight * 0.14}" width="${jarWidth * 0.84}" height="${jarHeight * 0.16}" rx="${jarWidth * 0.05}" fill="${accent}"/>` +
      `<rect x="${cx - jarWidth * 0.4}" y="${top + jarHeight * 0.3}" width="${jarWidth * 0.8}" height="${jarHeight * 0.38}" rx="${jarWidth * 0.04}" fill="${from}"/>` +
      `<path d="M${cx} ${top + jarHeight * 0.36} c${jarWidth * 0.03} ${jarHeight * 0.08} ${jarWidth * 0.14} ${jarHeight * 0.1} ${jarWidth * 0.14} ${jarHeight * 0.2} a${jarWidth * 0.14} ${jarWidth * 0.14} 0 0 1 -${jarWidth * 0.28} 0 c0 -${jarHeight * 0.08} ${jarWidth * 0.08} -${jarHeight * 0.1} ${jarWidth * 0.14} -${jarHeight * 0.2}z" fill="${accent}"/>` +
      `</svg>`,
  );
}

/** A dark, glowing backdrop like coals under a grill grate, for heroes. */
export function sampleHeroImage(width = 1600, height = 700): string {
  const [deep, dark, glow, hot, spark] = [
    'charcoal-950',
    'charcoal-800',
    'ember-600',
    'ember-400',
    'gold-300',
  ].map(token) as [string, string, string, string, string];
  const bars = Array.from({ length: 9 }, (_, index) => {
    const y = height * 0.18 + index * height * 0.085;
    return `<rect x="0" y="${y}" width="${width}" height="${height * 0.018}" fill="${deep}" opacity="0.55"/>`;
  }).join('');
  const sparks = [
    [0.62, 0.3, 5],
    [0.7, 0.55, 4],
    [0.78, 0.22, 6],
    [0.84, 0.68, 3],
    [0.9, 0.4, 5],
    [0.68, 0.8, 4],
    [0.95, 0.15, 3],
  ]
    .map(([x, y, r]) => `<circle cx="${x! * width}" cy="${y! * height}" r="${r}" fill="${spark}"/>`)
    .join('');
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">` +
      `<defs><radialGradient id="r" cx="0.78" cy="0.75" r="0.6"><stop offset="0" stop-color="${hot}"/><stop offset="0.35" stop-color="${glow}"/><stop offset="1" stop-color="${dark}" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#l)"/>` +
      `<rect width="${width}" height="${height}" fill="url(#r)"/>` +
      bars +
      sparks +
      `</svg>`,
  );
}
