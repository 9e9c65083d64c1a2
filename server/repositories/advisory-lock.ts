// PostgreSQL's transaction-scoped advisory locks, shared by every server process on one database (PGlite has one
// connection, so they cost nothing there).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A 64-bit key for PostgreSQL's advisory locks, from a name. */
export const lockKey = (name: string) => createHash('sha256').update(name).digest().readBigInt64BE(0);

/** Waits for the lock called `name`, held until the caller's transaction ends. */
export async function lockUntilCommit(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(name).toString()}::bigint)`);
}
