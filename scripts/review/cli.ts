// npm run review: the visual review report from the last story-test run, and approving.
//
//   npm run review                              write reports/visual-review/index.html
//   npm run review -- --run [paths…]            run the story tests first (optionally some files)
//   npm run review -- --approve <story-id…>     make these stories' new screenshots the references
//   npm run review -- --approve-all             approve every change of the last run
//   --storybook-url <url>                       where story links point (default ../../storybook-static/)
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { approveChanges, approveCommand } from './approve';
import { collectReview, type Review } from './collect';
import { lastRunReport, readLastRun } from './last-run';
import { summaryText } from './report';
import { readAllStories } from './stories';
import { defaultStorybookUrl, reportDir, writeReport } from './write-report';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Options {
  run: boolean;
  testFilters: string[];
  approve?: string[] | 'all';
  storybookUrl: string;
}

function parseArgs(args: string[]): Options {
  const options: Options = {
    run: false,
    testFilters: [],
    storybookUrl: process.env.STORYBOOK_URL ?? defaultStorybookUrl,
  };
  let collecting: 'filters' | 'approve' | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--run') {
      options.run = true;
      collecting = 'filters';
    } else if (arg === '--approve') {
      options.approve = [];
      collecting = 'approve';
    } else if (arg === '--approve-all') {
      options.approve = 'all';
      collecting = undefined;
    } else if (arg === '--storybook-url') {
      options.storybookUrl = args[++index] ?? fail('--storybook-url needs a URL');
    } else if (arg === '--help' || arg === '-h') {
      console.log(readUsage());
      process.exit(0);
    } else if (arg.startsWith('-')) {
      fail(`Unknown option ${arg}\n${readUsage()}`);
    } else if (collecting === 'approve' && Array.isArray(options.approve)) {
      options.approve.push(arg);
    } else if (collecting === 'filters') {
      options.testFilters.push(arg);
    } else {
      fail(`Unexpected argument ${arg}\n${readUsage()}`);
    }
  }
  if (options.run && options.approve) fail('Run the tests and approve in two steps.');
  if (Array.isArray(options.approve) && options.approve.length === 0) {
    fail('--approve needs one or more story ids (the report shows each story\u2019s command).');
  }
  return options;
}

function readUsage(): string {
  return [
    'npm run review                            the report from the last story-test run',
    'npm run review -- --run [paths…]          run the story tests first, then the report',
    'npm run review -- --approve <story-id…>   approve these changes (new references)',
    'npm run review -- --approve-all           approve every change of the last run',
    '  --storybook-url <url>                   where story links point',
  ].join('\n');
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The story tests, with new stories' screenshots kept in the attachments for approval. */
function runStoryTests(filters: string[]) {
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'storybook',
      '--update=none',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${lastRunReport}`,
      ...filters,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.error) throw result.error;
  // A failing run is expected here: the changes are what the report is for.
  console.log(`Story tests finished (exit ${result.status ?? 'signal'}); writing the report.`);
}

function currentReview(): Review {
  return collectReview(root, readAllStories(root), readLastRun(root));
}

function printChanges(review: Review) {
  const shown = review.changes.slice(0, 30);
  for (const change of shown) {
    console.log(
      `  ${change.kind.padEnd(8)} ${change.storyId}  (${change.title} – ${change.storyName})`,
    );
  }
  if (review.changes.length > shown.length) {
    console.log(`  … and ${review.changes.length - shown.length} more (see the report)`);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.run) runStoryTests(options.testFilters);

  let review = currentReview();
  if (options.approve) {
    const { approved, unknown } = approveChanges(root, review, options.approve);
    for (const change of approved) {
      console.log(
        change.kind === 'removed'
          ? `Approved the removal of ${change.storyId}: deleted ${change.referencePath}`
          : `Approved ${change.kind} ${change.storyId}: wrote ${change.referencePath}`,
      );
    }
    if (unknown.length > 0) {
      console.error(
        `No change in the last run for: ${unknown.join(', ')}. The report lists the ids to approve.`,
      );
    }
    review = currentReview();
    process.exitCode = unknown.length > 0 ? 1 : 0;
  }

  const index = await writeReport(root, review, {
    outDir: join(root, reportDir),
    storybookUrl: options.storybookUrl,
  });
  if (review.changes.length > 0) {
    printChanges(review);
    console.log(`Approve one: ${approveCommand(['<story-id…>'])}; all: ${approveCommand('all')}`);
  }
  const count = new Intl.NumberFormat('en-US').format;
  const notes = [
    review.approved && `${count(review.approved)} approved since the run`,
    review.otherFailures.length &&
      `${count(review.otherFailures.length)} failed for another reason`,
    review.notRun && `${count(review.notRun)} not in the run`,
  ].filter(Boolean);
  console.log(
    `Visual review: ${summaryText(review)}${notes.length ? ` (${notes.join(', ')})` : ''}.`,
  );
  console.log(`Report: ${relative(root, index)}`);
}

await main();
