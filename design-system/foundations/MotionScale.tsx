const durations = [
  ['duration-fast', '100ms', 'Hover and press feedback', 'duration-fast'],
  ['duration-base', '250ms', 'Popovers, menus, toggles', 'duration-base'],
  ['duration-slow', '500ms', 'Modals, drawers, page-level reveals', 'duration-slow'],
] as const;

/** The three transition durations; hover a bar to see each one. */
export function MotionScale() {
  return (
    <dl className="m-0 flex flex-col gap-3">
      {durations.map(([token, value, usage, utility]) => (
        <div key={token} className="grid grid-cols-[8rem_1fr] items-center gap-4">
          <dt className="font-mono text-xs text-ink-muted">
            {token} · {value}
          </dt>
          <dd className="group m-0 flex items-center gap-4">
            <div className="h-4 w-64 rounded-pill bg-smoke-100">
              <div
                className={`h-4 w-8 rounded-pill bg-gold-500 transition-[width] ${utility} group-hover:w-64`}
              />
            </div>
            <span className="text-sm">{usage}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
