const sizes = [
  ['text-6xl', 'font-display text-6xl font-bold'],
  ['text-5xl', 'font-display text-5xl font-bold'],
  ['text-4xl', 'font-display text-4xl font-semibold'],
  ['text-3xl', 'font-display text-3xl font-semibold'],
  ['text-2xl', 'font-display text-2xl font-semibold'],
  ['text-xl', 'text-xl font-semibold'],
  ['text-lg', 'text-lg'],
  ['text-base', 'text-base'],
  ['text-sm', 'text-sm'],
  ['text-xs', 'text-xs'],
] as const;

/** Display face (Oswald) for headings, body face (Inter) for everything else. */
export function TypeScale() {
  return (
    <dl className="m-0 flex flex-col gap-3">
      {sizes.map(([name, className]) => (
        <div key={name} className="grid grid-cols-[8rem_1fr] items-baseline gap-4">
          <dt className="font-mono text-xs text-ink-muted">{name}</dt>
          <dd className={`m-0 ${className}`}>Ignite Your Taste Buds</dd>
        </div>
      ))}
    </dl>
  );
}
