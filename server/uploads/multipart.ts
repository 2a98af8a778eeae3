import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy, { type BusboyFileStream } from '@fastify/busboy';
import { BadRequest } from '../errors';

export type FormPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; stream: BusboyFileStream };

export interface MultipartLimits {
  /** Text fields at most, and the longest one in bytes. */
  fields: number;
  fieldBytes: number;
  /** Files at most, and the largest in bytes (one more is read, so the reader sees the overflow). */
  files: number;
  fileBytes: number;
  /** What to throw when a limit is passed. */
  tooManyFiles: () => Error;
  fieldTooLong: (name: string) => Error;
}

/**
 * A multipart/form-data body as parts, in order, while it streams: nothing is buffered beyond
 * the part being read. Each file's stream must be read to its end (or the iteration stopped)
 * before the next part comes; stopping the iteration stops reading the body.
 */
export async function* formParts(request: Request, limits: MultipartLimits) {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    throw new BadRequest('Send the post as multipart/form-data');
  }
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        files: limits.files,
        fileSize: limits.fileBytes + 1,
        parts: limits.fields + limits.files,
      },
    });
  } catch {
    throw new BadRequest('The multipart body has no boundary');
  }
  const queue: FormPart[] = [];
  let finished = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const fail = (error: unknown) => {
    failure ??= error;
    notify();
  };

  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) return fail(limits.fieldTooLong(name));
    queue.push({ kind: 'field', name, value });
    notify();
  });
  parser.on('file', (name, stream, filename) => {
    queue.push({ kind: 'file', name, filename, stream });
    notify();
  });
  parser.on('filesLimit', () => fail(limits.tooManyFiles()));
  parser.on('fieldsLimit', () => fail(new BadRequest('The post has too many fields')));
  parser.on('partsLimit', () => fail(new BadRequest('The post has too many parts')));
  parser.on('error', () => fail(new BadRequest('The multipart body is malformed')));
  parser.on('finish', () => {
    finished = true;
    notify();
  });

  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  body.on('error', () => fail(new BadRequest('The request body ended early')));
  body.pipe(parser);
  try {
    for (;;) {
      if (failure) throw failure;
      const part = queue.shift();
      if (part) {
        yield part;
        continue;
      }
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    body.unpipe(parser);
    body.destroy();
    for (const part of queue) if (part.kind === 'file') part.stream.resume();
  }
}
