#!/usr/bin/env node
/**
 * Writes the storefront's local artwork to public/images/<domain>/<id>.svg: flat, warm,
 * text-free illustrations in the brand palette. Deterministic: the same input writes the
 * same bytes, so the SVGs can be committed and regenerated at will.
 *
 *   node scripts/make-artwork.mjs
 *
 * The ids here must match the paths the fixtures reference (fixtures/artwork.test.ts checks).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

/* The palette: design-system/tokens/theme.css values (artwork is not a component). */
const c = {
  charcoal950: '#171615',
  charcoal900: '#262422',
  charcoal800: '#363430',
  charcoal700: '#4a4743',
  charcoal600: '#5b5852',
  charcoal400: '#8f8b84',
  charcoal200: '#d6d4d0',
  charcoal100: '#ebeae8',
  charcoal50: '#f7f7f6',
  gold50: '#fdf9ec',
  gold100: '#f9efc9',
  gold200: '#f3de90',
  gold300: '#ecc957',
  gold400: '#e5b53a',
  gold500: '#d49a1f',
  gold600: '#b57916',
  gold700: '#8f5a15',
  gold800: '#764818',
  gold900: '#643c19',
  ember50: '#fff4ed',
  ember100: '#ffe6d4',
  ember200: '#fec9a8',
  ember300: '#fda271',
  ember400: '#fa7038',
  ember500: '#f24c12',
  ember600: '#d93a0a',
  ember700: '#b42a0b',
  ember800: '#8f2411',
  ember900: '#741f11',
  green600: '#1f8a45',
  green700: '#1a6f39',
  green800: '#185a31',
  white: '#ffffff',
  black: '#000000',
};

/** One decimal at most keeps the files small. */
const n = (value) => String(Math.round(value * 10) / 10);

function svg(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>\n`;
}

const linear = (id, from, to, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const radial = (id, color, opacity = 1) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

const stroke = (color, width, extra = '') =>
  ` stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}`;

/** A teardrop flame standing on (cx, base), w wide and h tall. */
function flame(cx, base, w, h, fill, extra = '') {
  const p = (dx, dy) => `${n(cx + dx * w)} ${n(base - dy * h)}`;
  const d =
    `M${p(0, 0)}C${p(-0.62, 0)} ${p(-0.64, 0.42)} ${p(-0.26, 0.66)}` +
    `C${p(-0.06, 0.8)} ${p(0.02, 0.9)} ${p(0.16, 1)}` +
    `C${p(0.14, 0.86)} ${p(0.3, 0.76)} ${p(0.4, 0.6)}` +
    `C${p(0.62, 0.34)} ${p(0.52, 0)} ${p(0, 0)}Z`;
  return path(d, fill, extra);
}

/** A round badge with a flame: the brand mark on labels, no text. */
const emblem = (cx, cy, r, ring, inner) =>
  circle(cx, cy, r, ring) +
  circle(cx, cy, r * 0.8, 'none', stroke(inner, r * 0.06)) +
  flame(cx, cy + r * 0.5, r * 0.72, r * 1.15, inner);

/* ---------- Scenes ---------- */

/** Warm cream card background with a soft glow and a table edge. */
function cardScene(objects, { top = c.gold50, bottom = c.gold100, table = c.gold200 } = {}) {
  const defs = linear('bg', top, bottom) + radial('glow', c.white, 0.8);
  const body =
    rect(0, 0, 800, 600, 'url(#bg)') +
    ellipse(400, 250, 330, 240, 'url(#glow)') +
    rect(0, 470, 800, 130, table) +
    rect(0, 470, 800, 6, c.white, ' opacity=".5"') +
    objects;
  return svg(800, 600, defs, body);
}

const shadow = (cx, cy, rx) => ellipse(cx, cy, rx, rx * 0.16, c.charcoal900, ' opacity=".18"');

/* ---------- Products ---------- */

function jar({ spice, label, labelInk }) {
  return (
    shadow(400, 474, 130) +
    rect(296, 196, 208, 278, spice, ' rx="30"') +
    rect(
      296,
      196,
      208,
      278,
      'none',
      ' rx="30" stroke="#ffffff" stroke-opacity=".35" stroke-width="6"',
    ) +
    rect(318, 214, 22, 240, c.white, ' rx="11" opacity=".25"') +
    rect(296, 280, 208, 126, label) +
    emblem(400, 338, 38, labelInk, label) +
    rect(350, 386, 100, 8, labelInk, ' rx="4" opacity=".7"') +
    rect(304, 150, 192, 54, c.charcoal900, ' rx="10"') +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => rect(322 + i * 24, 158, 8, 38, c.charcoal700, ' rx="4"'))
      .join('')
  );
}

function bottle({ sauce, label, labelInk, slim = false }) {
  const half = slim ? 62 : 88;
  const neck = slim ? 20 : 28;
  const d =
    `M${400 - neck} 168V222C${400 - neck} 250 ${400 - half} 258 ${400 - half} 296V446` +
    `Q${400 - half} 474 ${400 - half + 28} 474H${400 + half - 28}Q${400 + half} 474 ${400 + half} 446V296` +
    `C${400 + half} 258 ${400 + neck} 250 ${400 + neck} 222V168Z`;
  return (
    shadow(400, 474, half + 40) +
    path(d, sauce) +
    path(d, 'none', ' stroke="#ffffff" stroke-opacity=".3" stroke-width="6"') +
    rect(400 - half + 18, 290, 18, 160, c.white, ' rx="9" opacity=".22"') +
    rect(400 - half, 322, half * 2, 110, label) +
    emblem(400, 372, slim ? 28 : 34, labelInk, label) +
    rect(400 - neck - 6, 134, (neck + 6) * 2, 42, c.charcoal900, ' rx="8"')
  );
}

function brush() {
  const coil = (x) =>
    rect(x, 0, 30, 88, c.charcoal200, ' rx="14" stroke="#8f8b84" stroke-width="4"');
  return (
    shadow(400, 474, 260) +
    `<g transform="rotate(-18 400 320)">` +
    rect(180, 300, 330, 40, c.gold700, ' rx="20"') +
    rect(196, 306, 300, 10, c.gold500, ' rx="5" opacity=".6"') +
    circle(206, 320, 9, c.gold900) +
    rect(500, 292, 160, 56, c.charcoal700, ' rx="12"') +
    `<g transform="translate(508 276)">${[0, 36, 72, 108].map(coil).join('')}</g>` +
    `</g>`
  );
}

function thermometer({ withMeat = false } = {}) {
  const meat = withMeat
    ? path('M150 470C140 380 210 300 330 296C470 292 560 350 570 470Z', c.gold800) +
      path('M190 440C200 380 260 336 340 334C440 332 510 372 526 440Z', c.gold700, ' opacity=".7"')
    : '';
  return (
    shadow(420, 474, 200) +
    meat +
    `<g transform="rotate(${withMeat ? 35 : -58} 400 330)">` +
    rect(300, 140, 150, 230, c.ember700, ' rx="40"') +
    rect(322, 170, 106, 74, c.charcoal900, ' rx="12"') +
    rect(336, 188, 78, 38, c.gold200, ' rx="6"') +
    rect(346, 198, 14, 18, c.charcoal800, ' rx="3"') +
    rect(366, 198, 14, 18, c.charcoal800, ' rx="3"') +
    rect(386, 198, 14, 18, c.charcoal800, ' rx="3"') +
    circle(375, 300, 26, c.ember900) +
    circle(375, 300, 18, c.ember500) +
    rect(367, 366, 16, 210, c.charcoal200, ' rx="8"') +
    path('M367 560L375 600L383 560Z', c.charcoal400) +
    `</g>`
  );
}

function chipsBag() {
  const chip = (x, y, r) =>
    rect(x, y, 34, 14, c.gold600, ` rx="4" transform="rotate(${r} ${x + 17} ${y + 7})"`);
  return (
    shadow(400, 474, 170) +
    path('M270 474L290 170H510L530 474Z', c.gold300) +
    path('M290 170H510L505 214H295Z', c.gold500) +
    rect(296, 150, 208, 28, c.gold600, ' rx="6"') +
    rect(316, 250, 168, 170, c.green700, ' rx="14"') +
    rect(332, 266, 136, 94, c.gold100, ' rx="10"') +
    chip(342, 282, 12) +
    chip(392, 276, -20) +
    chip(420, 304, 30) +
    chip(356, 318, -8) +
    chip(404, 330, 16) +
    rect(350, 378, 100, 10, c.gold200, ' rx="5"') +
    rect(370, 396, 60, 8, c.gold200, ' rx="4" opacity=".7"')
  );
}

function glove(x, flip) {
  const t = flip ? ` transform="translate(${2 * x + 180} 0) scale(-1 1)"` : '';
  return (
    `<g${t}>` +
    rect(x + 20, 250, 140, 150, c.charcoal800, ' rx="40"') +
    [0, 1, 2, 3]
      .map((i) =>
        rect(x + 24 + i * 34, 150 + Math.abs(1.5 - i) * 18, 30, 130, c.charcoal800, ' rx="15"'),
      )
      .join('') +
    rect(
      x - 40,
      270,
      100,
      34,
      c.charcoal800,
      ' rx="17" transform="rotate(-35 ' + (x + 10) + ' 287)"',
    ) +
    rect(x + 30, 390, 120, 84, c.charcoal700, ' rx="10"') +
    rect(x + 30, 404, 120, 12, c.ember600) +
    [0, 1, 2]
      .map((i) => rect(x + 46 + i * 34, 290, 16, 60, c.charcoal600, ' rx="8" opacity=".6"'))
      .join('') +
    `</g>`
  );
}

const gloves = () => shadow(400, 474, 240) + glove(200, false) + glove(420, true);

/** Sliced brisket fanned out on a board. */
function brisketSlices(cx, cy) {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const x = cx - 150 + i * 58;
    out +=
      rect(
        x,
        cy - 70,
        96,
        140,
        c.charcoal900,
        ` rx="18" transform="rotate(${-14 + i * 7} ${x + 48} ${cy})"`,
      ) +
      rect(
        x + 8,
        cy - 60,
        80,
        120,
        c.ember600,
        ` rx="14" transform="rotate(${-14 + i * 7} ${x + 48} ${cy})"`,
      ) +
      rect(
        x + 16,
        cy - 50,
        64,
        100,
        c.gold800,
        ` rx="10" transform="rotate(${-14 + i * 7} ${x + 48} ${cy})"`,
      ) +
      rect(
        x + 30,
        cy - 30,
        36,
        8,
        c.gold600,
        ` rx="4" transform="rotate(${-14 + i * 7} ${x + 48} ${cy})"`,
      );
  }
  return out;
}

const board = (x, y, w, h) =>
  shadow(x + w / 2, y + h + 4, w / 2) +
  rect(x, y, w, h, c.gold700, ' rx="26"') +
  rect(x + 12, y + 12, w - 24, h - 24, c.gold600, ' rx="18"') +
  circle(x + w - 40, y + h / 2, 12, c.gold800);

function spiceBowl() {
  let dots = '';
  for (let i = 0; i < 36; i++) {
    const a = (i * 137.5 * Math.PI) / 180;
    const r = 12 + ((i * 53) % 130);
    dots += circle(
      400 + Math.cos(a) * r,
      300 + Math.sin(a) * r * 0.32,
      5 + (i % 3),
      i % 2 ? c.charcoal900 : c.white,
    );
  }
  return (
    shadow(400, 474, 200) +
    path('M210 300C210 420 300 470 400 470C500 470 590 420 590 300Z', c.gold700) +
    ellipse(400, 300, 190, 54, c.gold800) +
    ellipse(400, 300, 170, 44, c.charcoal600) +
    dots
  );
}

function ribs(cx, cy, glaze) {
  let bones = '';
  for (let i = 0; i < 6; i++) {
    bones += rect(cx - 150 + i * 56, cy - 82, 20, 26, c.gold100, ' rx="9"');
  }
  return (
    bones +
    rect(cx - 175, cy - 66, 350, 132, glaze, ' rx="48"') +
    rect(cx - 150, cy - 46, 300, 22, c.white, ' rx="11" opacity=".18"') +
    [0, 1, 2, 3, 4]
      .map((i) => rect(cx - 116 + i * 56, cy - 56, 5, 112, c.ember900, ' opacity=".5"'))
      .join('')
  );
}

const products = {
  'texas-brisket-rub': () => jar({ spice: c.ember800, label: c.gold400, labelInk: c.charcoal900 }),
  'texas-brisket-rub-2': spiceBowl,
  'texas-brisket-rub-3': () => board(130, 300, 540, 170) + brisketSlices(400, 380),
  'memphis-dry-rub': () => jar({ spice: c.ember600, label: c.ember800, labelInk: c.gold200 }),
  'coffee-chili-steak-rub': () =>
    jar({ spice: c.charcoal800, label: c.gold800, labelInk: c.gold200 }),
  'lemon-pepper-poultry-rub': () =>
    jar({ spice: c.gold500, label: c.gold200, labelInk: c.charcoal900 }),
  'kansas-city-sweet-bbq-sauce': () =>
    bottle({ sauce: c.ember800, label: c.ember700, labelInk: c.gold300 }),
  'kansas-city-sweet-bbq-sauce-2': () => board(130, 300, 540, 170) + ribs(400, 390, c.ember800),
  'carolina-gold-mustard-sauce': () =>
    bottle({ sauce: c.gold500, label: c.charcoal900, labelInk: c.gold400 }),
  'alabama-white-sauce': () =>
    bottle({ sauce: c.gold100, label: c.charcoal800, labelInk: c.gold200 }),
  'ghost-pepper-hot-sauce': () =>
    bottle({ sauce: c.ember600, label: c.charcoal950, labelInk: c.ember400, slim: true }),
  'bristle-free-grill-brush': brush,
  'instant-read-meat-thermometer': () => thermometer(),
  'instant-read-meat-thermometer-2': () => thermometer({ withMeat: true }),
  'hickory-wood-chips': chipsBag,
  'heat-resistant-bbq-gloves': gloves,
};

/* ---------- Recipes: food on a board, on a dark slate ---------- */

function recipeScene(food, { boardColor = c.gold700, extraDefs = '' } = {}) {
  const defs =
    linear('bg', c.charcoal800, c.charcoal950) + radial('glow', c.ember500, 0.35) + extraDefs;
  const body =
    rect(0, 0, 800, 600, 'url(#bg)') +
    ellipse(400, 330, 380, 260, 'url(#glow)') +
    ellipse(400, 500, 330, 36, c.black, ' opacity=".35"') +
    rect(80, 150, 640, 340, boardColor, ' rx="36"') +
    rect(96, 166, 608, 308, c.gold600, ' rx="28" opacity=".55"') +
    path('M120 240H680M120 320H680M120 400H680', 'none', stroke(c.gold800, 3, ' opacity=".35"')) +
    food +
    // a sprig of herbs on every board
    path('M620 200q40 10 60 50', 'none', stroke(c.green700, 5)) +
    ellipse(640, 214, 14, 7, c.green600, ' transform="rotate(30 640 214)"') +
    ellipse(664, 236, 14, 7, c.green600, ' transform="rotate(50 664 236)"');
  return svg(800, 600, defs, body);
}

/** A roast chicken from above: body, breast, wings and drumsticks with bone tips. */
function chicken(cx, cy) {
  const drum = (side) =>
    ellipse(
      cx + side * 92,
      cy + 78,
      58,
      34,
      c.gold700,
      ` transform="rotate(${side * -50} ${cx + side * 92} ${cy + 78})"`,
    ) + circle(cx + side * 122, cy + 124, 15, c.gold100);
  return (
    ellipse(
      cx - 126,
      cy - 20,
      44,
      26,
      c.gold700,
      ` transform="rotate(-30 ${cx - 126} ${cy - 20})"`,
    ) +
    ellipse(
      cx + 126,
      cy - 20,
      44,
      26,
      c.gold700,
      ` transform="rotate(30 ${cx + 126} ${cy - 20})"`,
    ) +
    ellipse(cx, cy, 130, 110, c.gold800) +
    ellipse(cx - 42, cy - 14, 60, 80, c.gold600) +
    ellipse(cx + 42, cy - 14, 60, 80, c.gold600) +
    ellipse(cx - 52, cy - 40, 24, 30, c.gold400, ' opacity=".6"') +
    ellipse(cx + 32, cy - 40, 24, 30, c.gold400, ' opacity=".6"') +
    drum(-1) +
    drum(1)
  );
}

function wing(x, y, r) {
  return (
    ellipse(x, y, 58, 30, c.ember700, ` transform="rotate(${r} ${x} ${y})"`) +
    ellipse(x - 10, y - 8, 30, 12, c.ember400, ` opacity=".55" transform="rotate(${r} ${x} ${y})"`)
  );
}

function salmon() {
  const stripes = [0, 1, 2, 3, 4]
    .map((i) =>
      path(`M${250 + i * 60} 250q20 70 0 140`, 'none', stroke(c.ember100, 6, ' opacity=".8"')),
    )
    .join('');
  const lemon = (x, y) =>
    circle(x, y, 34, c.gold300) +
    circle(x, y, 26, c.gold200) +
    path(`M${x - 26} ${y}H${x + 26}M${x} ${y - 26}V${y + 26}`, 'none', stroke(c.gold400, 3));
  return (
    rect(170, 210, 460, 220, c.ember800, ' rx="14"') +
    path('M200 250Q400 200 600 250Q620 330 600 400Q400 450 200 400Q180 330 200 250Z', c.ember400) +
    stripes +
    path('M260 300q60 -20 120 0t120 0', 'none', stroke(c.green700, 5)) +
    lemon(560, 440) +
    lemon(490, 456)
  );
}

function shrimpSkewer(y) {
  const shrimp = Array.from(
    { length: 5 },
    (_, i) => `M${168 + i * 100} ${y + 6}a34 34 0 1 1 48 24`,
  ).join('');
  return (
    path(`M130 ${y}H670`, 'none', stroke(c.gold600, 8)) +
    path(shrimp, 'none', stroke(c.ember400, 30)) +
    path(shrimp, 'none', stroke(c.ember200, 8, ' opacity=".8"'))
  );
}

function skillet() {
  let crumbs = '';
  for (let i = 0; i < 40; i++) {
    const a = (i * 137.5 * Math.PI) / 180;
    const r = 16 + ((i * 41) % 120);
    crumbs += circle(
      380 + Math.cos(a) * r,
      320 + Math.sin(a) * r * 0.8,
      6 + (i % 3) * 2,
      i % 4 ? c.gold600 : c.ember700,
    );
  }
  return (
    rect(520, 300, 200, 40, c.charcoal900, ' rx="20"') +
    circle(380, 320, 170, c.charcoal900) +
    circle(380, 320, 148, c.gold400) +
    circle(380, 320, 148, 'none', stroke(c.gold600, 10, ' opacity=".6"')) +
    crumbs
  );
}

/** Kernels as a pattern keep the cobs small. */
const kernelPattern =
  `<pattern id="kernels" width="29" height="24" patternUnits="userSpaceOnUse">` +
  rect(2, 2, 24, 20, c.gold300, ' rx="8"') +
  `</pattern>`;

function corn(x, y, r) {
  return (
    `<g transform="rotate(${r} ${x} ${y})">` +
    path(`M${x + 130} ${y}l90 -40q20 40 0 80z`, c.green600) +
    rect(x - 140, y - 46, 280, 92, c.gold500, ' rx="46"') +
    rect(x - 134, y - 40, 268, 80, 'url(#kernels)', ' rx="40"') +
    path(
      `M${x - 80} ${y - 30}l14 10M${x - 10} ${y + 14}l14 10M${x + 60} ${y - 24}l14 10`,
      'none',
      stroke(c.charcoal800, 10, ' opacity=".6"'),
    ) +
    path(`M${x - 110} ${y - 20}q30 30 60 0t60 0t60 0t60 0`, 'none', stroke(c.gold50, 9)) +
    `</g>`
  );
}

function saucePot() {
  return (
    rect(560, 230, 150, 30, c.charcoal900, ' rx="15"') +
    circle(390, 320, 160, c.charcoal800) +
    circle(390, 320, 136, c.ember900) +
    path('M300 300q40 -40 90 0t90 0', 'none', stroke(c.ember700, 12, ' opacity=".8"')) +
    ellipse(360, 280, 40, 14, c.ember600, ' opacity=".6"') +
    `<g transform="rotate(-35 470 220)">` +
    rect(460, 60, 22, 200, c.gold600, ' rx="10"') +
    rect(450, 230, 42, 60, c.gold200, ' rx="8"') +
    `</g>`
  );
}

function pulledPork() {
  const shred = (i) => `M${260 + ((i * 67) % 280)} ${270 + ((i * 29) % 110)}q20 -14 44 0`;
  const ids = Array.from({ length: 26 }, (_, i) => i);
  const shreds =
    path(
      ids
        .filter((i) => i % 3)
        .map(shred)
        .join(''),
      'none',
      stroke(c.ember800, 12),
    ) +
    path(
      ids
        .filter((i) => !(i % 3))
        .map(shred)
        .join(''),
      'none',
      stroke(c.gold700, 12),
    );
  return (
    ellipse(400, 400, 210, 40, c.gold500) +
    path('M200 320Q400 180 600 320Q600 380 400 390Q200 380 200 320Z', c.ember900) +
    shreds +
    path('M220 290Q400 130 580 290', 'none', stroke(c.gold600, 40)) +
    path('M300 230q20 -12 40 0M420 212q20 -12 40 0', 'none', stroke(c.gold100, 6))
  );
}

const recipes = {
  'texas-style-brisket': () => recipeScene(brisketSlices(380, 320)),
  'memphis-baby-back-ribs': () => recipeScene(ribs(390, 330, c.ember700)),
  'carolina-pulled-pork': () => recipeScene(pulledPork()),
  'beer-can-chicken': () =>
    recipeScene(
      chicken(350, 300) +
        rect(560, 250, 84, 120, c.charcoal400, ' rx="10"') +
        rect(560, 286, 84, 40, c.ember700) +
        ellipse(602, 252, 42, 10, c.charcoal200),
    ),
  'honey-chipotle-wings': () =>
    recipeScene(
      wing(260, 260, -20) +
        wing(400, 240, 15) +
        wing(540, 270, -10) +
        wing(300, 380, 25) +
        wing(460, 370, -25) +
        wing(590, 390, 10),
    ),
  'cedar-plank-salmon': () => recipeScene(salmon(), { boardColor: c.gold800 }),
  'garlic-butter-shrimp-skewers': () => recipeScene(shrimpSkewer(260) + shrimpSkewer(390)),
  'smoked-mac-and-cheese': () => recipeScene(skillet()),
  'grilled-street-corn': () =>
    recipeScene(corn(360, 260, -8) + corn(420, 390, 6), { extraDefs: kernelPattern }),
  'kansas-city-bbq-sauce': () => recipeScene(saucePot()),
};

/* ---------- Home categories ---------- */

const tomato = (x, y, r) =>
  circle(x, y, r, c.ember600) +
  ellipse(x - r * 0.35, y - r * 0.35, r * 0.3, r * 0.18, c.white, ' opacity=".35"') +
  path(
    `M${x - r * 0.4} ${y - r * 0.9}l${r * 0.4} ${r * 0.25}l${r * 0.4} -${r * 0.25}l-${r * 0.2} ${r * 0.45}z`,
    c.green700,
  );

const leaf = (x, y, s, r, color = c.green600) =>
  path(
    `M${x} ${y}q${40 * s} -${60 * s} ${110 * s} -${40 * s}q-${30 * s} ${70 * s} -${110 * s} ${40 * s}z`,
    color,
    ` transform="rotate(${r} ${x} ${y})"`,
  );

const carrot = (x, y, r) =>
  `<g transform="rotate(${r} ${x} ${y})">` +
  path(`M${x - 28} ${y}L${x} ${y + 200}L${x + 28} ${y}Z`, c.ember400) +
  path(`M${x - 10} ${y - 50}l10 50l10 -50z`, c.green600) +
  path(`M${x - 18} ${y + 60}h18M${x - 8} ${y + 110}h14`, 'none', stroke(c.ember600, 4)) +
  `</g>`;

const wineBottle = (x) =>
  rect(x - 14, 110, 28, 90, c.green800, ' rx="6"') +
  path(
    `M${x - 14} 190Q${x - 56} 210 ${x - 56} 260V470H${x + 56}V260Q${x + 56} 210 ${x + 14} 190Z`,
    c.green800,
  ) +
  rect(x - 56, 330, 112, 90, c.gold100) +
  emblem(x, 375, 28, c.ember700, c.gold100) +
  rect(x - 16, 96, 32, 30, c.ember700, ' rx="4"');

const wineGlass = (x) =>
  path(
    `M${x - 60} 250Q${x - 60} 360 ${x} 370Q${x + 60} 360 ${x + 60} 250Z`,
    c.white,
    ' opacity=".7"',
  ) +
  path(`M${x - 56} 300Q${x - 50} 360 ${x} 366Q${x + 50} 360 ${x + 56} 300Z`, c.ember800) +
  rect(x - 5, 368, 10, 90, c.charcoal200) +
  ellipse(x, 466, 50, 10, c.charcoal200);

function fish(x, y, s, body = c.charcoal400, belly = c.charcoal200) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    path('M-180 0C-120 -90 60 -90 120 0C60 90 -120 90 -180 0Z', body) +
    path('M-160 10C-100 60 40 60 100 14C40 30 -100 30 -160 10Z', belly) +
    path('M110 0L200 -70Q180 0 200 70Z', body) +
    circle(-120, -14, 12, c.charcoal900) +
    circle(-124, -18, 4, c.white) +
    path('M-70 -40Q-50 0 -70 40', 'none', stroke(c.charcoal600, 6)) +
    `</g>`
  );
}

function steak(x, y) {
  return (
    path(
      `M${x - 190} ${y - 40}C${x - 170} ${y - 120} ${x + 140} ${y - 130} ${x + 190} ${y - 30}C${x + 220} ${y + 60} ${x + 60} ${y + 110} ${x - 60} ${y + 90}C${x - 180} ${y + 70} ${x - 210} ${y + 30} ${x - 190} ${y - 40}Z`,
      c.ember700,
    ) +
    path(
      `M${x - 160} ${y - 30}C${x - 140} ${y - 90} ${x + 120} ${y - 100} ${x + 160} ${y - 26}C${x + 180} ${y + 40} ${x + 50} ${y + 76} ${x - 50} ${y + 62}C${x - 150} ${y + 50} ${x - 176} ${y + 20} ${x - 160} ${y - 30}Z`,
      c.ember500,
    ) +
    path(
      `M${x - 20} ${y - 80}L${x - 10} ${y + 70}M${x - 10} ${y}H${x + 120}`,
      'none',
      stroke(c.gold100, 18),
    ) +
    path(
      `M${x - 120} ${y - 20}q30 20 60 0M${x + 40} ${y + 30}q30 20 60 0`,
      'none',
      stroke(c.ember300, 6, ' opacity=".7"'),
    )
  );
}

function bread() {
  return (
    ellipse(360, 380, 200, 92, c.gold700) +
    ellipse(360, 360, 188, 80, c.gold500) +
    path(
      'M240 330q30 -40 60 0M320 320q30 -40 60 0M400 330q30 -40 60 0',
      'none',
      stroke(c.gold200, 10),
    ) +
    circle(590, 420, 62, c.gold600) +
    circle(590, 408, 56, c.gold400) +
    [0, 1, 2, 3, 4].map((i) => ellipse(570 + i * 9, 380 + (i % 2) * 10, 4, 2, c.gold100)).join('')
  );
}

function soulFood() {
  let cornbread = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    cornbread += path(
      `M300 340L${n(300 + Math.cos(a) * 130)} ${n(340 + Math.sin(a) * 130)}`,
      'none',
      stroke(c.gold600, 5),
    );
  }
  return (
    rect(410, 320, 150, 34, c.charcoal900, ' rx="17"') +
    circle(300, 340, 150, c.charcoal900) +
    circle(300, 340, 130, c.gold400) +
    cornbread +
    ellipse(570, 410, 130, 56, c.charcoal100) +
    ellipse(570, 400, 112, 40, c.green800) +
    leaf(500, 400, 0.8, -10, c.green600) +
    leaf(560, 410, 0.7, 20, c.green700)
  );
}

function wellness() {
  return (
    path('M220 330Q220 470 400 470Q580 470 580 330Z', c.charcoal100) +
    ellipse(400, 330, 180, 40, c.green800) +
    leaf(290, 330, 0.9, -20) +
    leaf(380, 320, 1, -40, c.green700) +
    leaf(420, 330, 0.8, 10) +
    circle(350, 318, 22, c.ember500) +
    circle(470, 316, 18, c.gold400) +
    circle(620, 410, 56, c.ember600) +
    path('M620 356q4 -24 20 -30', 'none', stroke(c.gold800, 6)) +
    leaf(624, 348, 0.35, -30)
  );
}

const categories = {
  'fresh-produce': () =>
    cardScene(
      shadow(400, 474, 230) +
        leaf(230, 440, 1.4, -30) +
        carrot(560, 250, 20) +
        tomato(330, 400, 74) +
        tomato(450, 420, 56) +
        leaf(420, 360, 0.5, -60, c.green700),
      { top: c.gold50, bottom: c.ember50 },
    ),
  'soul-food-kitchen': () =>
    cardScene(shadow(420, 474, 250) + soulFood(), {
      top: c.ember50,
      bottom: c.ember100,
      table: c.gold300,
    }),
  bakery: () =>
    cardScene(shadow(430, 474, 260) + bread(), {
      top: c.gold50,
      bottom: c.gold100,
      table: c.gold200,
    }),
  'wine-and-spirits': () =>
    cardScene(shadow(400, 474, 180) + wineBottle(330) + wineGlass(490), {
      top: c.ember50,
      bottom: c.gold100,
      table: c.gold300,
    }),
  'local-seafood': () =>
    cardScene(
      shadow(400, 474, 220) + fish(380, 330, 1.2) + fish(470, 420, 0.6, c.ember400, c.ember100),
      {
        top: c.charcoal50,
        bottom: c.gold50,
        table: c.charcoal200,
      },
    ),
  'organic-meats': () =>
    cardScene(board(150, 250, 500, 220) + steak(390, 360), {
      top: c.gold50,
      bottom: c.ember50,
      table: c.gold300,
    }),
  'health-and-wellness': () =>
    cardScene(shadow(420, 474, 230) + wellness(), { top: c.gold50, bottom: c.gold100 }),
};

/* ---------- People: initial badges drawn as strokes (no fonts) ---------- */

/** A monoline capital alphabet on a 4 x 6 grid. */
const letters = {
  A: 'M0 6L2 0L4 6M.7 4H3.3',
  B: 'M0 6V0H2.4C3.9 0 3.9 3 2.4 3H0M2.4 3C4.2 3 4.2 6 2.4 6H0',
  C: 'M4 1C3.5.3 2.8 0 2.1 0C.8 0 0 1.4 0 3S.8 6 2.1 6C2.8 6 3.5 5.7 4 5',
  D: 'M0 0V6H1.8C3.4 6 4 4.6 4 3S3.4 0 1.8 0Z',
  E: 'M4 0H0V6H4M0 3H3',
  F: 'M4 0H0V6M0 3H3',
  G: 'M4 1C3.5.3 2.8 0 2.1 0C.8 0 0 1.4 0 3S.8 6 2.1 6C3.4 6 4 5 4 3.5H2.4',
  H: 'M0 0V6M4 0V6M0 3H4',
  I: 'M2 0V6M1 0H3M1 6H3',
  J: 'M3.4 0V4.3C3.4 5.4 2.8 6 1.8 6S.2 5.4.2 4.5',
  K: 'M0 0V6M4 0L0 3.8M1.4 2.5L4 6',
  L: 'M0 0V6H4',
  M: 'M0 6V0L2 4L4 0V6',
  N: 'M0 6V0L4 6V0',
  O: 'M2 0C.6 0 0 1.4 0 3S.6 6 2 6S4 4.6 4 3S3.4 0 2 0Z',
  P: 'M0 6V0H2.4C4 0 4 3.2 2.4 3.2H0',
  Q: 'M2 0C.6 0 0 1.4 0 3S.6 6 2 6S4 4.6 4 3S3.4 0 2 0ZM2.6 4.6L4 6.3',
  R: 'M0 6V0H2.4C4 0 4 3.2 2.4 3.2H0M2.2 3.2L4 6',
  S: 'M3.8.9C3.3.3 2.7 0 2 0C1 0 .3.6.3 1.5C.3 3.4 3.8 2.6 3.8 4.5C3.8 5.4 3 6 2 6C1.2 6 .6 5.7.1 5.1',
  T: 'M0 0H4M2 0V6',
  U: 'M0 0V4C0 5.3.8 6 2 6S4 5.3 4 4V0',
  V: 'M0 0L2 6L4 0',
  W: 'M0 0L1 6L2 2L3 6L4 0',
  X: 'M0 0L4 6M4 0L0 6',
  Y: 'M0 0L2 3L4 0M2 3V6',
  Z: 'M0 0H4L0 6H4',
};

/** Initials centred on (cx, cy), `height` tall, drawn as strokes. */
function initials(text, cx, cy, height, color) {
  const scale = height / 6;
  const gap = 1.8;
  const width = text.length * 4 + (text.length - 1) * gap;
  const x0 = cx - (width * scale) / 2;
  const y0 = cy - height / 2;
  return [...text]
    .map((ch, i) =>
      letters[ch]
        ? `<path transform="translate(${n(x0 + i * (4 + gap) * scale)} ${n(y0)}) scale(${n(scale)})" d="${letters[ch]}" fill="none"${stroke(color, 0.62)}/>`
        : '',
    )
    .join('');
}

const badgePalettes = [
  { from: c.charcoal800, to: c.charcoal950, ring: c.gold400, ink: c.gold300 },
  { from: c.ember600, to: c.ember800, ring: c.ember200, ink: c.gold50 },
  { from: c.gold300, to: c.gold500, ring: c.charcoal800, ink: c.charcoal900 },
  { from: c.gold50, to: c.ember100, ring: c.ember600, ink: c.ember800 },
];

const initialsOf = (name) =>
  name
    .split(' ')
    .map((part) => part[0].toUpperCase())
    .join('')
    .slice(0, 2);

function personBadge(name, paletteIndex) {
  const p = badgePalettes[paletteIndex % badgePalettes.length];
  return svg(
    400,
    400,
    linear('bg', p.from, p.to, 1, 1),
    rect(0, 0, 400, 400, 'url(#bg)') +
      circle(200, 200, 150, 'none', stroke(p.ring, 6, ' opacity=".55"')) +
      initials(initialsOf(name), 200, 194, 110, p.ink),
  );
}

const people = {
  'marcus-johnson': 'Marcus Johnson',
  'elena-ramirez': 'Elena Ramirez',
  'david-chen': 'David Chen',
  'andre-williams': 'Andre Williams',
  'keisha-brown': 'Keisha Brown',
  'sofia-martinez': 'Sofia Martinez',
  'carla-nguyen': 'Carla Nguyen',
  'dwayne-carter': 'Dwayne Carter',
  'lauren-brooks': 'Lauren Brooks',
};

/* ---------- Team: a head-and-shoulders portrait with an initials badge ---------- */

const team = {
  'andre-williams': { name: 'Andre Williams', skin: c.gold900, hair: 'short', apron: c.ember700 },
  'sofia-martinez': { name: 'Sofia Martinez', skin: c.gold600, hair: 'long', apron: c.charcoal800 },
  'james-oconnor': { name: 'James OConnor', skin: c.ember200, hair: 'short', apron: c.gold600 },
  'keisha-brown': { name: 'Keisha Brown', skin: c.gold800, hair: 'bun', apron: c.ember600 },
};

function teamPortrait({ name, skin, hair, apron }, index) {
  const p = badgePalettes[(index + 2) % badgePalettes.length];
  const hairShape = {
    short: path('M124 160C114 46 286 46 276 160C256 118 144 118 124 160Z', c.charcoal900),
    long: path(
      'M116 170C104 50 296 50 284 170V270H254V164C236 124 164 124 146 164V270H116Z',
      c.charcoal900,
    ),
    bun:
      circle(200, 66, 34, c.charcoal900) +
      path('M124 160C114 46 286 46 276 160C256 118 144 118 124 160Z', c.charcoal900),
  }[hair];
  return svg(
    400,
    400,
    linear('bg', c.gold50, c.ember100, 1, 1),
    rect(0, 0, 400, 400, 'url(#bg)') +
      circle(200, 180, 170, c.gold100) +
      path('M60 400C60 300 120 270 200 270S340 300 340 400Z', c.charcoal800) +
      path('M150 400V300Q200 330 250 300V400Z', apron) +
      rect(180, 220, 40, 60, skin) +
      ellipse(200, 170, 72, 84, skin) +
      hairShape +
      circle(324, 324, 54, p.from) +
      circle(324, 324, 54, 'none', stroke(p.ring, 4)) +
      initials(initialsOf(name), 324, 324, 40, p.ink),
  );
}

/* ---------- Locations: a storefront with an awning ---------- */

function storefront({ sky, skyline, brick, awning }) {
  let stripes = '';
  for (let i = 0; i < 10; i++)
    stripes += rect(160 + i * 48, 250, 24, 56, i % 2 ? awning : c.gold50);
  const defs = linear('bg', sky, c.gold100) + radial('glow', c.gold300, 0.9);
  const body =
    rect(0, 0, 800, 600, 'url(#bg)') +
    skyline +
    rect(140, 140, 520, 360, brick) +
    path('M140 170H660M140 200H660', 'none', stroke(c.charcoal900, 2, ' opacity=".25"')) +
    rect(250, 158, 300, 64, c.charcoal900, ' rx="8"') +
    emblem(300, 190, 22, c.gold400, c.charcoal900) +
    rect(336, 180, 180, 10, c.gold400, ' rx="5"') +
    rect(360, 198, 130, 6, c.gold300, ' rx="3" opacity=".7"') +
    path('M150 250H650L670 306H130Z', awning) +
    stripes +
    rect(170, 330, 180, 150, c.gold300) +
    ellipse(260, 405, 110, 80, 'url(#glow)') +
    rect(450, 330, 180, 150, c.gold300) +
    ellipse(540, 405, 110, 80, 'url(#glow)') +
    path('M170 380H350M260 330V480M450 380H630M540 330V480', 'none', stroke(brick, 6)) +
    rect(366, 330, 68, 170, c.charcoal900) +
    circle(420, 420, 5, c.gold400) +
    rect(0, 500, 800, 100, c.charcoal600) +
    rect(0, 500, 800, 12, c.charcoal400);
  return svg(800, 600, defs, body);
}

const skylineTowers = [
  [20, 90, 60],
  [90, 40, 80],
  [180, 130, 50],
  [610, 60, 70],
  [690, 20, 60],
  [740, 110, 60],
]
  .map(([x, y, w]) => rect(x, y, w, 500 - y, c.charcoal400, ' opacity=".55"'))
  .join('');

const tree = (x) =>
  rect(x - 8, 380, 16, 120, c.gold800) +
  circle(x, 350, 60, c.green700) +
  circle(x - 30, 380, 40, c.green600);

const locations = {
  'downtown-chicago': () =>
    storefront({ sky: c.ember100, skyline: skylineTowers, brick: c.ember800, awning: c.ember700 }),
  'north-side': () =>
    storefront({
      sky: c.gold100,
      skyline: rect(0, 200, 800, 300, c.gold600, ' opacity=".3"') + tree(70) + tree(730),
      brick: c.gold800,
      awning: c.charcoal800,
    }),
  'south-side': () =>
    storefront({
      sky: c.ember50,
      skyline:
        rect(0, 330, 800, 170, c.green700, ' opacity=".35"') +
        tree(80) +
        rect(700, 160, 40, 340, c.charcoal600),
      brick: c.charcoal700,
      awning: c.gold500,
    }),
};

/* ---------- Heroes: fire and smoke on charcoal, quiet on the left for headings ---------- */

function smoke(x, y, s, opacity) {
  return path(
    `M${x} ${y}c${-40 * s} ${-60 * s} ${40 * s} ${-100 * s} 0 ${-160 * s}s${40 * s} ${-100 * s} 0 ${-160 * s}`,
    'none',
    stroke(c.charcoal400, 22 * s, ` opacity="${opacity}"`),
  );
}

/** Hero flames reuse one unit flame (100 x 100) through <use>. */
const unitFlame = flame(0, 0, 100, 100, '').replace(' fill=""', ' id="f"');
const placeFlame = (cx, base, w, h, fill) =>
  `<use href="#f" fill="${fill}" transform="translate(${n(cx)} ${n(base)}) scale(${n(w / 100)} ${n(h / 100)})"/>`;
const heroFire = (cx, base, w, h) =>
  placeFlame(cx, base, w, h, c.ember600) +
  placeFlame(cx, base, w * 0.68, h * 0.72, c.ember400) +
  placeFlame(cx, base, w * 0.38, h * 0.42, c.gold300);

/** Rising sparks as round-capped dots; `seed` shifts them so each hero differs. */
function sparks(seed) {
  const dot = (i) =>
    `M${820 + ((i * 97 + seed * 61) % 760)} ${60 + ((i * 53 + seed * 37) % 320)}h0`;
  const ids = Array.from({ length: 20 }, (_, i) => i);
  return (
    path(
      ids
        .filter((i) => i % 2)
        .map(dot)
        .join(''),
      'none',
      stroke(c.gold300, 6, ' opacity=".7"'),
    ) +
    path(
      ids
        .filter((i) => !(i % 2))
        .map(dot)
        .join(''),
      'none',
      stroke(c.ember400, 5, ' opacity=".6"'),
    )
  );
}

function heroScene(accent = '', seed = 0) {
  const defs =
    linear('bg', c.charcoal950, c.charcoal800, 1, 0) +
    radial('glow', c.ember500, 0.55) +
    radial('core', c.gold400, 0.5) +
    unitFlame;
  const body =
    rect(0, 0, 1600, 600, 'url(#bg)') +
    ellipse(1180, 600, 620, 330, 'url(#glow)') +
    ellipse(1180, 560, 300, 140, 'url(#core)') +
    smoke(1010, 380, 1, 0.18) +
    smoke(1230, 330, 1.2, 0.14) +
    smoke(1420, 400, 0.8, 0.16) +
    sparks(seed) +
    accent +
    heroFire(1040, 600, 190, 300) +
    heroFire(1200, 600, 260, 420) +
    heroFire(1360, 600, 200, 320) +
    heroFire(1500, 600, 150, 220) +
    heroFire(900, 600, 120, 180) +
    rect(760, 520, 840, 14, c.charcoal900, ' rx="7"') +
    path(
      Array.from({ length: 14 }, (_, i) => `M${800 + i * 60} 520V600`).join(''),
      'none',
      stroke(c.charcoal900, 10),
    );
  return svg(1600, 600, defs, body);
}

const silhouette = (shape) => `<g fill="${c.charcoal700}" opacity=".9">${shape}</g>`;

/** Each hero's quiet accent shape, left of the fire (home has none). */
const heroAccents = {
  home: '',
  shop: silhouette(
    '<rect x="640" y="300" width="110" height="170" rx="18"/><rect x="646" y="270" width="98" height="36" rx="6"/>' +
      '<path d="M800 470V330C800 300 830 290 830 270V210H860V270C860 290 890 300 890 330V470Z"/>',
  ),
  deals: silhouette(
    '<circle cx="700" cy="260" r="90"/><circle cx="700" cy="260" r="60" fill="#363430"/>',
  ),
  recipes: silhouette(
    '<rect x="560" y="400" width="360" height="90" rx="30"/><ellipse cx="740" cy="390" rx="140" ry="46"/>',
  ),
  catering: silhouette(
    '<rect x="540" y="420" width="420" height="24" rx="12"/><ellipse cx="630" cy="410" rx="70" ry="22"/><ellipse cx="800" cy="410" rx="70" ry="22"/>',
  ),
  stores: silhouette(
    '<rect x="560" y="200" width="70" height="320"/><rect x="650" y="120" width="90" height="400"/><rect x="760" y="260" width="60" height="260"/>',
  ),
  about: silhouette(
    '<rect x="600" y="330" width="260" height="130" rx="65"/><rect x="840" y="360" width="120" height="40" rx="20"/>',
  ),
  help: silhouette('<circle cx="720" cy="280" r="100"/><path d="M660 360L640 440L720 380Z"/>'),
  contact: silhouette(
    '<rect x="590" y="230" width="260" height="170" rx="16"/><path d="M590 240L720 330L850 240" fill="none" stroke="#262422" stroke-width="10"/>',
  ),
  forum: silhouette(
    '<rect x="560" y="200" width="220" height="120" rx="40"/><rect x="700" y="300" width="200" height="110" rx="40"/>',
  ),
  'smokehouse-club': silhouette(
    '<path d="M600 420L620 260L690 330L740 230L790 330L860 260L880 420Z"/>',
  ),
};

/* ---------- Write ---------- */

const domains = {
  products: Object.fromEntries(
    Object.entries(products).map(([id, draw]) => [
      id,
      // Scaled up around the table edge so the product fills the card.
      () => cardScene(`<g transform="matrix(1.2 0 0 1.2 -80 -94.8)">${draw()}</g>`),
    ]),
  ),
  recipes,
  categories,
  people: Object.fromEntries(
    Object.entries(people).map(([id, name], i) => [id, () => personBadge(name, i)]),
  ),
  team: Object.fromEntries(
    Object.entries(team).map(([id, member], i) => [id, () => teamPortrait(member, i)]),
  ),
  locations,
  heroes: Object.fromEntries(
    Object.entries(heroAccents).map(([id, accent], i) => [id, () => heroScene(accent, i)]),
  ),
};

let count = 0;
const oversized = [];
for (const [domain, drawings] of Object.entries(domains)) {
  const folder = join(root, domain);
  mkdirSync(folder, { recursive: true });
  for (const [id, draw] of Object.entries(drawings)) {
    const file = join(folder, `${id}.svg`);
    const content = draw();
    const bytes = Buffer.byteLength(content);
    if (bytes >= 4096) oversized.push(`${domain}/${id}.svg (${bytes} bytes)`);
    writeFileSync(file, content);
    count += 1;
  }
}
console.log(`Wrote ${count} images to ${root}`);
if (oversized.length) {
  console.error(`Over the 4 KB budget:\n  ${oversized.join('\n  ')}`);
  process.exitCode = 1;
}
