/**
 * Steps that turn stored data of one version into the next: `migrations[n]` takes what
 * version n-1 stored and returns version n's shape. Stored data is never wiped for being old.
 */
export type Migrations = Readonly<Record<number, (previous: unknown) => unknown>>;

/**
 * Runs every step from `fromVersion` up to `toVersion` in order. A missing step passes the
 * data on as it is (the schema then keeps what still fits); data from a newer version (a
 * rolled-back deploy) is passed on unchanged for the same reason.
 */
export function migrateStored(
  stored: unknown,
  fromVersion: number,
  toVersion: number,
  migrations: Migrations = {},
): unknown {
  let data = stored;
  for (let version = fromVersion + 1; version <= toVersion; version++) {
    const step = migrations[version];
    if (step) data = step(data);
  }
  return data;
}
