import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNewsletterToken, newsletterToken } from './newsletter-link';

const at = new Date('2030-05-01T12:00:00Z');
const daysLater = (days: number) => new Date(at.getTime() + days * 24 * 60 * 60 * 1000);

describe('newsletter confirmation tokens', () => {
  it('name the address they were made for, for 3 days', async () => {
    const token = await newsletterToken('s3cret', ' Pat@Example.com ', at);
    expect(await checkNewsletterToken('s3cret', token, at)).toEqual({ email: 'Pat@Example.com' });
    expect(await checkNewsletterToken('s3cret', token, daysLater(2.9))).toEqual({
      email: 'Pat@Example.com',
    });
    expect(await checkNewsletterToken('s3cret', token, daysLater(3.1))).toEqual({
      problem: 'expired',
    });
  });

  it('are refused under another secret or altered', async () => {
    const token = await newsletterToken('s3cret', 'pat@example.com', at);
    expect(await checkNewsletterToken('other', token, at)).toEqual({ problem: 'invalid' });
    const [header, , signature] = token.split('.');
    const claims = Buffer.from(
      JSON.stringify({ sub: 'sam@example.com', aud: 'newsletter-confirmation', exp: 2e9 }),
    ).toString('base64url');
    expect(await checkNewsletterToken('s3cret', `${header}.${claims}.${signature}`, at)).toEqual({
      problem: 'invalid',
    });
  });

  it('turn any other text into "invalid", never an address or an exception', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        expect(await checkNewsletterToken('s3cret', text, at)).toEqual({ problem: 'invalid' });
      }),
      { numRuns: 200 },
    );
  });
});
