const steps = [1, 2, 3, 4, 6, 8, 12, 16, 24] as const;
const widths: Record<(typeof steps)[number], string> = {
  1: 'w-1',
  2: 'w-2',
  3: 'w-3',
  4: 'w-4',
  6: 'w-6',
  8: 'w-8',
  12: 'w-12',
  16: 'w-16',
  24: 'w-24',
};

/** Tailwind's 4 px spacing step; the Masonry gutter is 6 (24 px). */
export function SpacingScale() {
  return (
    <dl className="m-0 flex flex-col gap-2">
      {steps.map((step) => (
        <div key={step} className="grid grid-cols-[8rem_1fr] items-center gap-4">
          <dt className="font-mono text-xs text-ink-muted">
            {step} = {step * 4}px
          </dt>
          <dd className="m-0">
            <div className={`h-4 rounded-sm bg-ember-700 ${widths[step]}`} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
