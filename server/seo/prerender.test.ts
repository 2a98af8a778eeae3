import { describe, expect, it } from 'vitest';
import { isPrerenderedPath, prerenderDirOf, withPrerendered } from './prerender';

const shell =
  '<html><head><title>Shop</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('prerendered pages', () => {
  it('paints the public reading pages, not carts, checkout, accounts or the console', () => {
    for (const path of [
      '/',
      '/shop',
      '/shop/texas-brisket-rub',
      '/recipes/x',
      '/forum',
      '/forum/thread/t1',
    ]) {
      expect(isPrerenderedPath(path), path).toBe(true);
    }
    for (const path of [
      '/cart',
      '/checkout',
      '/profile',
      '/login',
      '/admin',
      '/forum/new',
      '/invoice/1',
      '/shop/a/b',
    ]) {
      expect(isPrerenderedPath(path), path).toBe(false);
    }
  });

  it('puts the markup in an inert root, and its title and preloads in the head', () => {
    const html = withPrerendered(
      shell,
      {
        markup:
          '<link rel="preload" as="image" href="/h.svg"/><title>Shop | F&amp;F</title><header>Hi</header>',
        data: { loaderData: {} },
      },
      'n0nce',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/h.svg"/><script');
    expect(html).toContain('<div id="root" data-prerendered inert><header>Hi</header></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<head><title>Shop | F&amp;F</title>');
  });

  it('turns style attributes, which the CSP refuses, into rules of one nonced style element', () => {
    const html = withPrerendered(
      shell,
      {
        markup:
          '<span style="position:absolute;width:1px">a</span><i style="display:contents"></i><b style="position:absolute;width:1px">b</b><u style="x:&quot;}body{color:red&quot;">c</u>',
        data: { loaderData: {} },
      },
      'n0nce',
    );
    expect(html).not.toContain(' style="');
    expect(html).toContain(
      '<style nonce="n0nce">[data-prerendered-style="s0"]{position:absolute;width:1px}[data-prerendered-style="s1"]{display:contents}</style><script',
    );
    expect(html).toContain('<b data-prerendered-style="s0">b</b><u>c</u>');
  });

  it('sends the loader data as a JSON data block no text in it can close', () => {
    const data = { loaderData: { page: { title: '</script><script>alert(1)</script><!--' } } };
    const html = withPrerendered(shell, { markup: '<h1>x</h1>', data }, 'n0nce');
    const block = /<script type="application\/json" id="painted-data">(.*?)<\/script><\/head>/.exec(
      html,
    );
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual(data);
  });

  it('keeps the prerenderer beside the build it belongs to', () => {
    expect(prerenderDirOf('dist')).toBe('dist-prerender');
    expect(prerenderDirOf('/tmp/out/')).toBe('/tmp/out-prerender');
  });
});
