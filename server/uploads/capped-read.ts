/**
 * Reads a stream into one buffer of at most `maxBytes`, throwing `tooLarge()` as soon as one
 * byte more arrives: the rest is never read, so a body costs at most the cap in memory.
 */
export async function readCapped(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge();
    parts.push(chunk);
  }
  return new Uint8Array(Buffer.concat(parts, total));
}

/** A declared Content-Length over `maxBytes` is refused before a byte of the body is read. */
export function declaresMoreThan(contentLength: string | undefined, maxBytes: number): boolean {
  if (contentLength === undefined || !/^\d+$/.test(contentLength)) return false;
  return Number(contentLength) > maxBytes;
}

/** A web stream's chunks; leaving early cancels it (nothing more is pulled from the client). */
export async function* chunksOf(stream: ReadableStream<Uint8Array> | null) {
  if (!stream) return;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
