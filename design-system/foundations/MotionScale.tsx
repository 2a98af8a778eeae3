const durations = [
  ['duration-fast', '100ms', 'Hover and press feedback', 'duration-fast'],
  ['duration-base', '250ms', 'Popovers, menus, toggles', 'duration-base'],
  ['duration-slow', '500ms', 'Modals, drawers, page-level reveals', 'duration-slow'],
] as const;

/** The three transition durations; hover a bar to see each one. */
export function MotionScale() {
  return (
    <dl className="m-0 gap-3 flex flex-col">
      {durations.map(([token, value, usage, utility]) => (
        <div key={token} className="gap-4 grid grid-cols-[8rem_1fr] items-center">
          <dt className="text-xs font-mono text-ink-muted">
            {token} · {value}
          </dt>
          <dd className="group m-0 gap-4 flex items-center">
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
