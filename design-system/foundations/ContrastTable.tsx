import { contrastRatio, meetsAA } from '../lib/contrast';
import { colorPairs } from './color-pairs';
import { useTokens } from './use-token';

/** The text/background pairs the components use, with their measured WCAG ratio. */
export function ContrastTable() {
  const names = [...new Set(colorPairs.flatMap((pair) => [pair.text, pair.background]))];
  const values = useTokens(names.map((name) => `--color-${name}`));
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="pb-2 text-left text-ink-muted">
        AA needs 4.5:1 for text and 3:1 for focus rings.
      </caption>
      <thead>
        <tr className="border-b border-line">
          <th className="py-2 pr-4">Sample</th>
          <th className="py-2 pr-4">Pair</th>
          <th className="py-2 pr-4">Used for</th>
          <th className="py-2">Ratio</th>
        </tr>
      </thead>
      <tbody>
        {colorPairs.map((pair) => {
          const text = values[`--color-${pair.text}`];
          const background = values[`--color-${pair.background}`];
          const ratio = text && background ? contrastRatio(text, background) : undefined;
          return (
            <tr key={`${pair.text}/${pair.background}`} className="border-b border-line">
              <td className="py-2 pr-4">
                {pair.kind === 'ui' ? (
                  <span
                    className="inline-block rounded-sm px-3 py-1 outline-2 outline-offset-2"
                    style={{
                      outlineColor: `var(--color-${pair.text})`,
                      backgroundColor: `var(--color-${pair.background})`,
                    }}
                  >
                    <span className="sr-only">Focus ring sample</span>
                  </span>
                ) : (
                  <span
                    className="inline-block rounded-sm px-3 py-1 font-semibold"
                    style={{
                      color: `var(--color-${pair.text})`,
                      backgroundColor: `var(--color-${pair.background})`,
                    }}
                  >
                    Smokehouse
                  </span>
                )}
              </td>
              <td className="py-2 pr-4 font-mono">
                {pair.text} on {pair.background}
              </td>
              <td className="py-2 pr-4">{pair.usage}</td>
              <td className="py-2 font-mono">
                {ratio === undefined
                  ? '…'
                  : `${ratio.toFixed(2)}:1 ${meetsAA(ratio, pair.kind ?? 'text') ? 'AA' : 'fails'}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
