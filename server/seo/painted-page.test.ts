import fc from 'fast-check';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paintedDataId, type PaintedData } from '../../domain/painted-data';
import { snippet } from '../../domain/site-meta';
import { products } from '../../fixtures/products';
import { recipes } from '../../fixtures/recipes';
import { cspNoncePlaceholder } from '../security-headers';
import { defaultHead, productHead, recipeHead, type PageHead } from './page-head';
import { paintPage } from './painted-page';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];
type Element = DefaultTreeAdapterMap['element'];

/** The built index.html's shape (vite build): scripts and preloads carry the nonce placeholder. */
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Rubs, sauces, recipes, catering and the Smokehouse Club." />
    <title>Forge &amp; Flame</title>
    <meta property="csp-nonce" nonce="${cspNoncePlaceholder}">
    <script type="module" crossorigin src="/assets/index-abc.js" nonce="${cspNoncePlaceholder}"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js" nonce="${cspNoncePlaceholder}">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const origin = 'https://shop.example.com';
const nonce = 'bm9uY2UrLz0';

/** Everything String.replace reads as a pattern, markup that could end an element early, and text beyond ASCII. */
const tricky = fc.constantFrom(
  '$`',
  "$'",
  '$&',
  '$$',
  '$1',
  '$<x>',
  '</script>',
  '<script>',
  '<!--',
  '-->',
  '</title>',
  '</head>',
  '<div id="root"></div>',
  cspNoncePlaceholder,
  '&amp;',
  '& " \' < >',
  'Jalapeño',
  '🔥🥩',
  '\u2028',
  '燻製',
);
// CR and NUL are left out: an HTML parser rewrites them (to LF, U+FFFD) whatever the server sends.
const text = fc
  .array(fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 5 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join('').replace(/[\r\0]/g, ''));

/** A page as the prerenderer paints it: React hoists its <title> and preload, escapes its text, and styles visually hidden text. */
function pageMarkup(title: string, description: string, image: string) {
  return renderToString(
    createElement(
      Fragment,
      null,
      createElement('title', null, title),
      createElement('link', { rel: 'preload', as: 'image', href: image }),
      createElement(
        'main',
        null,
        createElement('h1', null, title),
        createElement('p', { title: description }, description),
        createElement('span', { style: { position: 'absolute', width: 1 } }, title),
      ),
    ),
  );
}

function* walk(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* walk(child);
}
const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element): string =>
  element.childNodes
    .map((child) => ('value' in child ? child.value : 'tagName' in child ? textOf(child) : ''))
    .join('');

/** Proves the painted page is whole: what the shell holds once, the page's text exactly as sent. */
function expectWhole(html: string, head: PageHead, pageTitle: string, data: PaintedData) {
  const elements = [...walk(parse(html))];
  const named = (tag: string) => elements.filter((element) => element.tagName === tag);
  const meta = (key: string) =>
    named('meta').filter((m) => attribute(m, 'property') === key || attribute(m, 'name') === key);

  const titles = named('title');
  expect(titles).toHaveLength(1);
  expect(textOf(titles[0]!)).toBe(pageTitle);

  const roots = elements.filter((element) => attribute(element, 'id') === 'root');
  expect(roots).toHaveLength(1);
  const root = roots[0]!;
  expect(named('h1').map(textOf)).toEqual([pageTitle]);
  expect([...walk(root)].filter((element) => element.tagName === 'h1')).toHaveLength(1);

  const scripts = named('script').map((script) => ({
    type: attribute(script, 'type'),
    src: attribute(script, 'src'),
    nonce: attribute(script, 'nonce'),
  }));
  expect(scripts.filter((script) => script.type === 'module')).toEqual([
    { type: 'module', src: '/assets/index-abc.js', nonce },
  ]);
  const jsonLd = named('script').filter((s) => attribute(s, 'type') === 'application/ld+json');
  expect(jsonLd.map((script) => JSON.parse(textOf(script)))).toEqual(
    head.jsonLd ? [head.jsonLd] : [],
  );
  // The loader data comes back whole from its JSON data block, whatever its text holds.
  const blocks = named('script').filter((s) => attribute(s, 'type') === 'application/json');
  expect(blocks.map((block) => attribute(block, 'id'))).toEqual([paintedDataId]);
  expect(JSON.parse(textOf(blocks[0]!))).toEqual(data);
  expect(scripts).toHaveLength(2 + jsonLd.length);

  expect(meta('description').map((m) => attribute(m, 'content'))).toEqual([head.description]);
  expect(meta('og:title').map((m) => attribute(m, 'content'))).toEqual([head.title]);
  expect(meta('og:description').map((m) => attribute(m, 'content'))).toEqual([head.description]);
  expect(named('body')[0]!.childNodes.filter((child) => 'tagName' in child)).toEqual([root]);
}

/** The page's loader data, holding the same text as its markup. */
const dataOf = (title: string, description: string): PaintedData => ({
  loaderData: { layout: { storeName: title }, '0-0-2': { title, description, lines: [title] } },
});

function paint(head: PageHead, title: string, description: string, image: string) {
  const data = dataOf(title, description);
  const markup = pageMarkup(title, description, image);
  return {
    html: paintPage(shell, {
      nonce,
      head,
      font: '/assets/oswald-latin.woff2',
      page: { markup, data },
    }),
    data,
  };
}

describe('painted pages hold any text their records hold', () => {
  it('a product named and described with replacement patterns, markup and unicode', () => {
    fc.assert(
      fc.property(text, text, (name, description) => {
        const product = { ...products[0]!, name, description };
        const head = productHead(origin, product);
        expect(head.description).toBe(snippet(description));
        const { html, data } = paint(head, head.title, description, product.images[0]!.url);
        expectWhole(html, head, head.title, data);
      }),
      { numRuns: 50 },
    );
  });

  it('a recipe whose title, description, ingredients and steps hold them', () => {
    fc.assert(
      fc.property(text, text, fc.array(text, { maxLength: 3 }), (title, description, lines) => {
        const recipe = {
          ...recipes[0]!,
          title,
          description,
          ingredients: lines,
          instructions: lines,
        };
        const head = recipeHead(origin, recipe);
        const { html, data } = paint(head, head.title, description, recipe.imageUrl);
        expectWhole(html, head, head.title, data);
      }),
      { numRuns: 50 },
    );
  });

  it('a forum thread, whose title and preview reach the page only through its markup', () => {
    fc.assert(
      fc.property(text, text, (title, preview) => {
        const head = defaultHead(origin, '/forum/thread/x');
        const { html, data } = paint(head, `${title} | Forge & Flame`, preview, '/images/hero.svg');
        expectWhole(html, head, `${title} | Forge & Flame`, data);
      }),
      { numRuns: 50 },
    );
  });

  it('a gated host gets the shell with only its nonce', () => {
    const html = paintPage(shell, { nonce });
    expect(html).toBe(shell.replaceAll(cspNoncePlaceholder, nonce));
  });
});
