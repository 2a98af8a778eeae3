/**
 * `npm run bench:load`: a load benchmark with invariants (it prints numbers and never fails on
 * them; it exits non-zero only when an invariant is broken). N shoppers (default 200, accounts
 * made once in the local identity service and kept in .cache/bench-load/identity) read the
 * catalogue, quote carts and check out drops of small stock for T seconds (default 60) against
 * the compiled production server, beside a bare Hono server: on PGlite, on PostgreSQL (restarted
 * at T/2), and on two servers over PostgreSQL behind a round-robin proxy (one killed with kill -9
 * at T/3 and started again, PostgreSQL restarted at 2T/3). After each run it reads the database
 * and the test payment provider's ledgers: orders told vs stored, stock, unique numbers, totals,
 * one charge per order. Numbers also go to reports/bench-load.json.
 *
 *   npm run bench:load -- [--db pglite|postgres|two] [--shoppers N] [--seconds T] [--rebuild]
 */

// The bench's own build (scripts/bench-load/build.ts): e2e/out-dir.ts reads this at import.
process.env.E2E_OUT_DIR = '.cache/bench-load/dist';
// The SDK's notice that its 2027 releases need Node 22, for the identity client (README, "The log").
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// Each run chooses its database; one from the shell would be written to.
delete process.env.DATABASE_URL;

const { main } = await import('./bench-load/main');
process.exitCode = await main(process.argv.slice(2));

export {};
