import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { attachmentPath, referencePath } from './screenshots';

/** A solid-colour PNG (8-bit RGB), written without any image library. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const swatchFile = 'design-system/primitives/Swatch/Swatch.stories.tsx';

const swatchStories = `import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'Primitives/Swatch', component: () => null } satisfies Meta;
export default meta;

export const Default: StoryObj = {};
export const Mobile: StoryObj = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const NewShade: StoryObj = { name: 'New shade' };
export const Broken: StoryObj = {};
`;

const ember: [number, number, number] = [180, 42, 11];
const charcoal: [number, number, number] = [38, 36, 34];
const red: [number, number, number] = [255, 0, 0];

/**
 * A project folder after a failing story-test run: Primitives/Swatch with one story changed
 * (Default), one added (New shade, no reference yet), one removed (a reference for 'Retired'),
 * one unchanged (Mobile), one failing in its play function (Broken), and a stale attachment from
 * an earlier run that must not show.
 */
export function makeFixtureProject(): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'visual-review-'));
  const write = (path: string, content: Buffer | string, modified?: Date) => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    if (modified) utimesSync(full, modified, modified);
  };

  const runStarted = new Date('2026-01-10T09:00:00Z');
  const duringRun = new Date('2026-01-10T09:01:00Z');
  // References are committed before the run; the run writes its attachments.
  const earlier = new Date('2026-01-09T09:00:00Z');

  write(swatchFile, swatchStories);
  const reference = (story: string, width: number, height: number) =>
    write(
      referencePath(swatchFile, `primitives-swatch--${story}`),
      solidPng(width, height, charcoal),
      earlier,
    );
  reference('default', 40, 20);
  reference('mobile', 20, 30);
  reference('retired', 40, 20);
  reference('broken', 40, 20);
  const attachment = (id: string, kind: 'actual' | 'diff' | 'reference') =>
    attachmentPath(swatchFile, id, kind);
  write(attachment('primitives-swatch--default', 'actual'), solidPng(40, 20, ember), duringRun);
  write(attachment('primitives-swatch--default', 'diff'), solidPng(40, 20, red), duringRun);
  write(
    attachment('primitives-swatch--new-shade', 'reference'),
    solidPng(40, 24, ember),
    duringRun,
  );
  // Left over from an earlier run in which Mobile failed; it passed in the last one.
  write(attachment('primitives-swatch--mobile', 'actual'), solidPng(20, 30, ember), earlier);

  const result = (storyId: string, status: string, failureMessages: string[] = []) => ({
    status,
    failureMessages,
    meta: { storyId },
  });
  write(
    'reports/vitest-stories.json',
    JSON.stringify({
      startTime: runStarted.getTime(),
      testResults: [
        {
          name: join(root, swatchFile),
          assertionResults: [
            result('primitives-swatch--default', 'failed', [
              'Error: \u001b[2mexpect(\u001b[22melement).toMatchScreenshot()\n\nScreenshot does not match the stored reference.\n800 pixels (ratio 1.00) differ.\n',
            ]),
            result('primitives-swatch--mobile', 'passed'),
            result('primitives-swatch--new-shade', 'failed', [
              'Error: expect(element).toMatchScreenshot()\n\nNo existing reference screenshot found.',
            ]),
            result('primitives-swatch--broken', 'failed', [
              'Error: expect(element).toBeVisible()\n\nReceived element is not visible:\n  <button />',
            ]),
          ],
        },
      ],
    }),
  );
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
