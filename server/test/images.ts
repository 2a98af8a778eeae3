import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { onePixelPng } from './forum-posts';

/** Real images for upload tests, made by sharp so the server can decode them. */
const canvas = (width: number, height: number, background = '#8a4b2a') =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngOf = async (width: number, height: number) =>
  new Uint8Array(await canvas(width, height).png().toBuffer());

export const jpegOf = async (width: number, height: number) =>
  new Uint8Array(await canvas(width, height).jpeg().toBuffer());

export const webpOf = async (width: number, height: number) =>
  new Uint8Array(await canvas(width, height).webp().toBuffer());

/** A JPEG carrying EXIF text that must not survive storing. */
export const exifSecret = 'Pitmaster home address 42 Smoke Lane';
export const jpegWithExif = async () =>
  new Uint8Array(
    await canvas(64, 48)
      .withExif({ IFD0: { Copyright: exifSecret, ImageDescription: exifSecret } })
      .jpeg()
      .toBuffer(),
  );

/** A three-frame animated GIF. */
export async function animatedGif(): Promise<Uint8Array<ArrayBuffer>> {
  const frames = await Promise.all(
    ['#000000', '#808080', '#ffffff'].map((colour) => canvas(40, 30, colour).png().toBuffer()),
  );
  return new Uint8Array(
    await sharp(frames, { join: { animated: true } })
      .gif({ delay: 100 })
      .toBuffer(),
  );
}

/** The polyglot of the report: a valid 1×1 PNG followed by `tailBytes` of random bytes. */
export function pngPolyglot(tailBytes: number): { bytes: Uint8Array<ArrayBuffer>; tail: Buffer } {
  const tail = randomBytes(tailBytes);
  const bytes = new Uint8Array(onePixelPng.length + tailBytes);
  bytes.set(onePixelPng);
  bytes.set(tail, onePixelPng.length);
  return { bytes, tail };
}

/** What a stored image decodes to. */
export async function decoded(bytes: Uint8Array) {
  const { format, width, height, pages, exif, icc, xmp } = await sharp(bytes, {
    animated: true,
  }).metadata();
  return { format, width, height, pages: pages ?? 1, exif, icc, xmp };
}

/**
 * A body of `head`, then `fillerBytes` of zeros made 1 MB at a time (never held whole), then
 * `tail`; every chunk is counted into `sent` as the client hands it over.
 */
export function generatedBody(
  {
    head,
    fillerBytes,
    tail = new Uint8Array(),
  }: { head: Uint8Array; fillerBytes: number; tail?: Uint8Array },
  sent: { bytes: number },
) {
  const chunk = new Uint8Array(1024 * 1024);
  let filled = 0;
  let step: 'head' | 'filler' | 'tail' | 'done' = 'head';
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let part: Uint8Array;
      if (step === 'head') {
        part = head;
        step = 'filler';
      } else if (step === 'filler' && filled < fillerBytes) {
        part = chunk.subarray(0, Math.min(chunk.length, fillerBytes - filled));
        filled += part.length;
      } else if (step !== 'done') {
        part = tail;
        step = 'done';
      } else {
        return controller.close();
      }
      sent.bytes += part.length;
      controller.enqueue(part);
    },
  });
}

/** A multipart body holding text `fields` and one file whose bytes `generatedBody` streams. */
export function multipartAround(
  fields: Record<string, string>,
  file: { field: string; name: string },
) {
  const boundary = `----upload-test-${randomBytes(8).toString('hex')}`;
  const text = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: new TextEncoder().encode(text + fileHead),
    tail: new TextEncoder().encode(`\r\n--${boundary}--\r\n`),
  };
}

/**
 * A request body that sends `head` and then waits until `finish()` sends `rest` and closes:
 * an upload held in flight for as long as a test needs.
 */
export function heldBody(head: Uint8Array, rest: Uint8Array = new Uint8Array()) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let step = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      step += 1;
      if (step === 1) return controller.enqueue(head);
      await finished;
      if (rest.length > 0) controller.enqueue(rest);
      controller.close();
    },
  });
  return { stream, finish };
}
