import { describe, expect, it } from 'vitest';
import { emptyNewThread, newThreadSchema } from './new-thread-schema';

const valid = {
  title: 'Best wood for pork shoulder?',
  category: 'smoking-techniques',
  content: 'Hickory, apple or a mix? Doing two butts this weekend.',
  images: [],
};

/** The first message per field, as the form shows it. */
function messages(values: unknown): Record<string, string | undefined> {
  const result = newThreadSchema.safeParse(values);
  const found: Record<string, string | undefined> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const image = (index: number) => ({
  id: `image-${index}`,
  name: `photo-${index}.png`,
  url: 'data:image/png;base64,AAAA',
});

describe('newThreadSchema', () => {
  it('accepts a complete thread and trims the text', () => {
    const parsed = newThreadSchema.parse({
      ...valid,
      title: `  ${valid.title}  `,
      content: ` ${valid.content}\n`,
    });
    expect(parsed.title).toBe(valid.title);
    expect(parsed.content).toBe(valid.content);
  });

  it('says what is missing on an empty form', () => {
    expect(messages(emptyNewThread)).toEqual({
      title: 'Enter a title for your thread.',
      category: 'Choose a category.',
      content: 'Write the content of your thread.',
    });
  });

  it('needs a title of 5 to 120 characters, not counting spaces around it', () => {
    expect(messages({ ...valid, title: '  Ribs ' }).title).toBe(
      'Title must be at least 5 characters.',
    );
    expect(messages({ ...valid, title: 'Ribs!' }).title).toBeUndefined();
    expect(messages({ ...valid, title: 'x'.repeat(120) }).title).toBeUndefined();
    expect(messages({ ...valid, title: 'x'.repeat(121) }).title).toBe(
      'Title must be 120 characters or fewer.',
    );
  });

  it('needs at least 20 characters of content', () => {
    expect(messages({ ...valid, content: 'Too short to post.' }).content).toBe(
      'Content must be at least 20 characters.',
    );
    expect(messages({ ...valid, content: 'x'.repeat(20) }).content).toBeUndefined();
  });

  it('takes at most 10,000 characters of content, as the server does', () => {
    expect(messages({ ...valid, content: 'x'.repeat(10_000) }).content).toBeUndefined();
    expect(messages({ ...valid, content: 'x'.repeat(10_001) }).content).toBe(
      'Keep it under 10,000 characters.',
    );
  });

  it('takes up to 5 images', () => {
    expect(messages({ ...valid, images: [1, 2, 3, 4, 5].map(image) })).toEqual({});
    expect(messages({ ...valid, images: [1, 2, 3, 4, 5, 6].map(image) }).images).toBe(
      'You can add up to 5 images.',
    );
  });
});
