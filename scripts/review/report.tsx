import { renderToStaticMarkup } from 'react-dom/server';
import { Badge } from '../../design-system/primitives/Badge/Badge';
import { Card, CardBody, CardHeader } from '../../design-system/primitives/Card/Card';
import { Container } from '../../design-system/primitives/Container/Container';
import { DescriptionList } from '../../design-system/primitives/DescriptionList/DescriptionList';
import { EmptyState } from '../../design-system/primitives/EmptyState/EmptyState';
import { Heading } from '../../design-system/primitives/Heading/Heading';
import { Link } from '../../design-system/primitives/Link/Link';
import { Stack } from '../../design-system/primitives/Stack/Stack';
import { Text } from '../../design-system/primitives/Text/Text';
import { focusRing } from '../../design-system/lib/focus-ring';
import { approveCommand } from './approve';
import { sectionOf, sections, type ChangeKind, type Review, type VisualChange } from './collect';
import { screenshotName } from './screenshots';

/** Which image of a change: the committed reference, the new screenshot, the difference. */
export type ImageRole = 'reference' | 'actual' | 'diff';

export interface ReportOptions {
  /** The built Storybook, relative to the report or absolute; story links add `?path=…`. */
  storybookUrl: string;
  /** The stylesheet and the classic script, relative to the report. */
  stylesheet: string;
  script: string;
  generatedAt: Date;
}

/** Where the report keeps a change's image, relative to index.html. */
export function imageUrl(change: VisualChange, role: ImageRole): string {
  return `images/${screenshotName(change.storyId)}-${role}.png`;
}

/** The link to a story in the built Storybook. */
export function storyUrl(storybookUrl: string, storyId: string): string {
  const base = storybookUrl.endsWith('/') ? storybookUrl : `${storybookUrl}/`;
  return `${base}?path=/story/${storyId}`;
}

export function countByKind(review: Review): Record<ChangeKind, number> {
  const counts: Record<ChangeKind, number> = { changed: 0, added: 0, removed: 0 };
  for (const change of review.changes) counts[change.kind] += 1;
  return counts;
}

/** '3 changed, 1 added, 0 removed, 1,070 unchanged'. */
export function summaryText(review: Review): string {
  const counts = { ...countByKind(review), unchanged: review.unchanged };
  const number = new Intl.NumberFormat('en-US');
  return Object.entries(counts)
    .map(([kind, count]) => `${number.format(count)} ${kind}`)
    .join(', ');
}

/**
 * The whole report as one HTML document: markup prerendered from the design system, the
 * compiled stylesheet, and one classic script for the swipe slider (Chromium does not load
 * module scripts from file://, classic ones it does).
 */
export function renderReport(review: Review, options: ReportOptions): string {
  const counts = countByKind(review);
  const total = review.changes.length;
  const body = renderToStaticMarkup(<VisualReview review={review} options={options} />);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${total === 0 ? 'no changes' : `${counts.changed} changed, ${counts.added} added, ${counts.removed} removed`}</title>
<link rel="stylesheet" href="${options.stylesheet}">
<script src="${options.script}" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

const kindLabel: Record<ChangeKind, string> = {
  changed: 'Changed',
  added: 'Added',
  removed: 'Removed',
};
const kindTone = { changed: 'warning', added: 'info', removed: 'danger' } as const;

function VisualReview({ review, options }: { review: Review; options: ReportOptions }) {
  const groups = groupChanges(review.changes);
  return (
    <>
      <a
        href="#changes"
        className={`${focusRing} absolute top-4 left-4 z-10 -translate-y-32 rounded-md bg-primary px-4 py-2 font-semibold text-on-primary focus-visible:translate-y-0`}
      >
        Skip to the changes
      </a>
      <header className="border-b border-line bg-surface-muted py-8">
        <Container>
          <Stack gap="md">
            <Heading level={1}>Visual review</Heading>
            <Summary review={review} options={options} />
          </Stack>
        </Container>
      </header>
      <main id="changes" tabIndex={-1} className="py-8 outline-0">
        <Container>
          <Stack gap="xl">
            {review.changes.length === 0 ? (
              <EmptyState
                variant="outlined"
                title="No visual changes"
                description="Every story that ran matched its reference screenshot."
              />
            ) : (
              <>
                <HowToApprove review={review} />
                <Contents groups={groups} />
                {sections
                  .concat(groups.map((group) => group.section))
                  .filter((section, index, all) => all.indexOf(section) === index)
                  .map((section) => {
                    const inSection = groups.filter((group) => group.section === section);
                    return inSection.length > 0 ? (
                      <SectionOfChanges
                        key={section}
                        section={section}
                        groups={inSection}
                        options={options}
                      />
                    ) : null;
                  })}
              </>
            )}
            {review.otherFailures.length > 0 ? <OtherFailures review={review} /> : null}
          </Stack>
        </Container>
      </main>
      <footer className="border-t border-line py-6">
        <Container>
          <Text size="sm" tone="muted">
            Written by <code>npm run review</code> on{' '}
            {options.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.
          </Text>
        </Container>
      </footer>
    </>
  );
}

function Summary({ review, options }: { review: Review; options: ReportOptions }) {
  const counts = countByKind(review);
  const number = new Intl.NumberFormat('en-US');
  const run = review.runStartedAt
    ? `From the story tests started ${new Date(review.runStartedAt).toISOString().replace('T', ' ').slice(0, 16)} UTC.`
    : 'From every image in .vitest-attachments/ (the last run left no reports/vitest-stories.json).';
  return (
    <Stack gap="sm">
      <Text tone="muted">{run}</Text>
      <Stack as="ul" direction="row" gap="sm" wrap aria-label="Summary">
        {(['changed', 'added', 'removed'] as const).map((kind) => (
          <li key={kind}>
            <Badge tone={kindTone[kind]} size="md">
              {number.format(counts[kind])} {kind}
            </Badge>
          </li>
        ))}
        <li>
          <Badge tone="neutral" size="md">
            {number.format(review.unchanged)} unchanged
          </Badge>
        </li>
        {review.approved > 0 ? (
          <li>
            <Badge tone="success" size="md">
              {number.format(review.approved)} approved since the run
            </Badge>
          </li>
        ) : null}
        {review.otherFailures.length > 0 ? (
          <li>
            <Badge tone="neutral" size="md">
              {number.format(review.otherFailures.length)} failed for another reason
            </Badge>
          </li>
        ) : null}
        {review.notRun > 0 ? (
          <li>
            <Badge tone="neutral" size="md">
              {number.format(review.notRun)} not in this run
            </Badge>
          </li>
        ) : null}
      </Stack>
      <Text size="sm" tone="muted">
        Story links open the built Storybook at{' '}
        <Link href={options.storybookUrl}>{options.storybookUrl}</Link> (
        <code>npm run build-storybook</code> writes it; serve it over HTTP, see the README).
      </Text>
    </Stack>
  );
}

function HowToApprove({ review }: { review: Review }) {
  return (
    <section aria-labelledby="approve-heading">
      <Card variant="muted">
        <CardHeader>
          <Heading id="approve-heading" level={2} size="md">
            Approving
          </Heading>
        </CardHeader>
        <CardBody>
          <Stack gap="sm">
            <Text size="sm">
              Each story below shows the command that makes its new screenshot the reference (for a
              removed story, deletes the reference). Run it in the project folder: that story&apos;s
              test turns green, every other change keeps failing until it is approved or fixed.
            </Text>
            <Command label="Approve everything listed here">{approveCommand('all')}</Command>
            <Text size="sm" tone="muted">
              {review.changes.length} {review.changes.length === 1 ? 'change' : 'changes'} to
              review. Rejecting a change means fixing the code and running the story tests again (
              <code>npm run review -- --run</code>).
            </Text>
          </Stack>
        </CardBody>
      </Card>
    </section>
  );
}

interface ChangeGroup {
  section: string;
  title: string;
  anchor: string;
  changes: VisualChange[];
}

function groupChanges(changes: VisualChange[]): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  for (const change of changes) {
    let group = groups.find((candidate) => candidate.title === change.title);
    if (!group) {
      group = {
        section: sectionOf(change.title),
        title: change.title,
        anchor: `group-${change.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        changes: [],
      };
      groups.push(group);
    }
    group.changes.push(change);
  }
  return groups;
}

/** 'Screens/Content/Stores' → 'Content/Stores' under its section heading. */
function nameInSection(title: string): string {
  return title.split('/').slice(1).join(' / ') || title;
}

function Contents({ groups }: { groups: ChangeGroup[] }) {
  return (
    <nav aria-labelledby="contents-heading">
      <Stack gap="sm">
        <Heading id="contents-heading" level={2} size="md">
          Components and screens with changes
        </Heading>
        <Stack as="ul" direction="row" gap="sm" wrap>
          {groups.map((group) => (
            <li key={group.title}>
              <Link href={`#${group.anchor}`} variant="quiet" size="sm">
                {group.title} ({group.changes.length})
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </nav>
  );
}

function SectionOfChanges({
  section,
  groups,
  options,
}: {
  section: string;
  groups: ChangeGroup[];
  options: ReportOptions;
}) {
  const headingId = `section-${section.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading id={headingId} level={2}>
          {section}
        </Heading>
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={group.anchor}>
            <Stack gap="md">
              <Stack direction="responsive" gap="sm" justify="between" align="baseline">
                <Heading id={group.anchor} level={3} size="lg">
                  {nameInSection(group.title)}
                </Heading>
                {group.changes.length > 1 ? (
                  <Command label={`Approve all ${group.changes.length} in ${group.title}`}>
                    {approveCommand(group.changes.map((change) => change.storyId))}
                  </Command>
                ) : null}
              </Stack>
              {group.changes.map((change) => (
                <ChangeCard key={change.storyId} change={change} options={options} />
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </section>
  );
}

function ChangeCard({ change, options }: { change: VisualChange; options: ReportOptions }) {
  const headingId = `story-${change.storyId}`;
  const image = change.actual ?? change.reference!;
  const details = [
    { term: 'Story', value: <code>{change.storyId}</code> },
    { term: 'Viewport', value: change.viewport ?? 'unknown (the story is gone)' },
    {
      term: 'Size',
      value:
        change.kind === 'changed' && !sameSize(change)
          ? `${sizeOf(change.reference!)} → ${sizeOf(change.actual!)}`
          : sizeOf(image),
    },
    { term: 'Stories file', value: <code>{change.storiesFile}</code> },
  ];
  if (change.pixelsDiffer) details.push({ term: 'Difference', value: change.pixelsDiffer });
  return (
    <article aria-labelledby={headingId} id={change.storyId}>
      <Card>
        <CardHeader>
          <Stack direction="row" gap="sm" align="center" wrap>
            <Heading id={headingId} level={4} size="md">
              {change.storyName}
            </Heading>
            <Badge tone={kindTone[change.kind]}>{kindLabel[change.kind]}</Badge>
          </Stack>
          <Text size="sm" tone="muted">
            {describe(change)}
          </Text>
        </CardHeader>
        <CardBody>
          <Stack gap="lg">
            <Stack direction="responsive" gap="lg" align="start">
              <DescriptionList items={details} layout="stacked" className="shrink-0 md:basis-1/3" />
              <Stack gap="sm" className="min-w-0 grow">
                {change.kind === 'removed' ? (
                  <Text size="sm" tone="muted">
                    No story in the Storybook any more.
                  </Text>
                ) : (
                  <Link href={storyUrl(options.storybookUrl, change.storyId)} size="sm">
                    Open {change.title} – {change.storyName} in Storybook
                  </Link>
                )}
                <Command label={`Approve ${change.storyName}`}>
                  {approveCommand([change.storyId])}
                </Command>
              </Stack>
            </Stack>
            <Images change={change} />
            {change.kind === 'changed' ? <Compare change={change} /> : null}
          </Stack>
        </CardBody>
      </Card>
    </article>
  );
}

function describe(change: VisualChange): string {
  switch (change.kind) {
    case 'changed':
      return 'The new screenshot differs from the committed reference.';
    case 'added':
      return 'A new story: it has no committed reference yet.';
    case 'removed':
      return 'A committed reference whose story no longer exists.';
  }
}

function sameSize(change: VisualChange): boolean {
  return (
    change.reference!.width === change.actual!.width &&
    change.reference!.height === change.actual!.height
  );
}

function sizeOf(image: { width: number; height: number }): string {
  return `${image.width} × ${image.height} px`;
}

function Images({ change }: { change: VisualChange }) {
  const figures: { role: ImageRole; caption: string }[] = [];
  if (change.reference) figures.push({ role: 'reference', caption: 'Reference' });
  if (change.actual) figures.push({ role: 'actual', caption: 'New' });
  if (change.diff) figures.push({ role: 'diff', caption: 'Difference' });
  return (
    <Stack gap="sm">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {figures.map(({ role, caption }) => {
          const image =
            role === 'reference'
              ? change.reference!
              : role === 'actual'
                ? change.actual!
                : change.diff!;
          return (
            <figure key={role} className="flex min-w-0 flex-col gap-2">
              <figcaption className="text-sm font-semibold text-ink">{caption}</figcaption>
              <a
                href={imageUrl(change, role)}
                className={`${focusRing} block rounded-md border border-line bg-surface-muted`}
              >
                <img
                  src={imageUrl(change, role)}
                  alt={`${caption} screenshot of ${change.storyName}, full size`}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="block h-auto max-w-full rounded-md"
                />
              </a>
            </figure>
          );
        })}
      </div>
      {change.kind === 'changed' && !change.diff ? (
        <Text size="sm" tone="muted">
          {sameSize(change)
            ? 'No difference image was written for this run.'
            : `No difference image: the new screenshot is ${sizeOf(change.actual!)}, the reference ${sizeOf(change.reference!)}.`}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Both screenshots stacked: the slider reveals the new one from the left over the reference
 * (compare.js moves it), and Blink alternates the two with CSS alone.
 */
function Compare({ change }: { change: VisualChange }) {
  const reference = change.reference!;
  const actual = change.actual!;
  const widest = Math.max(reference.width, actual.width);
  const width = (image: { width: number }) => `${(image.width / widest) * 100}%`;
  const sliderId = `reveal-${screenshotName(change.storyId)}`;
  const blinkId = `blink-${screenshotName(change.storyId)}`;
  return (
    <section aria-label={`Compare ${change.storyName}`} data-compare className="review-compare">
      <Stack gap="sm">
        <Stack direction="responsive" gap="lg" align="center">
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={sliderId} className="font-semibold">
              Swipe
            </label>
            <span aria-hidden="true">New</span>
            <input
              id={sliderId}
              type="range"
              min={0}
              max={100}
              step={1}
              defaultValue={50}
              data-compare-range
              aria-describedby={`${sliderId}-hint`}
              className={`${focusRing} w-48 rounded-sm accent-ember-700`}
            />
            <span aria-hidden="true">Reference</span>
            <span id={`${sliderId}-hint`} className="sr-only">
              The new screenshot shows left of the line, the reference right of it.
            </span>
          </div>
          <label htmlFor={blinkId} className="flex items-center gap-2 text-sm">
            <input
              id={blinkId}
              type="checkbox"
              data-compare-blink
              className={`${focusRing} size-4 rounded-sm accent-ember-700`}
            />
            Blink between reference and new
          </label>
        </Stack>
        <div className="review-compare-stage rounded-md border border-line bg-surface-muted">
          <img
            src={imageUrl(change, 'reference')}
            alt=""
            className="review-compare-reference"
            style={{ width: width(reference) }}
            loading="lazy"
          />
          <img
            src={imageUrl(change, 'actual')}
            alt=""
            className="review-compare-new"
            style={{ width: width(actual) }}
            loading="lazy"
          />
          <div aria-hidden="true" className="review-compare-handle" />
        </div>
      </Stack>
    </section>
  );
}

function Command({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Text as="span" size="xs" tone="muted" weight="semibold">
        {label}
      </Text>
      <code className="block rounded-md border border-line bg-surface px-3 py-2 text-sm break-all text-ink select-all">
        {children}
      </code>
    </div>
  );
}

function OtherFailures({ review }: { review: Review }) {
  return (
    <section aria-labelledby="other-failures">
      <Stack gap="md">
        <Heading id="other-failures" level={2}>
          Failing for another reason
        </Heading>
        <Text tone="muted">
          These stories failed before their screenshot was taken (the play function or axe), so
          there is no image to review: see the test output.
        </Text>
        <Stack as="ul" gap="sm">
          {review.otherFailures.map((failure) => (
            <li key={failure.storyId}>
              <Text size="sm">
                <strong>
                  {failure.title} – {failure.storyName}
                </strong>{' '}
                <code>{failure.storyId}</code>
                {failure.failure ? `: ${failure.failure}` : null}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </section>
  );
}
