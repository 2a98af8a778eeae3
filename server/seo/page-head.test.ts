import { describe, expect, it } from 'vitest';
import { snippet } from '../../domain/site-meta';
import { isoDuration, withPageHead } from './page-head';

const html =
  '<head><meta name="description" content="old" /><title>Old</title></head><body></body>';

describe('page heads', () => {
  it('writes the title, description and tags, escaped, and JSON-LD that cannot close its element', () => {
    const out = withPageHead(html, {
      title: 'Salt & "Pepper"',
      description: 'A <b> rub',
      canonical: 'https://shop.example.com/shop/salt',
      type: 'product',
      jsonLd: { name: '</script><script>alert(1)</script>' },
    });
    expect(out).toContain('<title>Salt &amp; &quot;Pepper&quot;</title>');
    expect(out).toContain('<meta name="description" content="A &lt;b&gt; rub" />');
    expect(out).toContain('<link rel="canonical" href="https://shop.example.com/shop/salt" />');
    expect(out).not.toContain('</script><script>');
    expect(out).toContain('\\u003c/script>');
    expect(out.indexOf('og:url')).toBeLessThan(out.indexOf('</head>'));
  });

  it('reads recipe times as ISO 8601 durations', () => {
    expect(isoDuration('45 mins')).toBe('PT45M');
    expect(isoDuration('1 hour 30 mins')).toBe('PT1H30M');
    expect(isoDuration('12 hours')).toBe('PT12H');
    expect(isoDuration('overnight')).toBeUndefined();
  });

  it('cuts a long description at a word', () => {
    expect(snippet('short')).toBe('short');
    const cut = snippet('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });
});
