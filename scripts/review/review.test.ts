import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approveChanges } from './approve';
import { collectReview } from './collect';
import { makeFixtureProject, swatchFile } from './fixtures';
import { readLastRun } from './last-run';
import { attachmentPath, referencePath } from './screenshots';
import { readAllStories } from './stories';
import { writeReport } from './write-report';

let root: string;
let cleanup: () => void;
beforeEach(() => ({ root, cleanup } = makeFixtureProject()));
afterEach(() => cleanup());

const review = () => collectReview(root, readAllStories(root), readLastRun(root));

describe('the visual review', () => {
  it('finds the changed, added and removed stories of the last run, and counts the rest', () => {
    const { changes, unchanged, approved, otherFailures, notRun } = review();
    expect(
      changes.map(({ kind, storyId, storyName, viewport }) => ({
        kind,
        storyId,
        storyName,
        viewport,
      })),
    ).toEqual([
      {
        kind: 'changed',
        storyId: 'primitives-swatch--default',
        storyName: 'Default',
        viewport: 'desktop',
      },
      {
        kind: 'added',
        storyId: 'primitives-swatch--new-shade',
        storyName: 'New shade',
        viewport: 'desktop',
      },
      {
        kind: 'removed',
        storyId: 'primitives-swatch--retired',
        storyName: 'retired',
        viewport: undefined,
      },
    ]);
    // Mobile's attachment is from an earlier run: it passed in the last one.
    expect({ unchanged, approved, otherFailures, notRun }).toEqual({
      unchanged: 1,
      approved: 0,
      otherFailures: [
        expect.objectContaining({
          storyId: 'primitives-swatch--broken',
          failure: 'Received element is not visible:',
        }),
      ],
      notRun: 0,
    });
    const [changed, added, removed] = changes;
    expect(changed).toMatchObject({
      title: 'Primitives/Swatch',
      reference: { width: 40, height: 20 },
      actual: { width: 40, height: 20 },
      diff: { width: 40, height: 20 },
      pixelsDiffer: '800 pixels (ratio 1.00) differ.',
    });
    expect(added).toMatchObject({ actual: { width: 40, height: 24 } });
    expect(added!.reference).toBeUndefined();
    expect(removed).toMatchObject({
      referencePath: referencePath(swatchFile, 'primitives-swatch--retired'),
    });
  });

  it('writes a report that lists each change with its images and its approve command', async () => {
    const index = await writeReport(root, review(), {
      outDir: join(root, 'reports/visual-review'),
      styles: false,
    });
    const html = readFileSync(index, 'utf8');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script src="compare.js" defer></script>');
    expect(html).toContain('<title>Visual review: 1 changed, 1 added, 1 removed</title>');

    const articles = [...html.matchAll(/<article[^>]* id="([^"]+)"[\s\S]*?<\/article>/g)];
    expect(articles.map(([, id]) => id)).toEqual([
      'primitives-swatch--default',
      'primitives-swatch--new-shade',
      'primitives-swatch--retired',
    ]);
    const [changed, added, removed] = articles.map(([article]) => article);
    expect(changed).toContain('npm run review -- --approve primitives-swatch--default');
    expect(changed).toContain(
      'href="../../storybook-static/?path=/story/primitives-swatch--default"',
    );
    expect(changed).toContain('src="images/primitives-swatch-default-reference.png"');
    expect(changed).toContain('src="images/primitives-swatch-default-actual.png"');
    expect(changed).toContain('src="images/primitives-swatch-default-diff.png"');
    expect(changed).toContain('type="range"');
    expect(added).toContain('npm run review -- --approve primitives-swatch--new-shade');
    expect(added).toContain('src="images/primitives-swatch-new-shade-actual.png"');
    expect(added).not.toContain('-reference.png');
    expect(removed).toContain('npm run review -- --approve primitives-swatch--retired');
    expect(removed).toContain('src="images/primitives-swatch-retired-reference.png"');
    expect(removed).not.toContain('?path=/story/');
    expect(html).toContain('npm run review -- --approve-all');
    expect(html).toMatch(/Failing for another reason[\s\S]*primitives-swatch--broken/);
    // Grouped under the section and the component.
    expect(html).toMatch(/<h2[^>]*>Primitives<\/h2>[\s\S]*<h3[^>]*>Swatch<\/h3>/);

    for (const image of [
      'default-reference',
      'default-actual',
      'default-diff',
      'new-shade-actual',
      'retired-reference',
    ]) {
      expect(
        existsSync(join(root, `reports/visual-review/images/primitives-swatch-${image}.png`)),
      ).toBe(true);
    }
    expect(existsSync(join(root, 'reports/visual-review/compare.js'))).toBe(true);
  });

  it('approves one change and leaves the others failing', () => {
    const actual = readFileSync(
      join(root, attachmentPath(swatchFile, 'primitives-swatch--default', 'actual')),
    );
    const { approved, unknown } = approveChanges(root, review(), ['primitives-swatch--default']);
    expect(approved.map((change) => change.storyId)).toEqual(['primitives-swatch--default']);
    expect(unknown).toEqual([]);
    expect(
      readFileSync(join(root, referencePath(swatchFile, 'primitives-swatch--default'))),
    ).toEqual(actual);
    expect(
      existsSync(join(root, attachmentPath(swatchFile, 'primitives-swatch--default', 'diff'))),
    ).toBe(false);
    expect(review().changes.map((change) => change.kind)).toEqual(['added', 'removed']);
  });

  it('approves an added and a removed story by screenshot name too, and reports unknown ids', () => {
    const added = readFileSync(
      join(root, attachmentPath(swatchFile, 'primitives-swatch--new-shade', 'reference')),
    );
    const { approved, unknown } = approveChanges(root, review(), [
      'primitives-swatch-new-shade',
      'primitives-swatch--retired',
      'primitives-swatch--mobile',
    ]);
    expect(approved.map((change) => change.kind)).toEqual(['added', 'removed']);
    expect(unknown).toEqual(['primitives-swatch--mobile']);
    expect(
      readFileSync(join(root, referencePath(swatchFile, 'primitives-swatch--new-shade'))),
    ).toEqual(added);
    expect(existsSync(join(root, referencePath(swatchFile, 'primitives-swatch--retired')))).toBe(
      false,
    );
    expect(review().changes.map((change) => change.storyId)).toEqual([
      'primitives-swatch--default',
    ]);
  });

  it('approves everything with --approve-all', () => {
    approveChanges(root, review(), 'all');
    expect(review()).toMatchObject({ changes: [], unchanged: 1, approved: 2 });
    expect(review().otherFailures).toHaveLength(1);
  });
});
