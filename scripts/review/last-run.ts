import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The JSON report `npm run test:stories` (and `npm run review -- --run`) writes. */
export const lastRunReport = 'reports/vitest-stories.json';

export interface StoryResult {
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo' | 'disabled';
  /** The first line of the failure, without terminal colours. */
  failure?: string;
  /** The comparator's count, e.g. '3863 pixels (ratio 0.05) differ.' */
  pixelsDiffer?: string;
  /** It failed on its screenshot (toMatchScreenshot), not in its play function or axe. */
  screenshotFailed: boolean;
}

export interface LastRun {
  /** When the run started (ms): an attachment older than this is from an earlier run. */
  startTime: number;
  /** By story id (`primitives-button--primary`). */
  stories: Map<string, StoryResult>;
}

interface VitestJsonReport {
  startTime: number;
  testResults: {
    assertionResults: {
      status: StoryResult['status'];
      failureMessages?: string[];
      meta?: { storyId?: string };
    }[];
  }[];
}

/** The stories of the last story-test run, or undefined when it left no JSON report. */
export function readLastRun(root: string, file = lastRunReport): LastRun | undefined {
  const path = join(root, file);
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8')) as VitestJsonReport;
  const stories = new Map<string, StoryResult>();
  for (const testFile of report.testResults) {
    for (const test of testFile.assertionResults) {
      const storyId = test.meta?.storyId;
      if (!storyId) continue;
      const message = stripColours(test.failureMessages?.[0] ?? '');
      stories.set(storyId, {
        status: test.status,
        failure: message ? firstLine(message) : undefined,
        pixelsDiffer: /^\d[\d,]* pixels \(ratio [\d.]+\) differ\.$/m.exec(message)?.[0],
        screenshotFailed: message.includes('toMatchScreenshot'),
      });
    }
  }
  return { startTime: report.startTime, stories };
}

function stripColours(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

function firstLine(message: string): string {
  const lines = message.split('\n').map((line) => line.trim());
  const headline = lines.find((line) => line && !/^(Error: )?expect\(/.test(line)) ?? lines[0]!;
  return headline.replace(/^Error: /, '');
}
