// PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: dead rows would pile up, statistics go
// stale and the visibility map stay empty (no index-only scans, a commit-log look-up per row read). The server does
// autovacuum's work itself, with autovacuum's default thresholds, on the tables that have passed them. PostgreSQL
// servers have their own autovacuum.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** How often the server looks (a VACUUM holds PGlite's one connection, so not more often than needed). */
export const VACUUM_CHECK_MS = 10 * 60_000;
// PostgreSQL's autovacuum defaults.
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

interface TableStats { name: string; live: number; dead: number; changed: number }

/** Vacuums and analyzes every table past autovacuum's thresholds; returns their names. */
export async function vacuumWhereNeeded(db: Db): Promise<string[]> {
  // Statistics reach the views only when flushed.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const result = await db.execute(sql`SELECT relname AS name, n_live_tup::float8 AS live, n_dead_tup::float8 AS dead,
    n_mod_since_analyze::float8 AS changed FROM pg_stat_user_tables WHERE schemaname = 'public'`);
  const tables = (result as unknown as { rows: TableStats[] }).rows;
  const due = tables.filter((t) => t.dead > VACUUM_BASE + VACUUM_SCALE * t.live || t.changed > ANALYZE_BASE + ANALYZE_SCALE * t.live);
  for (const t of due) await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(t.name)}`);
  return due.map((t) => t.name);
}

/** Checks every VACUUM_CHECK_MS until stopped; failures are logged and the next check tries again. */
export function vacuumPeriodically(db: Db, log: { info(o: object, m: string): void; error(o: object, m: string): void }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const started = Date.now();
    vacuumWhereNeeded(db)
      .then((tables) => { if (tables.length) log.info({ tables, ms: Date.now() - started }, 'vacuumed'); })
      .catch((err: unknown) => log.error({ err }, 'vacuum failed'))
      .finally(() => { running = false; });
  }, VACUUM_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
