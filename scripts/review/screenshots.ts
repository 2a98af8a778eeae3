import { openSync, readSync, closeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { platform } from 'node:os';

/** Where Vitest writes the images of a failed comparison (its `attachmentsDir`). */
export const attachmentsDir = '.vitest-attachments';
/** The folder beside a stories file that holds its references. */
export const screenshotsDir = '__screenshots__';
/** Vitest's file name ending for this browser and platform, e.g. `-chromium-linux.png`. */
export const screenshotSuffix = `-chromium-${platform()}.png`;

/** What Vitest writes beside a story's name in the attachments folder. */
export type AttachmentKind = 'actual' | 'diff' | 'reference';

/**
 * The file name stem Vitest gives a story's screenshot: the setup passes the story id to
 * toMatchScreenshot, and Vitest keeps word characters and single dashes
 * (`primitives-button--primary` → `primitives-button-primary`).
 */
export function screenshotName(storyId: string): string {
  return storyId
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
}

/** The committed reference: `<dir>/__screenshots__/<stories file>/<name>-chromium-linux.png`. */
export function referencePath(storiesFile: string, storyId: string): string {
  return join(
    dirname(storiesFile),
    screenshotsDir,
    basename(storiesFile),
    `${screenshotName(storyId)}${screenshotSuffix}`,
  );
}

/**
 * An image Vitest wrote for a failed comparison: `actual` and `diff` for a mismatch (no diff
 * when the sizes differ), `reference` for a new story when references are not written (CI).
 */
export function attachmentPath(storiesFile: string, storyId: string, kind: AttachmentKind): string {
  return join(attachmentsDir, storiesFile, `${screenshotName(storyId)}-${kind}${screenshotSuffix}`);
}

/** Width and height from a PNG's header (IHDR), without decoding it. */
export function pngSize(path: string): { width: number; height: number } {
  const header = Buffer.alloc(24);
  const file = openSync(path, 'r');
  try {
    readSync(file, header, 0, 24, 0);
  } finally {
    closeSync(file);
  }
  if (header.toString('latin1', 12, 16) !== 'IHDR') throw new Error(`${path} is not a PNG`);
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}
