import { copyFileSync, existsSync, mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Review, VisualChange } from './collect';
import { attachmentPath, screenshotName } from './screenshots';

/** The command that approves one story's change (the report shows it beside the story). */
export function approveCommand(storyIds: string[] | 'all'): string {
  return storyIds === 'all'
    ? 'npm run review -- --approve-all'
    : `npm run review -- --approve ${storyIds.join(' ')}`;
}

export interface Approval {
  approved: VisualChange[];
  /** Ids given that name no change of the last run. */
  unknown: string[];
}

/**
 * Makes the chosen changes the new references; the rest keep failing. A changed or added
 * story's new screenshot is copied over its reference (its attachments then go, so the report
 * no longer lists it); a removed story's reference is deleted. Ids may be Storybook's
 * (`primitives-button--primary`) or the screenshot's (`primitives-button-primary`).
 */
export function approveChanges(root: string, review: Review, storyIds: string[] | 'all'): Approval {
  const byName = new Map(review.changes.map((change) => [screenshotName(change.storyId), change]));
  const unknown: string[] = [];
  const chosen =
    storyIds === 'all'
      ? review.changes
      : storyIds.flatMap((id) => {
          const change = byName.get(screenshotName(id));
          if (!change) unknown.push(id);
          return change ? [change] : [];
        });
  const approved = [...new Set(chosen)];
  for (const change of approved) approveChange(root, change);
  return { approved, unknown };
}

function approveChange(root: string, change: VisualChange) {
  const reference = join(root, change.referencePath);
  if (change.kind === 'removed') {
    rmSync(reference, { force: true });
    removeIfEmpty(dirname(reference));
    return;
  }
  mkdirSync(dirname(reference), { recursive: true });
  copyFileSync(join(root, change.actual!.path), reference);
  for (const kind of ['actual', 'diff', 'reference'] as const) {
    rmSync(join(root, attachmentPath(change.storiesFile, change.storyId, kind)), { force: true });
  }
}

function removeIfEmpty(dir: string) {
  if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
}
