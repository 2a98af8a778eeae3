import { useTokens } from './use-token';

const scales = ['charcoal', 'gold', 'ember', 'smoke'] as const;
const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
const tones = ['success', 'warning', 'danger', 'info', 'royal'] as const;
const toneSteps = [50, 100, 600, 700, 800] as const;

function Swatch({ name, value }: { name: string; value: string | undefined }) {
  return (
    <figure className="m-0 flex flex-col gap-1">
      <div
        className="h-12 w-full rounded-md border border-line"
        style={{ backgroundColor: `var(--color-${name})` }}
      />
      <figcaption className="text-xs">
        <span className="block font-semibold">{name}</span>
        <span className="font-mono text-ink-muted">{value}</span>
      </figcaption>
    </figure>
  );
}

function Row({ title, names }: { title: string; names: string[] }) {
  const values = useTokens(names.map((name) => `--color-${name}`));
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="grid grid-cols-4 gap-3 md:grid-cols-6 xl:grid-cols-11">
        {names.map((name) => (
          <Swatch key={name} name={name} value={values[`--color-${name}`]} />
        ))}
      </div>
    </section>
  );
}

/** Every colour token, scale by scale. */
export function Palette() {
  return (
    <div className="flex flex-col gap-6">
      {scales.map((scale) => (
        <Row key={scale} title={scale} names={steps.map((step) => `${scale}-${step}`)} />
      ))}
      {tones.map((tone) => (
        <Row key={tone} title={tone} names={toneSteps.map((step) => `${tone}-${step}`)} />
      ))}
    </div>
  );
}
