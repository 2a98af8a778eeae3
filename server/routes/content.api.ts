import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKeys, type SiteContent } from '../../domain/content-schemas';
import { siteContent } from '../../fixtures/site-content';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

/** The seeded value, as JSON would carry it. */
const seeded = <K extends keyof SiteContent>(key: K): SiteContent[K] =>
  JSON.parse(JSON.stringify(siteContent[key]));

describe('reading site content', () => {
  it('serves every seeded key from the fixtures, to anyone', async () => {
    const all = (await expectJson(await api.get('/content'), 200)) as Record<string, unknown>;
    expect(Object.keys(all).sort()).toEqual([...contentKeys].sort());
    for (const key of contentKeys) expect(all[key], key).toEqual(seeded(key));
    expect(await expectJson(await api.get('/content/faq'), 200)).toEqual(seeded('faq'));
  });

  it('answers several keys in one request', async () => {
    const response = await api.get('/content?keys=testimonials,%20club-promo,testimonials');
    expect(await expectJson(response, 200)).toEqual({
      testimonials: seeded('testimonials'),
      'club-promo': seeded('club-promo'),
    });
  });

  it('answers 404 for an unknown key, alone or in a list', async () => {
    expect(await expectError(await api.get('/content/no-such-thing'), 404)).toEqual({
      error: 'not_found',
      message: "There is no content called 'no-such-thing'",
    });
    const listed = await expectError(await api.get('/content?keys=faq,no-such-thing'), 404);
    expect(listed.message).toMatch(/no-such-thing/);
  });
});

/** Who may write which key: server/routes/content-writers.api.ts. */
describe('who may write site content', () => {
  it('answers 401 before 404, and 404 for an unknown key when allowed', async () => {
    await expectError(await api.put('/content/no-such-thing', { json: {} }), 401);
    const error = await expectError(
      await api.put('/content/no-such-thing', { as: 'editor', json: {} }),
      404,
    );
    expect(error.message).toBe("There is no content called 'no-such-thing'");
  });
});

describe('changing site content', () => {
  it('stores trimmed text and keeps it across a restart', async () => {
    const testimonials = seeded('testimonials');
    testimonials[0]!.comment = '  Smoke rings for days.  ';
    const response = await api.put('/content/testimonials', { as: 'editor', json: testimonials });
    const saved = (await expectJson(response, 200)) as SiteContent['testimonials'];
    expect(saved[0]!.comment).toBe('Smoke rings for days.');
    await server.restart();
    const read = (await expectJson(
      await api.get('/content/testimonials'),
      200,
    )) as SiteContent['testimonials'];
    expect(read[0]!.comment).toBe('Smoke rings for days.');
    expect(read.slice(1)).toEqual(seeded('testimonials').slice(1));
  });

  it('drops fields the schema does not know', async () => {
    const promo = { ...seeded('club-promo'), secret: 'x' };
    const saved = await expectJson(
      await api.put('/content/club-promo', { as: 'admin', json: promo }),
      200,
    );
    expect(saved).toEqual(seeded('club-promo'));
  });
});

describe('refusing bad content', () => {
  const faqWith = (answer: string) => {
    const faq = seeded('faq');
    faq[0]!.items[1]!.answer = answer;
    return faq;
  };
  const withTestimonial = (change: Record<string, unknown>) => {
    const testimonials = seeded('testimonials') as unknown as Record<string, unknown>[];
    Object.assign(testimonials[1]!, change);
    return testimonials;
  };

  it.each([
    ['an empty FAQ answer', 'faq', faqWith('   '), '0.items.1.answer', /Answer is required/],
    [
      'a 5,001-character FAQ answer',
      'faq',
      faqWith('x'.repeat(5001)),
      '0.items.1.answer',
      /at most 5,000/,
    ],
    [
      'a six-star testimonial',
      'testimonials',
      withTestimonial({ rating: 6 }),
      '1.rating',
      /at most 5/,
    ],
    [
      'a data: image',
      'testimonials',
      withTestimonial({ image: 'data:image/svg+xml,<svg/>' }),
      '1.image',
      /stored on this site/,
    ],
    [
      'two testimonials with one id',
      'testimonials',
      withTestimonial({ id: seeded('testimonials')[0]!.id }),
      '1.id',
      /its own id/,
    ],
    [
      'a javascript: link',
      'club-promo',
      { ...seeded('club-promo'), href: 'javascript:alert(1)' },
      'href',
      /path/,
    ],
    ['a gift card amount twice', 'gift-card-amounts', [2500, 5000, 2500], '2', /appears twice/],
    [
      'a store outside the US states',
      'locations',
      seeded('locations').map((location, index) =>
        index === 0 ? { ...location, state: 'XX' } : location,
      ),
      '0.state',
      /US state/,
    ],
    [
      'a missing field',
      'catering',
      { packages: seeded('catering').packages, highlights: [] },
      'contact',
      /./,
    ],
  ])('%s → 400 with a message on the field', async (_label, key, json, field, message) => {
    const response = await api.put(`/content/${key}`, { as: 'admin', json });
    const error = await expectError(response, 400);
    expect(error.error).toBe('invalid');
    expect(error.fields?.[field], JSON.stringify(error.fields)).toMatch(message);
  });

  it('refuses a body of the wrong shape and one that is not JSON', async () => {
    const wrong = await expectError(
      await api.put('/content/faq', { as: 'editor', json: { not: 'a list' } }),
      400,
    );
    expect(wrong.message).toMatch(/./);
    const malformed = await api.put('/content/faq', {
      as: 'editor',
      body: '[{',
      headers: { 'content-type': 'application/json' },
    });
    expect((await expectError(malformed, 400)).message).toMatch(/JSON/);
    expect(await expectJson(await api.get('/content/faq'), 200)).toEqual(seeded('faq'));
  });
});

/** The home page's hero copy (issue 31): copy, so editors write it; the console edits it. */
describe('the home hero', () => {
  it('starts as the copy the home page showed, and an editor changes it for every reader', async () => {
    expect(seeded('home-hero')).toEqual({
      eyebrow: "Chicago's backyard barbecue shop",
      title: 'Ignite Your Taste Buds',
      description:
        'Small-batch rubs, sauces and pit-tested gear, with the recipes to make the most of them.',
    });
    const hero = { ...seeded('home-hero'), title: '  Smoke Season Is Here ' };
    const saved = await expectJson(
      await api.put('/content/home-hero', { as: 'editor', json: hero }),
      200,
    );
    expect(saved).toEqual({ ...hero, title: 'Smoke Season Is Here' });
    expect(await expectJson(await api.get('/content?keys=home-hero'), 200)).toEqual({
      'home-hero': saved,
    });
    await expectJson(
      await api.put('/content/home-hero', { as: 'admin', json: seeded('home-hero') }),
      200,
    );
  });

  it.each([
    ['an empty title', { title: ' ' }, 'title', 'Title is required'],
    [
      'an 81-character title',
      { title: 'x'.repeat(81) },
      'title',
      'Title must be at most 80 characters',
    ],
    ['no eyebrow', { eyebrow: undefined }, 'eyebrow', 'Eyebrow is required'],
    [
      'a 501-character description',
      { description: 'x'.repeat(501) },
      'description',
      'Description must be at most 500 characters',
    ],
  ])("refuses %s with 400 and the field's message", async (_label, change, field, message) => {
    const json = { ...seeded('home-hero'), ...change };
    const error = await expectError(
      await api.put('/content/home-hero', { as: 'editor', json }),
      400,
    );
    expect(error.fields?.[field]).toBe(message);
    expect(await expectJson(await api.get('/content/home-hero'), 200)).toEqual(seeded('home-hero'));
  });

  it('answers any text with the stored copy or a 400 on the field, never a 500', async () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 600 }),
      fc.string({ unit: 'grapheme', maxLength: 90 }),
      fc.constant('\u0000'),
      fc.constant('\ud800'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ eyebrow: anyText, title: anyText, description: anyText }),
        async (hero) => {
          const response = await api.put('/content/home-hero', { as: 'editor', json: hero });
          const text = await response.text();
          expect([200, 400], text).toContain(response.status);
          const body = JSON.parse(text) as { fields?: Record<string, string>; title?: string };
          if (response.status === 200) expect(body.title).toBe(hero.title.trim());
          else expect(Object.values(body.fields ?? {}).join('')).not.toBe('');
        },
      ),
      { numRuns: 40 },
    );
    await expectJson(
      await api.put('/content/home-hero', { as: 'admin', json: seeded('home-hero') }),
      200,
    );
  });
});
