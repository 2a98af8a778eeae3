import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/auth-store';
import { ApiError } from './api';
import type { ProductInput } from '../../domain/schemas';
import { saveProduct } from './products';
import { storedImageUrl } from './uploads';

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

/** Answers each upload with `answer(n)` for the n-th one; records how many ran at once. */
function uploadsAnsweredBy(answer: (index: number) => Response) {
  const seen = { uploads: 0, atOnce: 0, mostAtOnce: 0 };
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = String(input);
    if (!url.endsWith('/uploads')) return Response.json({ id: 'rub', images: [] });
    const index = seen.uploads++;
    seen.atOnce += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.atOnce);
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen.atOnce -= 1;
    return answer(index);
  });
  return seen;
}

const quotaMessage =
  'These images would take your account past its 50 MB of image storage (49.9 MB used). Post without images, or with fewer or smaller ones.';

describe('storedImageUrl', () => {
  beforeEach(() => authStore.setState({ accessToken: async () => 'access-token' }));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a stored URL and uploads a picked image', async () => {
    uploadsAnsweredBy(() => Response.json({ url: '/api/uploads/abc.webp' }, { status: 201 }));
    expect(await storedImageUrl('/api/uploads/old.jpg', 'images')).toBe('/api/uploads/old.jpg');
    expect(await storedImageUrl(pixel, 'images')).toBe('/api/uploads/abc.webp');
  });

  it('puts a refusal of the image under the form field that holds it', async () => {
    uploadsAnsweredBy(() =>
      Response.json({ error: 'storage_quota_exceeded', message: quotaMessage }, { status: 413 }),
    );
    const failure = await storedImageUrl(pixel, 'imageUrl').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, message: quotaMessage });
    expect((failure as ApiError).fields).toEqual({ imageUrl: quotaMessage });
  });

  it('keeps the words of an uploads-in-progress 429 instead of the generic wait message', async () => {
    const message =
      'You already have 2 uploads in progress. Wait for one to finish, then try again.';
    uploadsAnsweredBy(() =>
      Response.json({ error: 'uploads_in_progress', message }, { status: 429 }),
    );
    const failure = (await storedImageUrl(pixel, 'images').catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure.message).toBe(message);
    expect(failure.fields).toEqual({ images: message });
  });

  it('uploads a product’s new images one at a time, within the two in flight', async () => {
    const seen = uploadsAnsweredBy((index) =>
      Response.json({ url: `/api/uploads/image-${index}.webp` }, { status: 201 }),
    );
    await saveProduct({
      kind: 'add',
      product: {
        name: 'Rub',
        brand: 'Forge & Flame',
        category: 'Seasonings',
        description: 'A rub.',
        images: [1, 2, 3].map((n) => ({ url: pixel, alt: `Rub ${n}` })),
        sizes: [],
        features: [],
      } as unknown as ProductInput,
    });
    expect(seen.uploads).toBe(3);
    expect(seen.mostAtOnce).toBe(1);
  });
});
