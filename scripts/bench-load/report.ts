import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BenchOptions } from './options';
import type { RunReport } from './run';
import type { KindFigures } from './stats';

export const reportPath = 'reports/bench-load.json';

const counts = (record: Record<string, number> | undefined) =>
  Object.entries(record ?? {})
    .sort(([, a], [, b]) => b - a)
    .map(([outcome, n]) => `${outcome}×${n}`)
    .join(' ') || 'none';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ratio = (value: number, bare: number) => Number((value / bare).toFixed(1));

function figuresRow(figures: KindFigures, bare?: KindFigures) {
  return {
    'req/s': figures.requestsPerSecond,
    'p50 ms': figures.p50Ms,
    'p95 ms': figures.p95Ms,
    'p99 ms': figures.p99Ms,
    'p50 ×bare': bare ? ratio(figures.p50Ms, bare.p50Ms) : 1,
    'p99 ×bare': bare ? ratio(figures.p99Ms, bare.p99Ms) : 1,
    requests: figures.requests,
    errors: Object.values(figures.errors).reduce((sum, n) => sum + n, 0),
  };
}

export function printRun(report: RunReport, options: BenchOptions): void {
  console.log(`\n== ${report.label} (${options.shoppers} shoppers, ${options.seconds} s)`);
  console.log(
    'Requests per kind (req/s: expected answers per second, 200, or 201/409 for checkouts; p50/p95/p99 over answers below 500; the bare server: GET of the same product list, same client, measured just before):',
  );
  console.table({
    'bare Hono, GET list': figuresRow(report.bare),
    ...Object.fromEntries(
      (['read', 'quote', 'checkout'] as const).flatMap((kind) => {
        const figures = report.kinds[kind];
        return figures ? [[kind, figuresRow(figures, report.bare)]] : [];
      }),
    ),
  });
  console.log(
    `Errors by kind (whole run): ${(['read', 'quote', 'checkout'] as const).map((kind) => `${kind}: ${counts(report.kinds[kind]?.errors)}`).join('; ')}`,
  );
  console.log(
    `Checkouts: ${Object.entries(report.checkouts)
      .map(([what, n]) => `${what} ${n}`)
      .join(', ')}`,
  );
  if (report.servedPerInstance)
    console.log(
      `Requests through the proxy per server: a ${report.servedPerInstance[0]}, b ${report.servedPerInstance[1]}`,
    );
  for (const d of report.disruptions) {
    console.log(
      `Disruption: ${d.name}: at ${seconds(d.atMs)}, over at ${seconds(d.backAtMs)} (${seconds(d.backAtMs - d.atMs)})${d.failed ? `, FAILED: ${d.failed}` : ''}; what clients saw until 2 s later:`,
    );
    for (const kind of ['read', 'quote', 'checkout'] as const) {
      if (d.clientsSaw[kind]) console.log(`    ${kind}: ${counts(d.clientsSaw[kind])}`);
    }
  }
  console.log('Stock of the drops (from the database after the run):');
  console.table(
    Object.fromEntries(
      report.stock.map((row) => [
        row.product,
        {
          start: row.start,
          sold: row.sold,
          left: row.left,
          'sold out at': row.soldOutAtSeconds === null ? '' : `${row.soldOutAtSeconds} s`,
        },
      ]),
    ),
  );
  console.log('Invariants (from the database and the payment ledgers, the servers stopped):');
  for (const invariant of report.invariants) {
    const numbers = Object.entries(invariant.numbers)
      .map(([what, n]) => `${what} ${n}`)
      .join(', ');
    console.log(`  ${invariant.ok ? 'OK    ' : 'BROKEN'} ${invariant.name}: ${numbers}`);
    // A detail may hold more lines (the Place Orders a charge may have come from).
    for (const line of invariant.details.flatMap((detail) => detail.split('\n'))) {
      console.log(`           ${line}`);
    }
  }
}

export function writeReport(report: object): void {
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
}
