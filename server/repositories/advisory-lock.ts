// PostgreSQL's transaction-scoped advisory locks, shared by every server process on one database (PGlite has one
// connection, so they cost nothing there).
import { sql } from 'drizzle-orm';
import { lockKey, type Db } from '../db/client';

/** Waits for the lock called `name`, held until the caller's transaction ends. */
export async function lockUntilCommit(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(name).toString()}::bigint)`);
}
