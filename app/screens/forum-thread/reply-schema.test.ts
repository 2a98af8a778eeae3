import { describe, expect, it } from 'vitest';
import { emptyReply, emptyReport, replySchema, reportSchema } from './reply-schema';
import { appendQuote, quoteOf } from './quote';

describe('replySchema', () => {
  it('needs a reply', () => {
    const result = replySchema.safeParse(emptyReply);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Write a reply before posting.');
  });

  it('needs at least 2 characters once trimmed', () => {
    expect(replySchema.safeParse({ content: '  a  ', images: [] }).error?.issues[0]?.message).toBe(
      'Your reply must be at least 2 characters.',
    );
    expect(replySchema.parse({ content: '  ok  ', images: [] }).content).toBe('ok');
  });

  it('takes at most 10,000 characters, as the server does', () => {
    expect(replySchema.safeParse({ content: 'x'.repeat(10_000), images: [] }).success).toBe(true);
    expect(
      replySchema.safeParse({ content: 'x'.repeat(10_001), images: [] }).error?.issues[0]?.message,
    ).toBe('Keep it under 10,000 characters.');
  });

  it('takes up to 5 images', () => {
    const image = { id: 'a', name: 'a.png', url: 'data:image/png;base64,AAAA' };
    expect(
      replySchema.safeParse({ content: 'Nice bark', images: Array(5).fill(image) }).success,
    ).toBe(true);
    expect(
      replySchema.safeParse({ content: 'Nice bark', images: Array(6).fill(image) }).error?.issues[0]
        ?.message,
    ).toBe('You can add up to 5 images.');
  });
});

describe('reportSchema', () => {
  it('needs a reason; details are optional', () => {
    expect(reportSchema.safeParse(emptyReport).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'Choose a reason.',
    });
    expect(reportSchema.parse({ reason: 'spam', details: '  ' })).toEqual({
      reason: 'spam',
      details: '',
    });
  });

  it('limits the details to 500 characters', () => {
    expect(reportSchema.safeParse({ reason: 'other', details: 'x'.repeat(501) }).success).toBe(
      false,
    );
    expect(reportSchema.safeParse({ reason: 'other', details: 'x'.repeat(500) }).success).toBe(
      true,
    );
  });
});

describe('quoteOf', () => {
  it('quotes the first two lines and names the author', () => {
    expect(
      quoteOf('Paper over foil.\nEvery time.\nFoil gives you pot roast.', 'Dwayne Carter'),
    ).toBe('> Paper over foil.\n> Every time. …\n> — Dwayne Carter\n\n');
    expect(quoteOf('Alder is the classic.', 'Andre Williams')).toBe(
      '> Alder is the classic.\n> — Andre Williams\n\n',
    );
  });

  it('shortens long lines and leaves out quotes inside the reply', () => {
    const quote = quoteOf(`> an older quote\n${'smoke '.repeat(60)}`, 'Carla Nguyen');
    expect(quote).not.toContain('older quote');
    expect(quote.split('\n')[0]!.length).toBeLessThanOrEqual(202);
    expect(quote.split('\n')[0]).toMatch(/…$/);
  });

  it('adds a quote under what is already typed', () => {
    expect(appendQuote('', '> Hi\n> — A\n\n')).toBe('> Hi\n> — A\n\n');
    expect(appendQuote('My answer\n', '> Hi\n> — A\n\n')).toBe('My answer\n\n> Hi\n> — A\n\n');
  });
});
