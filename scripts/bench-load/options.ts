import { parseArgs } from 'node:util';

export type RunKind = 'pglite' | 'postgres' | 'two';
export const runKinds: readonly RunKind[] = ['pglite', 'postgres', 'two'];

export interface BenchOptions {
  runs: RunKind[];
  shoppers: number;
  seconds: number;
  /** Drops of limited stock, opened one after another through the run (see catalogue.ts). */
  drops: number;
  productsPerDrop: number;
  unitsPerProduct: number;
  /** Make the client build again (the compiled server is always made again: it takes a second). */
  rebuild: boolean;
}

const usage = `Usage: npm run bench:load -- [--db pglite|postgres|two] [--shoppers N] [--seconds T]
  [--drops D] [--products P] [--units U] [--rebuild]
Without --db, all three runs, one after another.`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} takes a whole number ≥ 1\n${usage}`);
  return number;
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string', multiple: true },
      shoppers: { type: 'string' },
      seconds: { type: 'string' },
      drops: { type: 'string' },
      products: { type: 'string' },
      units: { type: 'string' },
      rebuild: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const runs = (values.db ?? runKinds).map((db) => {
    if (!runKinds.includes(db as RunKind)) throw new Error(`Unknown --db ${db}\n${usage}`);
    return db as RunKind;
  });
  return {
    runs,
    shoppers: positive('shoppers', values.shoppers, 200),
    seconds: positive('seconds', values.seconds, 60),
    drops: positive('drops', values.drops, 6),
    productsPerDrop: positive('products', values.products, 3),
    unitsPerProduct: positive('units', values.units, 40),
    rebuild: values.rebuild,
  };
}
