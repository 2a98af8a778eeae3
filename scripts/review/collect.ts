import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sanitize } from 'storybook/internal/csf';
import type { LastRun } from './last-run';
import {
  attachmentPath,
  pngSize,
  referencePath,
  screenshotName,
  screenshotSuffix,
  screenshotsDir,
  type AttachmentKind,
} from './screenshots';
import { storiesFolders, toPosix, type StoriesFile } from './stories';

/** A PNG of the project, relative to its root. */
export interface Screenshot {
  path: string;
  width: number;
  height: number;
}

export type ChangeKind = 'changed' | 'added' | 'removed';

export interface VisualChange {
  kind: ChangeKind;
  /** Storybook's id; `npm run review -- --approve <storyId>` takes it. */
  storyId: string;
  storyName: string;
  /** The stories file's title, e.g. 'Primitives/Button': the report groups by it. */
  title: string;
  storiesFile: string;
  /** Unknown for a reference whose story is gone. */
  viewport?: string;
  /** Where an approved image is written (or, for a removed story, the file approving deletes). */
  referencePath: string;
  /** The committed reference (changed, removed). */
  reference?: Screenshot;
  /** The new screenshot from the last run (changed, added). */
  actual?: Screenshot;
  /** Pixels that differ, in red (changed; none when the sizes differ). */
  diff?: Screenshot;
  /** The comparator's count, e.g. '3863 pixels (ratio 0.05) differ.' */
  pixelsDiffer?: string;
}

export interface OtherFailure {
  storyId: string;
  storyName: string;
  title: string;
  failure?: string;
}

export interface Review {
  /** In sidebar order: by title, then story order; removed references last in their group. */
  changes: VisualChange[];
  /** Stories whose screenshot matched its reference. */
  unchanged: number;
  /** Stories that failed before their screenshot (play function, axe): not a visual change. */
  otherFailures: OtherFailure[];
  /** Stories whose screenshot failed in the last run and has been approved since. */
  approved: number;
  /** Stories that were not part of the last run (a filtered run); 0 without a JSON report. */
  notRun: number;
  /** When the run the attachments come from started; undefined without a JSON report. */
  runStartedAt?: number;
}

const kindOrder: Record<ChangeKind, number> = { changed: 0, added: 1, removed: 2 };

/** The sidebar's top-level order (.storybook/preview.tsx storySort). */
export const sections = ['Foundations', 'Primitives', 'Patterns', 'Screens'];

/** 'Screens/Content/Stores' → 'Screens'. */
export function sectionOf(title: string): string {
  return title.split('/')[0]!;
}

function sectionRank(title: string): number {
  const rank = sections.indexOf(sectionOf(title));
  return rank === -1 ? sections.length : rank;
}

/**
 * What the last story-test run changed, from Vitest's attachments and the committed references.
 * With the run's JSON report, only attachments that run wrote for a failed story count, so
 * images left over from earlier runs are never shown; without it, every attachment counts.
 */
export function collectReview(root: string, files: StoriesFile[], lastRun?: LastRun): Review {
  const changes: VisualChange[] = [];
  const otherFailures: OtherFailure[] = [];
  let unchanged = 0;
  let approved = 0;
  let notRun = 0;

  const current = (path: string, storyId: string): Screenshot | undefined => {
    const full = join(root, path);
    if (!existsSync(full)) return undefined;
    if (lastRun) {
      if (lastRun.stories.get(storyId)?.status !== 'failed') return undefined;
      if (statSync(full).mtimeMs < lastRun.startTime) return undefined;
    }
    return { path: toPosix(path), ...pngSize(full) };
  };
  const attachment = (file: StoriesFile, storyId: string, kind: AttachmentKind) =>
    current(attachmentPath(file.path, storyId, kind), storyId);

  for (const file of files) {
    for (const story of file.stories) {
      const reference = referencePath(file.path, story.id);
      const committed = existsSync(join(root, reference));
      const result = lastRun?.stories.get(story.id);
      const base = {
        storyId: story.id,
        storyName: story.name,
        title: file.title,
        storiesFile: file.path,
        viewport: story.viewport,
        referencePath: toPosix(reference),
      };
      const actual = attachment(file, story.id, 'actual');
      const added = attachment(file, story.id, 'reference');
      // A reference rewritten after the run (test:update, a checkout) makes its images stale.
      if (actual && committed && !newerThan(join(root, reference), join(root, actual.path))) {
        changes.push({
          ...base,
          kind: 'changed',
          reference: { path: toPosix(reference), ...pngSize(join(root, reference)) },
          actual,
          diff: attachment(file, story.id, 'diff'),
          pixelsDiffer: result?.pixelsDiffer,
        });
      } else if (!committed && (added ?? actual)) {
        changes.push({ ...base, kind: 'added', actual: added ?? actual });
      } else if (lastRun && !result) {
        notRun += 1;
      } else if (result?.status === 'failed' && result.screenshotFailed) {
        approved += 1;
      } else if (result?.status === 'failed') {
        otherFailures.push({ ...base, failure: result.failure });
      } else if (!lastRun ? committed : result?.status === 'passed') {
        unchanged += 1;
      }
    }
  }

  changes.push(...removedReferences(root, files));
  // Stable: stories keep their file order within a title and kind.
  changes.sort(
    (a, b) =>
      sectionRank(a.title) - sectionRank(b.title) ||
      a.title.localeCompare(b.title) ||
      kindOrder[a.kind] - kindOrder[b.kind],
  );
  return { changes, unchanged, approved, otherFailures, notRun, runStartedAt: lastRun?.startTime };
}

function newerThan(path: string, other: string): boolean {
  return statSync(path).mtimeMs > statSync(other).mtimeMs;
}

/** Committed references no story of their stories file makes any more (or whose file is gone). */
function removedReferences(root: string, files: StoriesFile[]): VisualChange[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const removed: VisualChange[] = [];
  for (const folder of referenceFolders(root)) {
    const storiesFile = toPosix(join(dirname(dirname(folder)), folder.split(/[\\/]/).pop()!));
    const file = byPath.get(storiesFile);
    const names = new Set(file?.stories.map((story) => screenshotName(story.id)));
    for (const entry of readdirSync(join(root, folder))) {
      if (!entry.endsWith(screenshotSuffix) || /-(actual|diff)-/.test(entry)) continue;
      const name = entry.slice(0, -screenshotSuffix.length);
      if (names.has(name)) continue;
      const path = toPosix(join(folder, entry));
      const storyId = storyIdFromName(name, file?.title);
      removed.push({
        kind: 'removed',
        storyId,
        storyName: storyId.split('--')[1] ?? name,
        title: file?.title ?? `${storiesFile} (deleted)`,
        storiesFile,
        referencePath: path,
        reference: { path, ...pngSize(join(root, path)) },
      });
    }
  }
  return removed;
}

/** `primitives-button-old-story` with title 'Primitives/Button' → `primitives-button--old-story`. */
function storyIdFromName(name: string, title?: string): string {
  const prefix = title ? screenshotName(sanitize(title)) : undefined;
  return prefix && name.startsWith(`${prefix}-`)
    ? `${sanitize(title!)}--${name.slice(prefix.length + 1)}`
    : name;
}

/** Every `__screenshots__/<stories file>` folder under the stories folders, relative to root. */
function referenceFolders(root: string): string[] {
  const folders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.name === screenshotsDir) {
        for (const inner of readdirSync(join(root, path), { withFileTypes: true })) {
          if (inner.isDirectory()) folders.push(join(path, inner.name));
        }
      } else walk(path);
    }
  };
  for (const folder of storiesFolders) if (existsSync(join(root, folder))) walk(folder);
  return folders.sort();
}
