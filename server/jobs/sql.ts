import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** How pg-boss reaches the database: one SQL text with `$n` parameters, rows back. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** `text` with its `$n` placeholders bound to `values`, as one Drizzle query. */
export function boundQuery(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    // Drizzle writes nothing for undefined: SQL's NULL is what pg-boss means by it.
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

/** A transaction as pg-boss's executor: a job sent through it exists only if it commits. */
export function transactionExecutor(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(boundQuery(text, values))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
