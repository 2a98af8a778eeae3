import { describe, expect, it } from 'vitest';
import { postBlocks } from './post-blocks';

describe('postBlocks', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(postBlocks('First line\nsecond line\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', text: 'First line\nsecond line' },
      { kind: 'paragraph', text: 'Next paragraph' },
    ]);
  });

  it('reads quoted lines as a quote with its author', () => {
    expect(postBlocks('> Paper over foil.\n> Every time.\n> — Dwayne Carter\n\nAgreed!')).toEqual([
      { kind: 'quote', text: 'Paper over foil.\nEvery time.', cite: 'Dwayne Carter' },
      { kind: 'paragraph', text: 'Agreed!' },
    ]);
  });

  it('separates a quote from text typed right under it', () => {
    expect(postBlocks('> Alder is the classic.\nThanks, trying it Sunday.')).toEqual([
      { kind: 'quote', text: 'Alder is the classic.' },
      { kind: 'paragraph', text: 'Thanks, trying it Sunday.' },
    ]);
  });

  it('drops empty paragraphs and Windows line endings', () => {
    expect(postBlocks('\r\n\r\nHello\r\n\r\n\r\n')).toEqual([{ kind: 'paragraph', text: 'Hello' }]);
  });
});
