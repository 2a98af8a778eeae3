import { useTokens } from './use-token';

const scales = ['charcoal', 'gold', 'ember', 'smoke'] as const;
const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
const tones = ['success', 'warning', 'danger', 'info', 'royal'] as const;
const toneSteps = [50, 100, 600, 700, 800] as const;

function Swatch({ name, value }: { name: string; value: string | undefined }) {
  return (
    <figure className="m-0 gap-1 flex flex-col">
      <div
        className="h-12 w-full rounded-md border border-line"
        style={{ backgroundColor: `var(--color-${name})` }}
      />
      <figcaption className="text-xs">
        <span className="font-semibold block">{name}</span>
        <span className="font-mono text-ink-muted">{value}</span>
      </figcaption>
    </figure>
  );
}

function Row({ title, names }: { title: string; names: string[] }) {
  const values = useTokens(names.map((name) => `--color-${name}`));
  return (
    <section className="gap-2 flex flex-col">
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="gap-3 grid grid-cols-4 md:grid-cols-6 xl:grid-cols-11">
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
    <div className="gap-6 flex flex-col">
      {scales.map((scale) => (
        <Row key={scale} title={scale} names={steps.map((step) => `${scale}-${step}`)} />
      ))}
      {tones.map((tone) => (
        <Row key={tone} title={tone} names={toneSteps.map((step) => `${tone}-${step}`)} />
      ))}
    </div>
  );
}
